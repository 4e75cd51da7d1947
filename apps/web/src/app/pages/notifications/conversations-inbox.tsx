import { useCallback, useRef } from 'react';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { TEXT } from '@gatling/shared/spec';
import { SkipLink } from '@/components/skip-link';
import { QueryLoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/toast';
import { useKeepToastsClear, useToastsAtBottom } from '@/components/ui/toast-placement';
import { ReviewActions } from '@/features/replies/components/review-actions';
import { StackActionsBar } from '@/features/replies/components/stack-actions-bar';
import { useDecisionGate } from '@/features/replies/hooks/use-decision-gate';
import { useStackControls } from '@/features/replies/hooks/use-stack-controls';
import type { TDecisionAction, TEditDraft } from '@/features/replies/lib/pending-review';
import { serverDetail } from '@/lib/api-error';
import { UndoDock } from '@/lib/undo/undo-dock';
import { useDismissConversation } from '@/features/conversations/api/dismiss-conversation';
import { useLikeConversation } from '@/features/conversations/api/like-conversation';
import { InboxEmpty, InboxLoading } from '@/features/conversations/components/inbox-states';
import { NoFollowUpActions } from '@/features/conversations/components/no-follow-up-actions';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';
import { ConversationStack, INBOX_CARD_ID } from './conversation-stack';
import { hasFollowUp } from './follow-up-decision';
import { useInboxQueue } from './use-inbox-queue';

const COPY = CONVERSATIONS_COPY;

/**
 * The Notifications screen's inbox (decision 0083): the conversations that wait, as a stack of cards
 * reviewed as Your Replies are. A follow-up goes by swipe, button or arrow key (→ send, ← ignore,
 * ↑ edit) through the same outbox and undo window; Like and Dismiss act at once.
 */
export function ConversationsInbox() {
  const { query, deck, drafts, decide } = useInboxQueue();
  const top = deck[0];
  const actions = useRef<HTMLDivElement>(null);
  const accepts = useDecisionGate(top?.id);
  // Only a card with a follow-up is decided by swipes and keys; Like and Dismiss act at once.
  const decideFollowUp = useCallback(
    (action: TDecisionAction, item: TConversationItem, edit?: TEditDraft | null) => {
      if (hasFollowUp(item)) decide(action, item, edit ?? null);
    },
    [decide],
  );
  const { controls, editButton, request } = useStackControls({
    top,
    cardElementId: INBOX_CARD_ID,
    accepts,
    decide: decideFollowUp,
    keys: true,
    decidable: hasFollowUp,
  });
  const { editing } = controls;

  useToastsAtBottom();
  useKeepToastsClear(actions, top !== undefined && !editing);

  // The toast names the post; the item may be gone from the list by the time the answer comes.
  const named = useRef(new Map<string, string>());
  const aboutOf = (itemId: string) => named.current.get(itemId);
  // What Like and Dismiss tell the user: the post acted on, or why it failed.
  const toasts = (done: string, failed: string) => ({
    onSuccess: (_answer: unknown, { item_id }: { item_id: string }) =>
      toast({ title: done, description: aboutOf(item_id) }),
    onError: (error: Error) =>
      toast({ title: failed, description: serverDetail(error) ?? undefined, variant: 'destructive' }),
  });
  const like = useLikeConversation(toasts(COPY.liked, COPY.likeFailed));
  const dismiss = useDismissConversation(toasts(COPY.dismissed, COPY.dismissFailed));
  const busyId = like.isPending
    ? like.variables?.item_id
    : dismiss.isPending
      ? dismiss.variables?.item_id
      : null;

  // Like or Dismiss acts on an item at once, while no other is on its way.
  const actOn = (mutation: typeof like | typeof dismiss) => (item: TConversationItem) => {
    if (!accepts(item.id) || busyId) return;
    named.current.set(item.id, COPY.about(item.post.author.username));
    mutation.mutate({ item_id: item.id });
  };
  const onLike = actOn(like);
  const onDismiss = actOn(dismiss);

  return (
    <>
      {top && <SkipLink targetId={INBOX_CARD_ID}>{COPY.skipToCard}</SkipLink>}
      {/* The counter, and the place of the Undo control (top right, beside the card, never over it). */}
      <div className="sticky top-[var(--header-h)] z-20 -mx-4 flex min-h-12 items-center justify-between gap-3 bg-background px-4 lg:top-0 lg:mx-0 lg:px-0">
        <p aria-live="polite" className="text-sm font-medium text-muted tabular">
          {query.isSuccess && deck.length > 0 ? COPY.remaining(deck.length) : ''}
        </p>
        <UndoDock.Slot className="flex shrink-0 justify-end" />
      </div>

      <div className="mt-1">
        {query.isPending ? (
          <InboxLoading />
        ) : query.isError && !query.data ? (
          <QueryLoadFailed query={query} title={COPY.loadFailed} retryLabel={COPY.retry} />
        ) : deck.length === 0 ? (
          <InboxEmpty />
        ) : (
          <ConversationStack
            deck={deck}
            drafts={drafts}
            controls={controls}
            onLike={onLike}
            liking={like.isPending ? (like.variables?.item_id ?? null) : null}
          />
        )}
      </div>

      {top && !editing && (
        <StackActionsBar ref={actions}>
          {top.follow_up ? (
            <ReviewActions cardId={top.id} onAction={request} editRef={editButton} />
          ) : (
            <NoFollowUpActions
              item={top}
              onLike={() => onLike(top)}
              onDismiss={() => onDismiss(top)}
              busy={busyId === top.id}
            />
          )}
        </StackActionsBar>
      )}
    </>
  );
}

/** The Notifications screen: its title, then the inbox. */
export function NotificationsScreen() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 pt-3 sm:pt-5 lg:max-w-5xl lg:px-8 lg:pt-8">
      <h1 className="text-xl font-semibold tracking-tight lg:text-2xl">{TEXT.notifications.title}</h1>
      <ConversationsInbox />
    </div>
  );
}
