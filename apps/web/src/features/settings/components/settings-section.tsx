import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type TProps = { id: string; heading: string; description: string; children: ReactNode };

/** One card of /settings: a titled section, a line on what it holds, then its controls. */
export function SettingsSection({ id, heading, description, children }: TProps) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {heading}
        </h2>
        <p className="mt-0.5 mb-5 text-sm text-muted">{description}</p>
        {children}
      </section>
    </Card>
  );
}
