import type { TPendingInteraction } from '@gatling/shared/api/replies';
import { LIMITS } from '@gatling/shared/spec';
import type { TEditDraft } from '../lib/pending-review';
import type { TReviewAction } from '../lib/swipe';
import { REPLIES_COPY } from '../texts';
import { ReplyCard } from './reply-card';
import { SwipeCard, type TCardCommand } from './swipe-card';

type TCardStackProps = {
  deck: TPendingInteraction[];
  drafts: Readonly<Record<string, TEditDraft>>;
  editing: boolean;
  command: TCardCommand | null;
  /** Whether the card takes a decision now (useDecisionGate). */
  accepts: (id: string) => boolean;
  onDecide: (action: TReviewAction, interaction: TPendingInteraction) => void;
  onSubmitEdit: (draft: TEditDraft) => void;
  onCancelEdit: () => void;
  onFeedback: (interaction: TPendingInteraction) => void;
};

/** The top card's id, where the page's skip link takes the focus. */
export const REVIEW_CARD_ID = 'review-card';

/**
 * The top card and at most two behind it (docs/product/limits.md#review); the top one comes first to
 * assistive technology.
 */
export function CardStack({
  deck,
  drafts,
  editing,
  command,
  accepts,
  onDecide,
  onSubmitEdit,
  onCancelEdit,
  onFeedback,
}: TCardStackProps) {
  const visible = deck.slice(0, LIMITS.cardsBehindTop + 1);
  return (
    // The padding leaves room for the cards peeking out underneath; they size to the inner box.
    <div role="region" aria-label={REPLIES_COPY.stackLabel} className="pb-6">
      <div data-card-stack className="group/stack relative">
        {visible.map((interaction, depth) => (
          <SwipeCard
            key={interaction.id}
            id={interaction.id}
            depth={depth}
            draggable={!editing}
            command={command}
            canDecide={() => accepts(interaction.id)}
            onDecide={(action) => onDecide(action, interaction)}
          >
            <ReplyCard
              interaction={interaction}
              editing={depth === 0 && editing}
              draft={drafts[interaction.id] ?? { text: interaction.suggested_response, saveAsRule: false }}
              onSubmitEdit={onSubmitEdit}
              onCancelEdit={onCancelEdit}
              onFeedback={() => onFeedback(interaction)}
              showKeys={depth === 0}
              id={depth === 0 ? REVIEW_CARD_ID : undefined}
            />
          </SwipeCard>
        ))}
      </div>
    </div>
  );
}
