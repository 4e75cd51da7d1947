import type { TPickedReason } from '@gatling/shared/api/replies';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.picked;

/**
 * The card's quiet line on why the post was picked, beyond the source chip above it: the
 * qualifier's score and, once some of the source's replies were read, how they have done. One
 * line, cut with an ellipsis on narrow screens; the full text, the engagement rate and the
 * qualifier's reason are in its title. Nothing when there is nothing to say.
 */
export function PickedLine({ picked }: { picked: TPickedReason | undefined }) {
  if (!picked) return null;
  const { score, record, reason } = picked;
  const parts = [...(score !== null ? [COPY.score(score)] : []), ...(record ? [COPY.record(record)] : [])];
  if (parts.length === 0) return null;
  const line = parts.join(COPY.separator);
  const details = [
    line,
    ...(record && record.engagement_rate > 0 ? [COPY.rate(record.engagement_rate)] : []),
  ].join(COPY.separator);
  return (
    <p className="mt-1.5 truncate text-xs text-muted" title={reason ? `${details}\n${reason}` : details}>
      <span className="sr-only">{COPY.label} </span>
      {line}
    </p>
  );
}
