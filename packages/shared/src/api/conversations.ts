import { z } from 'zod';
import { ZPlatform } from './platforms';
import { ZDraftedBy, ZOriginalMessage, ZReplyDelivery } from './replies';
import { CONVERSATION_KINDS } from './conversation-kinds';

export * from './conversation-kinds';

export const ZConversationKind = z.enum(CONVERSATION_KINDS);

/**
 * The conversations inbox (the Notifications screen, decision 0083): posts that answer the user,
 * mention them or quote them, each with a follow-up drafted in their voice. A follow-up is a reply
 * like any other: the inbox's swipes send it through POST /feedback/approve and /feedback/reject
 * with its `reply_id`, its quick edits through /edit/*, so undo, the guard and exactly-once
 * publishing are the review stack's own.
 */

/**
 * Where an item stands: 'drafting' (taken in, its follow-up not written yet), 'drafted' (a
 * follow-up waits; whether it was sent is the follow-up's own status), 'nothing_to_add' (the writer
 * judged no reply adds anything), 'dismissed', 'liked', 'quiet' (kept out: a thread the user
 * dismissed, joined by nobody new).
 */
export const CONVERSATION_STATUSES = [
  'drafting',
  'drafted',
  'nothing_to_add',
  'dismissed',
  'liked',
  'quiet',
] as const;
export type TConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The follow-up drafted for an item, waiting for the user's swipe. */
export const ZFollowUp = z.object({
  /** The reply's id: what /feedback/approve, /feedback/reject and /edit/* take. */
  reply_id: z.string(),
  suggested_response: z.string(),
  delivery: ZReplyDelivery,
  drafted_by: ZDraftedBy,
});
export type TFollowUp = z.infer<typeof ZFollowUp>;

/** One item of the inbox. */
export const ZConversationItem = z.object({
  id: z.string(),
  platform: ZPlatform,
  kind: ZConversationKind,
  /**
   * The post that answers, mentions or quotes the user, with `replied_to` (their post or reply it
   * answers) and `thread_root` (the thread's first post) where known.
   */
  post: ZOriginalMessage,
  /** When the reply it answers was sent through the product: that reply's text and address. */
  your_reply: z.object({ id: z.string(), text: z.string(), url: z.string().nullable() }).nullable(),
  /** The drafted follow-up; null when the writer had nothing to add. */
  follow_up: ZFollowUp.nullable(),
  /** Why the writer had nothing to add (follow_up null), in its words. */
  nothing_to_add: z.string().nullable(),
  /** Whether the network has a Like the product can give (and whether it was given). */
  can_like: z.boolean(),
  liked: z.boolean(),
  received_at: z.string(),
});
export type TConversationItem = z.infer<typeof ZConversationItem>;

/** GET /api/conversations: the open items, oldest first (the inbox's stack order). */
export const ZConversationsAnswer = z.object({ items: z.array(ZConversationItem) });
export type TConversationsAnswer = z.infer<typeof ZConversationsAnswer>;

const itemId = z.string().trim().min(1, 'item_id is required').max(100);

/** POST /api/conversations/like: likes the post on the network; the item leaves the inbox. */
export const ZConversationLikeInput = z.object({ item_id: itemId });
export type TConversationLikeInput = z.input<typeof ZConversationLikeInput>;
/** POST /api/conversations/dismiss: the item leaves the inbox with no answer (its follow-up too). */
export const ZConversationDismissInput = z.object({ item_id: itemId });
export type TConversationDismissInput = z.input<typeof ZConversationDismissInput>;

export const ZConversationDecisionAnswer = z.object({
  item_id: z.string(),
  status: z.enum(['dismissed', 'liked']),
});
export type TConversationDecisionAnswer = z.infer<typeof ZConversationDecisionAnswer>;
