import { Hourglass } from 'lucide-react';
import type { TScheduledHold } from '@gatling/shared/api/scheduled';
import { heldSentence } from '../lib/held-sentence';
import { SCHEDULED_COPY } from '../texts';

/** "Waiting: Bluesky is not answering; trying again at 2:05 PM." on a reply held past its time. */
export function HeldNote({ held, now }: { held: TScheduledHold; now: Date }) {
  return (
    <p
      role="note"
      className="flex gap-2.5 rounded-md border border-border bg-warning-soft/60 p-3 text-sm leading-relaxed"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{SCHEDULED_COPY.held.label}</span> {heldSentence(held, now)}.
      </span>
    </p>
  );
}
