import { useState } from 'react';
import type { TDraftedBy, TPickedReason } from '@gatling/shared/api/replies';
import { cn } from '@/lib/cn';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.picked;

/**
 * The card's line on why the post was picked, beyond the source chip above it: the qualifier's
 * reason, its score and, once some of the source's replies were read, how they have done. One
 * line at every width, cut with an ellipsis when long; the line is a button that shows it all
 * (with the engagement rate), so the whole text is there for the keyboard and the screen reader
 * as for the mouse. The reason is the model's words, not the product's: it is quoted and says
 * whose it is (the demo writer's for a demo draft), in the button's name as on the screen.
 * Nothing when there is nothing to say.
 */
export function PickedLine({
  picked,
  draftedBy,
}: {
  picked: TPickedReason | undefined;
  /** Which writer made the draft: the same one gave the reason. */
  draftedBy?: TDraftedBy | undefined;
}) {
  const [open, setOpen] = useState(false);
  if (!picked) return null;
  const { score, record } = picked;
  const reason = picked.reason?.trim() || null;
  const facts = [...(score !== null ? [COPY.score(score)] : []), ...(record ? [COPY.record(record)] : [])];
  if (!reason && facts.length === 0) return null;
  const allFacts = [
    ...facts,
    ...(record && record.engagement_rate > 0 ? [COPY.rate(record.engagement_rate)] : []),
  ];
  const quoted = reason ? `“${reason}”` : null;
  const by = COPY.reasonBy[draftedBy?.kind === 'demo' ? 'demo' : 'model'];
  const full = [...(quoted ? [`${quoted} (${by})`] : []), ...allFacts].join(COPY.separator);
  const shownFacts = (open ? allFacts : facts).join(COPY.separator);
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
      <span className="font-medium text-foreground">{COPY.label}</span>{' '}
      {quoted && (
        <>
          <span data-testid="picked-reason" className="italic">
            {quoted}
          </span>{' '}
          <span className="whitespace-nowrap">({by})</span>
          {shownFacts && COPY.separator}
        </>
      )}
      {shownFacts}
    </button>
  );
}
