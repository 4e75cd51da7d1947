import { z } from 'zod';
import { ZPlatform } from './platforms';
import {
  ZDraftedBy,
  ZOriginalMessage,
  ZOriginalTweet,
  ZPostAuthor,
  ZReplyDelivery,
  ZTweetType,
} from './replies';
import { DELETE_SCHEDULED_MAX } from './scheduled-limits';

export { DELETE_SCHEDULED_MAX } from './scheduled-limits';

/**
 * A scheduled reply's state: waiting for its time, being posted, waiting for the user to finish it
 * on the platform's reply page (intent delivery), or failed (with last_error).
 */
export const ZScheduledStatus = z.enum(['scheduled', 'publishing', 'awaiting_intent', 'failed']);
export type TScheduledStatus = z.infer<typeof ZScheduledStatus>;

/**
 * Why a scheduled reply waits past its time: the platform not answering (an outage), a rate limit,
 * Bluesky's daily cap, or an attempt that did not go through for another reason (retrying).
 */
export const ZHeldKind = z.enum(['platform_down', 'rate_limited', 'daily_cap', 'retrying']);
export type THeldKind = z.infer<typeof ZHeldKind>;

/** What holds a scheduled reply back, and until when, as the server knows it. */
export const ZScheduledHold = z.object({
  kind: ZHeldKind,
  /** The network that holds it back (another than the reply's own when `queued`). */
  platform: ZPlatform,
  /** When it goes out, or is tried again (ISO 8601). */
  until: z.string(),
  /** daily_cap: the day's limit of replies that was reached; null for the other kinds. */
  cap: z.number().int().nullable(),
  /**
   * The reply is not held itself: it waits its turn behind one that is (a user's replies go out one
   * after another, so a reply approved behind a held one goes out after it).
   */
  queued: z.boolean(),
});
export type TScheduledHold = z.infer<typeof ZScheduledHold>;

/** docs/product/data.md Scheduled reply / interaction (GET /api/scheduled answers a bare array of these). */
export const ZScheduledReply = z.object({
  id: z.string(),
  /** The network the reply goes out on. */
  platform: ZPlatform,
  scheduled_at: z.string(),
  /** The text that will be posted. */
  pending_text: z.string(),
  original_message: ZOriginalMessage,
  tweet_type: ZTweetType,
  original_tweet: ZOriginalTweet.nullable(),
  current_tweet: z.object({ author: ZPostAuthor, media: z.object({ url: z.string() }).nullable() }),
  /** True when the user edited the draft (the 'Edited' marker). */
  edited_response: z.boolean(),
  /** Beyond the spec: which writer made the draft, as its card said (a demo draft stays one here). */
  drafted_by: ZDraftedBy,
  status: ZScheduledStatus,
  delivery: ZReplyDelivery,
  /** The platform's prefilled reply page, for intent delivery. */
  intent_url: z.string().nullable(),
  dry_send: z.boolean(),
  last_error: z.string().nullable(),
  /** Why a scheduled reply waits past its time, and until when; null when it simply waits its turn. */
  held: ZScheduledHold.nullable(),
  /** It goes to the sandbox network (the user's connection of that platform is the sandbox's), not the real one. */
  sandbox: z.boolean(),
});
export type TScheduledReply = z.infer<typeof ZScheduledReply>;
export const ZScheduledAnswer = z.array(ZScheduledReply);

/**
 * POST /api/scheduled/:id/retry: a failed reply back in the schedule, due now, as GET /api/scheduled
 * lists it. The same reply (same id), so it is never posted twice: publishing first looks for a
 * post an earlier attempt may have made.
 */
export const ZRetryScheduledAnswer = ZScheduledReply;

/** DELETE /api/scheduled?interaction_ids=a,b,c. */
export const ZDeleteScheduledAnswer = z.object({ deleted_ids: z.array(z.string()) });
export type TDeleteScheduledAnswer = z.infer<typeof ZDeleteScheduledAnswer>;

/** How long after a delete its undo can still put the replies back. */
export const RESTORE_SCHEDULED_WINDOW_MS = 10 * 60_000;

/** POST /api/scheduled/restore: undo of a delete, for replies deleted in the last few minutes. */
export const ZRestoreScheduledInput = z.object({
  interaction_ids: z
    .array(z.uuid('Each interaction id must be a scheduled reply id'))
    .min(1, 'interaction_ids needs at least one id')
    .max(DELETE_SCHEDULED_MAX, `At most ${DELETE_SCHEDULED_MAX} scheduled replies can be restored at once`),
});
export type TRestoreScheduledInput = z.input<typeof ZRestoreScheduledInput>;
export const ZRestoreScheduledAnswer = z.object({ restored_ids: z.array(z.string()) });
export type TRestoreScheduledAnswer = z.infer<typeof ZRestoreScheduledAnswer>;

/**
 * POST /api/scheduled/check-finished: the user says they finished their replies on the platform's
 * page; each of their replies awaiting that is looked for at once instead of at its next check.
 */
export const ZCheckFinishedAnswer = z.object({ checking: z.number().int().min(0) });
export type TCheckFinishedAnswer = z.infer<typeof ZCheckFinishedAnswer>;

/**
 * POST /api/scheduled/:id/check-posted: the user came back from the platform's reply page; the
 * server looks for their reply to that post now. posted: found (or already published), with its
 * address; false when it is not there (yet), and the reply keeps waiting.
 */
export const ZCheckPostedAnswer = z.object({
  posted: z.boolean(),
  published_url: z.string().nullable(),
});
export type TCheckPostedAnswer = z.infer<typeof ZCheckPostedAnswer>;

/** How a published reply went out: posted by the app, finished by the user on the platform, or a dry send. */
export const ZSentHow = z.enum(['app', 'on_platform', 'dry_send']);
export type TSentHow = z.infer<typeof ZSentHow>;

/** One published reply on the Sent view (GET /api/sent), newest first. */
export const ZSentReply = z.object({
  id: z.string(),
  platform: ZPlatform,
  published_at: z.string(),
  /** What went out. */
  text: z.string(),
  original_message: ZOriginalMessage,
  edited_response: z.boolean(),
  /** Which writer made the draft, as its card said (a demo draft stays one once sent). */
  drafted_by: ZDraftedBy,
  how: ZSentHow,
  /** The reply on the platform; null for a dry send. */
  published_url: z.string().nullable(),
  /** Where monitoring found the post (a keyword, a core user), or 'conversation' for a follow-up. */
  source: z.object({ kind: z.enum(['keyword', 'core_user', 'conversation']), value: z.string() }),
  /** Sent on the sandbox network (the user's connection of that platform is the sandbox's), not the real one. */
  sandbox: z.boolean(),
});
export type TSentReply = z.infer<typeof ZSentReply>;

export const SENT_PAGE_MAX = 50;
/** GET /api/sent?limit=&cursor=: a page of the user's published replies. */
export const ZSentQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SENT_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
  /** One network's replies only; every network's when absent. */
  platform: ZPlatform.optional(),
});
export const ZSentPage = z.object({
  items: z.array(ZSentReply),
  /** Pass as `cursor` for the next, older page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type TSentPage = z.infer<typeof ZSentPage>;

/**
 * DELETE /api/scheduled's query, as documented; the server reads it with its own parser (the
 * parameter may repeat), and the web sends the ids as a list, each encoded, joined by commas.
 */
export const ZDeleteScheduledQuery = z.object({
  interaction_ids: z.string().describe(`Comma-separated ids, at most ${DELETE_SCHEDULED_MAX}`),
});
