import type { TPendingReply } from '@gatling/shared/api/replies';
import { REPLIES_COPY } from '../texts';
import { ReplyCard } from './reply-card';
import { SwipeStack, type TStackProps } from './swipe-stack';

type TCardStackProps = TStackProps<TPendingReply> & {
  onFeedback: (reply: TPendingReply) => void;
};

/** The top card's id, where the page's skip link takes the focus. */
export const REVIEW_CARD_ID = 'review-card';

/** The review stack: each card a draft to send, ignore or edit. */
export function CardStack({ deck, drafts, controls, onFeedback }: TCardStackProps) {
  return (
    <SwipeStack label={REPLIES_COPY.stackLabel} deck={deck} controls={controls}>
      {(reply, depth) => (
        <ReplyCard
          reply={reply}
          editing={depth === 0 && controls.editing}
          draft={drafts[reply.id] ?? { text: reply.suggested_response, saveAsRule: false }}
          onSubmitEdit={controls.onSubmitEdit}
          onCancelEdit={controls.onCancelEdit}
          onFeedback={() => onFeedback(reply)}
          showKeys={depth === 0}
          id={depth === 0 ? REVIEW_CARD_ID : undefined}
        />
      )}
    </SwipeStack>
  );
}
