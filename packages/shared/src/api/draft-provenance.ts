import { z } from 'zod';

/** Where a review card's draft came from: why its post was picked, and which writer wrote it. */

/**
 * How the user's replies to one source's posts have done: those published in the last 30 days
 * whose outcome was read at least once.
 */
export const ZSourceRecord = z.object({
  /** Replies published and read. */
  published: z.number().int(),
  /** Of them, those with any like, reply, repost or quote. */
  engaged: z.number().int(),
  /** Of them, those the post's author answered. */
  author_replies: z.number().int(),
  /** Engagements over impressions (0..1, 4 decimals; 0 when the platform gave no impressions). */
  engagement_rate: z.number(),
});
export type TSourceRecord = z.infer<typeof ZSourceRecord>;

/** Why a post was picked, beyond its source: the qualifier's verdict and the source's record. */
export const ZPickedReason = z.object({
  /** The qualifier's score (0–100) when the post was drafted; null for drafts made before scores. */
  score: z.number().int().nullable(),
  /** The qualifier's reason. */
  reason: z.string().nullable(),
  /** The source's record now; null until one of its replies was published and read. */
  record: ZSourceRecord.nullable(),
});
export type TPickedReason = z.infer<typeof ZPickedReason>;

/**
 * Which writer made a draft: `demo` for the built-in demo writer (shows the whole loop with no
 * model; its drafts are not worth sending as they are), `model` for a language model (`label` is its
 * name, e.g. gpt-4.1-mini), `unknown` for drafts made before the writer was recorded.
 */
export const ZDraftedBy = z.object({
  kind: z.enum(['demo', 'model', 'unknown']),
  label: z.string().nullable(),
});
export type TDraftedBy = z.infer<typeof ZDraftedBy>;
