// One file: the analytics contract is one answer's shapes (the summary and its parts, the replies table and its CSV columns), read together by the server and the screen.
import { z } from 'zod';
import { ZModelUsage } from './analytics-usage';
import { ZDraftedBy } from './draft-provenance';
import { ZPlatform } from './platforms';
import { ANALYTICS_RANGES, ANALYTICS_SORTS } from './analytics-options';

export * from './analytics-options';

export const ZAnalyticsRange = z.enum(ANALYTICS_RANGES, {
  error: `range must be one of ${ANALYTICS_RANGES.join(', ')}`,
});
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** What happened to drafts in the period, each counted on the day it happened. */
export const ZFunnel = z.object({
  drafted: z.number().int(),
  reviewed: z.number().int(),
  /** Approved as drafted. */
  approved: z.number().int(),
  /** Approved after the user changed the text. */
  edited: z.number().int(),
  rejected: z.number().int(),
  published: z.number().int(),
  failed: z.number().int(),
});
export type TFunnel = z.infer<typeof ZFunnel>;

/** What the period's published replies earned (as last read). */
export const ZEngagement = z.object({
  likes: z.number().int(),
  replies: z.number().int(),
  reposts: z.number().int(),
  quotes: z.number().int(),
  impressions: z.number().int(),
  /** Replies the answered post's author replied to. */
  author_replies: z.number().int(),
  /** Replies the answered post's author liked. */
  author_likes: z.number().int(),
  /** (likes + replies + reposts + quotes) / impressions; 0 without impressions. */
  engagement_rate: z.number(),
});
export type TEngagement = z.infer<typeof ZEngagement>;

export const ZFollowers = z.object({
  /** First daily reading in the period; null before any. */
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  change: z.number().int(),
});

export const ZCosts = z.object({
  /** Platform API calls at the configured prices (the sandbox is priced as X would bill it). */
  platform_usd: z.number(),
  /** Of platform_usd, the calls to the simulated network: a forecast at X's prices that nobody pays. */
  platform_simulated_usd: z.number().default(0),
  /** Language-model calls at the configured per-model prices (local models are free). */
  model_usd: z.number(),
  /**
   * Of model_usd, the calls that make replies (analytics-usage REPLY_WORK_TASKS: drafting,
   * qualifying, quick edits, learning from edits); chat, style and model tests are not in it.
   */
  reply_model_usd: z.number().default(0),
  /** (platform + reply_model) / published replies; null with none published. */
  per_published_reply_usd: z.number().nullable(),
  /** Input tokens the language-model calls read, all of them. */
  model_input_tokens: z.number().int().default(0),
  /** Of model_input_tokens, those the provider read from its prompt cache (billed lower). */
  model_cached_input_tokens: z.number().int().default(0),
});
export type TCosts = z.infer<typeof ZCosts>;

export const ZAnalyticsDay = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  drafted: z.number().int(),
  approved: z.number().int(),
  edited: z.number().int(),
  rejected: z.number().int(),
  published: z.number().int(),
  failed: z.number().int(),
  /** Mean character edit distance between draft and sent text of that day's edited replies. */
  edit_distance: z.number().nullable(),
  likes: z.number().int(),
  replies: z.number().int(),
  reposts: z.number().int(),
  impressions: z.number().int(),
  author_replies: z.number().int(),
  /** That day's reading; null when none was taken. */
  followers: z.number().int().nullable(),
  platform_usd: z.number(),
  model_usd: z.number(),
});
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

export const ZSourceKind = z.enum(['keyword', 'core_user', 'conversation']);

/** One keyword or core user, or every follow-up as one row (FOLLOW_UPS_SOURCE): how its drafts fared. */
export const ZAnalyticsSource = z.object({
  kind: ZSourceKind,
  /** As stored: a keyword's search query, a core user's username. */
  value: z.string(),
  /** As people read it: a keyword's words and language ('pricing (English)'), a core user's @name. */
  label: z.string(),
  drafted: z.number().int(),
  /** Approved, as drafted or edited. */
  approved: z.number().int(),
  rejected: z.number().int(),
  /** approved / (approved + rejected); null before any review. */
  approval_rate: z.number().nullable(),
  published: z.number().int(),
  engagements: z.number().int(),
  impressions: z.number().int(),
  engagement_rate: z.number(),
  author_replies: z.number().int(),
});
export type TAnalyticsSource = z.infer<typeof ZAnalyticsSource>;

/**
 * The by-source row that holds every follow-up drafted in the conversations inbox (decision 0083):
 * one row, whatever each follow-up answered, so the table compares them with the keywords and core
 * users as one way of finding people to talk to.
 */
export const FOLLOW_UPS_SOURCE = {
  kind: 'conversation',
  value: 'follow_ups',
  label: 'Follow-ups in conversations',
} as const;

/** A keyword or core user whose replies started conversations: answers taken in, follow-ups sent. */
export const ZConversationSource = z.object({
  kind: z.enum(['keyword', 'core_user']),
  /** As stored (as by_source has it). */
  value: z.string(),
  /** As people read it (as by_source has it). */
  label: z.string(),
  /** The period's answers to replies drafted from it, or to follow-ups further down their threads. */
  answers: z.number().int(),
  /** The period's follow-ups sent to those answers. */
  follow_ups_sent: z.number().int(),
});
export type TConversationSource = z.infer<typeof ZConversationSource>;

/** The conversations inbox over the period (decision 0083). */
export const ZConversationFigures = z.object({
  /** Answers, mentions and quotes taken in in the period; those kept quiet (a dismissed thread) aside. */
  answers_received: z.number().int(),
  /** Follow-ups that went out on the network in the period (dry runs aside). */
  follow_ups_sent: z.number().int(),
  /**
   * Median minutes from one of the user's replies going out to an answer to it being posted, over
   * the period's answers to replies sent through the product; null without any.
   */
  median_minutes_to_answer: z.number().int().nullable(),
  /** Per keyword or core user that started the conversation, most answers first; empty without any. */
  by_source: z.array(ZConversationSource),
});
export type TConversationFigures = z.infer<typeof ZConversationFigures>;

/** Published replies and what they earned by hour of day (in the asked time zone). */
export const ZAnalyticsHour = z.object({
  hour: z.number().int().min(0).max(23),
  published: z.number().int(),
  engagements: z.number().int(),
  engagement_rate: z.number(),
});

/** The headline figures of the period before, for the change shown beside each. */
export const ZPreviousPeriod = z.object({
  published: z.number().int(),
  engagement_rate: z.number(),
  author_replies: z.number().int(),
  follower_change: z.number().int(),
  per_published_reply_usd: z.number().nullable(),
});

/** GET /api/analytics/summary?range=7d|30d|90d */
export const ZAnalyticsSummary = z.object({
  range: ZAnalyticsRange,
  /** Inclusive first and last UTC day of the period. */
  from: z.string(),
  to: z.string(),
  funnel: ZFunnel,
  engagement: ZEngagement,
  followers: ZFollowers,
  costs: ZCosts,
  previous: ZPreviousPeriod,
  by_day: z.array(ZAnalyticsDay),
  /**
   * Follow-ups are replies like any other (drafted, reviewed, published, read), so every figure above
   * counts them; here they are one row, FOLLOW_UPS_SOURCE, never one per kind of answer.
   */
  by_source: z.array(ZAnalyticsSource),
  by_hour: z.array(ZAnalyticsHour),
  /** When the latest outcome reading was taken; null before any. */
  outcomes_read_at: z.string().nullable(),
  /**
   * Minutes after a reply goes out of its first outcome reading on this server (then 24 hours and
   * 7 days): OUTCOME_FIRST_READ_MINUTES, else 5 on the simulated network and 60 on X. The reading
   * job runs every 5 minutes, so a reading can come up to 5 minutes later.
   */
  first_reading_minutes: z.number().int().min(0),
  /**
   * The period's language-model calls as they were made, published or not; never narrowed to a
   * network (a model call is not tied to one).
   */
  model_usage: ZModelUsage,
  /** Answers to the user and the follow-ups sent, on the same period and network. */
  conversations: ZConversationFigures,
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

export const ZAnalyticsSort = z.enum(ANALYTICS_SORTS, {
  error: `sort must be one of ${ANALYTICS_SORTS.join(', ')}`,
});
export type TAnalyticsSort = z.infer<typeof ZAnalyticsSort>;

/** One published reply and what it earned. */
export const ZAnalyticsReply = z.object({
  id: z.string(),
  platform: ZPlatform,
  published_at: z.string(),
  source_kind: ZSourceKind,
  source_value: z.string(),
  post_url: z.string(),
  post_author: z.string(),
  post_text: z.string(),
  reply_url: z.string().nullable(),
  reply_text: z.string(),
  edited: z.boolean(),
  /** Which writer made the draft, as its card said (a demo draft stays one in the figures). */
  drafted_by: ZDraftedBy,
  likes: z.number().int(),
  replies: z.number().int(),
  reposts: z.number().int(),
  quotes: z.number().int(),
  impressions: z.number().int().nullable(),
  engagements: z.number().int(),
  engagement_rate: z.number().nullable(),
  author_replied: z.boolean(),
  author_liked: z.boolean(),
  /** When its figures were last read; null before the first reading (the summary's first_reading_minutes). */
  read_at: z.string().nullable(),
  /** Answers to it taken in by the conversations inbox so far (quiet ones aside). */
  answers: z.number().int(),
  /**
   * For a follow-up (source_kind 'conversation'): the address of the user's reply whose answer it
   * follows up, as that row's reply_url; null for any other row, or when the answer was to a post
   * the product did not send (a mention, a quote, an answer to a post of their own).
   */
  follow_up_of: z.string().nullable(),
});
export type TAnalyticsReply = z.infer<typeof ZAnalyticsReply>;

/** GET /api/analytics/replies?range=…&sort=… (JSON; the same rows as CSV with Accept: text/csv or format=csv). */
export const ZAnalyticsRepliesAnswer = z.object({
  range: ZAnalyticsRange,
  sort: ZAnalyticsSort,
  replies: z.array(ZAnalyticsReply),
});
export type TAnalyticsRepliesAnswer = z.infer<typeof ZAnalyticsRepliesAnswer>;

/** The CSV columns of the per-reply table, in order. */
export const ANALYTICS_CSV_COLUMNS = [
  'published_at',
  'platform',
  'source_kind',
  'source_value',
  'post_author',
  'post_url',
  'post_text',
  'reply_url',
  'reply_text',
  'edited',
  'likes',
  'replies',
  'reposts',
  'quotes',
  'impressions',
  'engagements',
  'engagement_rate',
  'author_replied',
  'author_liked',
  // Last, so a sheet that reads the columns above by position still reads them (decision 0080).
  'drafted_by',
  // Conversations (decision 0083), after it for the same reason: how many answers the reply drew,
  // and on a follow-up's row the reply_url of the reply whose answer it follows up.
  'answers',
  'follow_up_of',
] as const satisfies readonly (keyof TAnalyticsReply)[];

/** The 402 detail when analytics are asked for without a subscription or trial. */
export const ANALYTICS_PLAN_DETAIL = 'Advanced analytics are part of the subscription';

const ZTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'tz must be an IANA time zone such as Europe/Paris')
  .describe('IANA time zone for the hours of day (default UTC)');

/** GET /api/analytics/summary's query. */
export const ZSummaryQuery = z.object({
  range: ZAnalyticsRange.default('30d'),
  tz: ZTimeZone.default('UTC'),
  /** One network's figures only; every network's when absent. */
  platform: ZPlatform.optional(),
});
/** GET /api/analytics/replies's query: format=csv answers the same rows as a CSV file. */
export const ZRepliesQuery = z.object({
  range: ZAnalyticsRange.default('30d'),
  sort: ZAnalyticsSort.default('engagement'),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  platform: ZPlatform.optional(),
});
