import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks the simulated network, on an account of it or where it is offered; `hint` says what it is. */
export function SandboxNetworkBadge({ label, hint }: { label: string; hint: string }) {
  return (
    <Badge variant="neutral" title={hint}>
      <FlaskConical aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** A network not connected yet: its name with what marks it, and a line on what connecting does. */
export function NetworkIntro({ name, badge, text }: { name: string; badge?: ReactNode; text: string }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
        {name}
        {badge}
      </p>
      <p className="mt-0.5 text-sm text-muted">{text}</p>
    </div>
  );
}
