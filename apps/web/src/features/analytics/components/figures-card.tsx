import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type TProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** What the figures count, under the heading. */
  caption: ReactNode;
  children: ReactNode;
};

/** A card of the period's figures: a section named by its heading, with a caption under it. */
export function FiguresCard({ id, title, caption, children }: TProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <p className="mt-0.5 text-xs text-muted">{caption}</p>
        {children}
      </section>
    </Card>
  );
}
