import type { TConversationItem } from '@gatling/shared/api/conversations';
import { SwipeStack, type TStackProps } from '@/features/replies/components/swipe-stack';
import { ConversationCard } from '@/features/conversations/components/conversation-card';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';
import { KeyHints } from '@/features/replies/components/key-hints';
import { FollowUpPanel } from './follow-up-panel';

/** The top card's id, where the skip link and the focus after a decision go. */
export const INBOX_CARD_ID = 'conversation-card';

type TConversationStackProps = TStackProps<TConversationItem> & {
  onLike: (item: TConversationItem) => void;
  /** The item whose Like is on its way. */
  liking: string | null;
};

/**
 * The top card and at most two behind it, as the review stack shows them. A card with a follow-up
 * swipes as a review card does; one with nothing to add does not swipe (its Like and Dismiss act at
 * once, with no undo, so no gesture should make them by accident).
 */
export function ConversationStack({ deck, drafts, controls, onLike, liking }: TConversationStackProps) {
  const { editing, onSubmitEdit, onCancelEdit } = controls;
  return (
    <SwipeStack
      label={CONVERSATIONS_COPY.stackLabel}
      deck={deck}
      controls={controls}
      swipes={(item) => item.follow_up !== null}
    >
      {(item, depth) => (
        <ConversationCard
          item={item}
          followUp={
            item.follow_up && (
              <FollowUpPanel
                item={item}
                followUp={item.follow_up}
                editing={depth === 0 && editing}
                draft={drafts[item.id] ?? { text: item.follow_up.suggested_response, saveAsRule: false }}
                onSubmitEdit={onSubmitEdit}
                onCancelEdit={onCancelEdit}
              />
            )
          }
          footer={
            depth === 0 &&
            item.follow_up &&
            !editing && <KeyHints className="col-span-2 justify-end border-t border-border px-6 py-2.5" />
          }
          onLike={() => onLike(item)}
          liking={liking === item.id}
          id={depth === 0 ? INBOX_CARD_ID : undefined}
        />
      )}
    </SwipeStack>
  );
}
