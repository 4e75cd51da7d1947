import { Clock } from 'lucide-react';
import { clock12, dateAtTime } from '@/lib/dates';
import { relativeFuture } from '@/lib/format';
import { cn } from '@/lib/cn';
import { SCHEDULED_COPY as COPY } from '../texts';

type TProps = { at: string; now: Date; withClock?: boolean; className?: string };

/** When a reply goes out: 'in 5m' (docs/product/limits.md#display), with the exact time for a closer look. */
export function ScheduledTime({ at, now, withClock = false, className }: TProps) {
  const when = new Date(at);
  const exact = Number.isNaN(when.getTime()) ? '' : clock12(when);
  return (
    <time
      dateTime={at}
      title={exact && COPY.scheduledFor(dateAtTime(when))}
      className={cn('tabular inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted', className)}
    >
      <Clock className="size-3.5" aria-hidden="true" />
      <span className="font-medium text-foreground">{relativeFuture(at, now)}</span>
      {withClock && exact && <span>· {exact}</span>}
    </time>
  );
}
