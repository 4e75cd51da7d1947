import type { TConversationKind } from '@gatling/shared/api/conversations';

/**
 * Wording of the conversations inbox (the Notifications screen, decision 0083). The screen's title
 * and its empty state are the product's texts (TEXT.notifications in @gatling/shared/spec).
 */
export const CONVERSATIONS_COPY = {
  stackLabel: 'Conversations to answer',
  remaining: (n: number) => `${n} ${n === 1 ? 'conversation' : 'conversations'} waiting`,
  loading: 'Loading conversations…',
  loadFailed: 'Could not load your conversations',
  retry: 'Try again',
  skipToCard: 'Skip to conversation card',
  /** The empty inbox, under the spec's words: what will come here. */
  emptyBody:
    'When someone answers, mentions or quotes you, the post shows up here with a follow-up drafted in your voice.',
  /** What brought the post in, on the card's top line. */
  kind: {
    answer: 'Answer',
    mention: 'Mention',
    quote: 'Quote',
  } satisfies Record<TConversationKind, string>,
  cardLabel: (kind: string, name: string) => `${kind} from ${name}`,
  thread: 'The conversation',
  threadStart: 'Started the thread',
  /** The user's own post or reply in the thread. */
  you: 'You',
  yourPost: 'Your post',
  followUp: 'Your follow-up',
  nothingToAdd: {
    title: 'Nothing to add',
    noReason: 'The writer judged that a reply would add nothing here.',
  },
  like: 'Like',
  likeLabel: (name: string) => `Like the post by ${name}`,
  liked: 'Liked',
  likeFailed: 'Could not like the post',
  dismiss: 'Dismiss',
  dismissLabel: (name: string) => `Dismiss the post by ${name}`,
  dismissed: 'Dismissed',
  dismissFailed: 'Could not dismiss it',
  about: (handle: string) => `Post by @${handle.replace(/^@/, '')}`,
  undoText: {
    send: 'Follow-up sent',
    ignore: 'Follow-up ignored',
    'edit-submit': 'Edited follow-up sent',
  },
  nav: (label: string, n: number) => `${label}, ${n} waiting`,
} as const;
