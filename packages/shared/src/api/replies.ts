import { z } from 'zod';
import { ZPlatform } from './platforms';
import { EDIT_TYPES, TEXT } from '../spec';
import { ZDraftedBy, ZPickedReason } from './draft-provenance';

export * from './draft-provenance';

import { COMPLAINT_MAX, REPLY_TEXT_MAX } from './text-limits';

export { COMPLAINT_MAX, REPLY_TEXT_MAX } from './text-limits';

export const ZEditType = z.enum(EDIT_TYPES);

export const ZReactions = z.object({
  likes: z.number().int(),
  replies: z.number().int(),
  retweets: z.number().int(),
  views: z.number().int(),
});
export type TReactions = z.infer<typeof ZReactions>;

export const ZPostAuthor = z.object({
  username: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** Beyond the spec: the author's profile description, where the platform gave it. */
  bio: z.string().nullable().optional(),
});
export type TPostAuthor = z.infer<typeof ZPostAuthor>;

export const ZTweetType = z.enum(['SINGLE', 'RETWEET', 'QUOTE']);
export type TTweetType = z.infer<typeof ZTweetType>;

/** docs/product/data.md: the retweeted or quoted post of a RETWEET or QUOTE. */
export const ZOriginalTweet = z.object({
  id: z.string(),
  text: z.string(),
  author: ZPostAuthor,
  media_urls: z.array(z.string()),
  reactions: ZReactions,
});
export type TOriginalTweet = z.infer<typeof ZOriginalTweet>;

const ZThreadPost = z.object({ id: z.string(), text: z.string(), author: ZPostAuthor });
/** docs/product/data.md Pending interaction's original_message: the post the draft answers. */
export const ZOriginalMessage = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  reactions: ZReactions,
  author: ZPostAuthor,
  media: z.object({ url: z.string() }).nullable(),
  tweet_type: ZTweetType,
  original_tweet: ZOriginalTweet.nullable(),
  /** The post on the platform (copy-link). */
  url: z.string(),
  /** Beyond the spec: a reply's parent (null: not given) and its thread's first post, shown above it. */
  replied_to: ZThreadPost.nullable().optional(),
  thread_root: ZThreadPost.nullable().optional(),
  /** Beyond the spec: the post's content labels (Bluesky's, lower case: "nudity"); absent when none. */
  labels: z.array(z.string()).optional(),
});
export type TOriginalMessage = z.infer<typeof ZOriginalMessage>;

/**
 * How an approved reply reaches the platform: 'api' posts it; 'intent' opens the platform's
 * prefilled reply page for the user to finish (where the API may not reply).
 */
export const ZReplyDelivery = z.enum(['api', 'intent']);
export type TReplyDelivery = z.infer<typeof ZReplyDelivery>;

/** docs/product/data.md Pending interaction. */
export const ZPendingReply = z.object({
  id: z.string(),
  suggested_response: z.string(),
  platform: ZPlatform,
  original_message: ZOriginalMessage,
  delivery: ZReplyDelivery,
  /** Why the post was picked: the keyword or the core user it came from. */
  source: z.object({ kind: z.enum(['keyword', 'core_user', 'conversation']), value: z.string() }),
  /** The qualification rule the post matched, if any. */
  matched_rule: z.string().nullable(),
  created_at: z.string(),
  /** Beyond the spec: the score, reason and source record behind the pick (the card's quiet line). */
  picked: ZPickedReason.optional(),
  /** Beyond the spec: which writer made the draft (the card says so of a demo draft). */
  drafted_by: ZDraftedBy,
});
export type TPendingReply = z.infer<typeof ZPendingReply>;

/** GET /api/interactions/pending: oldest first, the review stack's order. */
export const ZPendingRepliesAnswer = z.object({ interactions: z.array(ZPendingReply) });
export type TPendingRepliesAnswer = z.infer<typeof ZPendingRepliesAnswer>;

const replyId = z.string().trim().min(1, 'reply_id is required').max(100);
const replyText = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is empty`)
    .max(REPLY_TEXT_MAX, `${field} has at most ${REPLY_TEXT_MAX} characters`);

/** POST /api/feedback/approve: human_edits is the text the user sent instead of the draft. */
export const ZFeedbackApproveInput = z.object({
  reply_id: replyId,
  human_edits: replyText('The reply').nullish(),
  dry_send: z.boolean().default(false),
});
export type TFeedbackApproveInput = z.input<typeof ZFeedbackApproveInput>;

/** POST /api/feedback/reject. */
export const ZFeedbackRejectInput = z.object({
  reply_id: replyId,
  human_edits: z.string().max(REPLY_TEXT_MAX).nullish(),
});
export type TFeedbackRejectInput = z.input<typeof ZFeedbackRejectInput>;

/** What approve, reject and edit-submit answer: the reply's new state. */
export const ZFeedbackAnswer = z.object({
  reply_id: z.string(),
  status: z.enum(['scheduled', 'rejected']),
  /** When the reply goes out (approved); null when rejected. */
  scheduled_at: z.string().nullable(),
  delivery: ZReplyDelivery,
  dry_send: z.boolean(),
});
export type TFeedbackAnswer = z.infer<typeof ZFeedbackAnswer>;

/** POST /api/edit/preview: rewrites a text without saving anything. */
export const ZEditPreviewInput = z.object({ text: replyText('The text'), edit_type: ZEditType });
export type TEditPreviewInput = z.input<typeof ZEditPreviewInput>;
export const ZEditPreviewAnswer = z.object({ edited_text: z.string() });
export type TEditPreviewAnswer = z.infer<typeof ZEditPreviewAnswer>;

/** POST /api/edit/response: rewrites a pending reply's suggested response in place. */
export const ZEditResponseInput = z.object({ reply_id: replyId, edit_type: ZEditType });
export type TEditResponseInput = z.input<typeof ZEditResponseInput>;
export const ZEditResponseAnswer = z.object({
  reply_id: z.string(),
  suggested_response: z.string(),
  edited_text: z.string(),
  /** Beyond the spec: the writer of the text now on the card (a demo rewrite makes a demo draft). */
  drafted_by: ZDraftedBy,
});
export type TEditResponseAnswer = z.infer<typeof ZEditResponseAnswer>;

/**
 * POST /api/edit/restore: the undo of a quick edit, the pending draft's text from before it put
 * back (beyond the spec, with the kind of writer the card showed with it); answers as /edit/response.
 */
const ZRestoredWriter = ZDraftedBy.pick({ kind: true }).optional();
export const ZEditRestoreInput = z.object({
  reply_id: replyId,
  text: replyText('The reply'),
  drafted_by: ZRestoredWriter,
});
export type TEditRestoreInput = z.input<typeof ZEditRestoreInput>;

/** POST /api/edit/submit: the user's own edit; approves with it and learns from it. */
export const ZEditSubmitInput = z.object({
  reply_id: replyId,
  original_text: z.string().max(REPLY_TEXT_MAX),
  edited_text: replyText('The edited reply'),
  edit_type: ZEditType.default('professional'),
  save_as_rule: z.boolean().default(false),
  dry_send: z.boolean().default(false),
});
export type TEditSubmitInput = z.input<typeof ZEditSubmitInput>;

/** docs/product/data.md: the rule inferred from an edit when save_as_rule is set. */
export const ZInferredRule = z.object({
  trigger_prompt: z.string(),
  semantic_response: z.string(),
  description: z.string(),
});
export type TInferredRule = z.infer<typeof ZInferredRule>;

export const ZEditSubmitAnswer = ZFeedbackAnswer.extend({
  inferred_rule: ZInferredRule.nullable(),
  /**
   * What became of the inferred rule: saved, already there, not saved (the user keeps the most rules),
   * or `none` (nothing in the edit applies to other posts). Null without save_as_rule or on failure.
   */
  rule_status: z.enum(['created', 'duplicate', 'full', 'none']).nullable(),
  /** With rule_status `none`: why the edit gave no rule, in words for the user. */
  no_rule_reason: z.string().nullable(),
});
export type TEditSubmitAnswer = z.infer<typeof ZEditSubmitAnswer>;

/** docs/product/data.md Complaint: curation feedback on one reply. */
export const ZComplaintInput = z.object({
  interaction_id: z.string().trim().min(1, 'interaction_id is required').max(100),
  complaint: z
    .string({ error: TEXT.replies.complaintRequired })
    .trim()
    .min(1, TEXT.replies.complaintRequired)
    .max(COMPLAINT_MAX, `Feedback has at most ${COMPLAINT_MAX} characters`),
});
export type TComplaintInput = z.input<typeof ZComplaintInput>;

export const ZComplaint = z.object({
  interaction_id: z.string(),
  complaint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

/** GET /complaint answers null while no feedback was given on the reply. */
export const ZComplaintOrNone = ZComplaint.nullable();

export const ZComplaintQuery = ZComplaintInput.pick({ interaction_id: true });
