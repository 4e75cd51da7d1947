import { useState } from 'react';
import type { TPickedReason } from '@gatling/shared/api/replies';
import { cn } from '@/lib/cn';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.picked;

/**
 * The card's line on why the post was picked, beyond the source chip above it: the qualifier's
 * reason, its score and, once some of the source's replies were read, how they have done. One
 * line at every width, cut with an ellipsis when long; the line is a button that shows it all
 * (with the engagement rate), so the whole text is there for the keyboard and the screen reader
 * as for the mouse. Nothing when there is nothing to say.
 */
export function PickedLine({ picked }: { picked: TPickedReason | undefined }) {
  const [open, setOpen] = useState(false);
  if (!picked) return null;
  const { score, record, reason } = picked;
  const parts = [
    ...(reason ? [reason.trim()] : []),
    ...(score !== null ? [COPY.score(score)] : []),
    ...(record ? [COPY.record(record)] : []),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const line = parts.join(COPY.separator);
  const full = [
    line,
    ...(record && record.engagement_rate > 0 ? [COPY.rate(record.engagement_rate)] : []),
  ].join(COPY.separator);
  return (
    <button
      type="button"
      data-testid="picked-line"
      aria-expanded={open}
      onClick={() => setOpen((was) => !was)}
      title={full}
      className={cn(
        'mt-1.5 block w-full min-w-0 cursor-pointer rounded-sm text-left text-xs text-muted hover:text-foreground',
        open ? 'break-words whitespace-normal' : 'truncate',
      )}
    >
      <span className="font-medium text-foreground">{COPY.label}</span> {open ? full : line}
    </button>
  );
}
