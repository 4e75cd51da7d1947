import type { TPendingInteraction } from '@gatling/shared/api/replies';
import { REPLIES_COPY } from '../texts';
import { ReplyCard } from './reply-card';
import { SwipeStack, type TStackProps } from './swipe-stack';

type TCardStackProps = TStackProps<TPendingInteraction> & {
  onFeedback: (interaction: TPendingInteraction) => void;
};

/** The top card's id, where the page's skip link takes the focus. */
export const REVIEW_CARD_ID = 'review-card';

/** The review stack: each card a draft to send, ignore or edit. */
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
  return (
    <SwipeStack
      label={REPLIES_COPY.stackLabel}
      deck={deck}
      editing={editing}
      command={command}
      accepts={accepts}
      onDecide={onDecide}
    >
      {(interaction, depth) => (
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
      )}
    </SwipeStack>
  );
}
