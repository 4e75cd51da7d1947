/**
 * What brings a post into the conversations inbox, and how lists name it (decision 0083). No
 * schema here: screens that only name a kind (Your Replies' source chip, keyword labels) do not
 * carry the inbox's contract.
 */

/** What brought the post in: an answer to the user's post or reply, a mention, a quote. */
export const CONVERSATION_KINDS = ['answer', 'mention', 'quote'] as const;
export type TConversationKind = (typeof CONVERSATION_KINDS)[number];

/** What a follow-up answers, as its source reads in lists (a follow-up's source value is its kind). */
export const CONVERSATION_KIND_LABELS: Record<TConversationKind, string> = {
  answer: 'An answer to you',
  mention: 'A mention of you',
  quote: 'A quote of you',
};
export const conversationKindLabel = (kind: string): string =>
  (CONVERSATION_KIND_LABELS as Record<string, string>)[kind] ?? 'A conversation';
