import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TConversationItem, TFollowUp } from '@gatling/shared/api/conversations';
import { renderReplies } from '@/features/replies/testing/replies-test-kit';
import { json } from '@/test/fake-api';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';
import { ConversationsInbox } from './conversations-inbox';

export {
  bodiesOf,
  letCardSettle,
  passUndoTimeout,
  setUpRepliesTests as setUpInboxTests,
  toastWith,
  undoButton,
} from '@/features/replies/testing/replies-test-kit';

/** A follow-up drafted for item `id` (its reply is `reply-<id>`). */
export function followUp(id: string, overrides: Partial<TFollowUp> = {}): TFollowUp {
  return {
    reply_id: `reply-${id}`,
    suggested_response: `Follow-up ${id}: glad it helped, the checklist is next.`,
    delivery: 'api',
    drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
    ...overrides,
  };
}

/**
 * An open inbox item as GET /conversations lists it: an answer by `Answerer <id>` to the user's
 * reply, in a thread started by `Founder`, with a follow-up drafted.
 */
export function conversation(id: string, overrides: Partial<TConversationItem> = {}): TConversationItem {
  return {
    id,
    platform: 'twitter',
    kind: 'answer',
    post: {
      id: `answer-${id}`,
      text: `Answer ${id}: how did you keep the first week that short?`,
      created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      reactions: { likes: 3, replies: 1, retweets: 0, views: 120 },
      author: { username: `answerer_${id}`, name: `Answerer ${id}`, avatar_url: null },
      media: null,
      tweet_type: 'SINGLE',
      original_tweet: null,
      url: `https://x.com/answerer_${id}/status/answer-${id}`,
      thread_root: {
        id: `root-${id}`,
        text: `Root ${id}: what onboarding step would you never cut?`,
        author: { username: 'founder', name: 'Founder', avatar_url: null },
      },
      replied_to: {
        id: `mine-${id}`,
        text: `Mine ${id}: the welcome call, every time.`,
        author: { username: 'ada', name: 'Ada', avatar_url: null },
      },
    },
    your_reply: { id: `mine-${id}`, text: `Mine ${id}: the welcome call, every time.`, url: null },
    follow_up: followUp(id),
    nothing_to_add: null,
    can_like: true,
    liked: false,
    received_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

export const conversationsAnswer = (items: TConversationItem[]) => json({ items });

type TRoutes = Parameters<typeof renderReplies>[0];

/**
 * Renders the inbox (or `page`) signed in, in the providers the app gives it (the decision outbox
 * and its undo control, as for /replies), with the local undo timeout given.
 */
export function renderInbox(
  routes: TRoutes,
  { undoTimeout = 3, page = <ConversationsInbox /> }: { undoTimeout?: number; page?: ReactNode } = {},
) {
  return renderReplies(routes, { undoTimeout, page });
}

/** The inbox's stack of cards. */
export const inboxStack = () => screen.getByRole('region', { name: CONVERSATIONS_COPY.stackLabel });

/** The card on top of the stack. */
export const topCard = () => within(screen.getByTestId('top-card'));
