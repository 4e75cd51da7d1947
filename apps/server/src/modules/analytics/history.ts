import { and, eq, gte, inArray, or, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accountSnapshots, platformCalls, replyOutcomes } from '../../db/schema/analytics';
import { llmCalls } from '../../db/schema/llm';
import { replies } from '../../db/schema/replies';
import type { TPostOutcome, TPlatformId } from '../../integrations/platform/types';
import { REPLY_WORK_TASK_NAMES } from './model-usage';

/** One of the user's replies as analytics reads it, with its last outcome reading if any. */
export type THistoryReply = {
  id: string;
  createdAt: Date;
  reviewedAt: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
  status: (typeof replies.$inferSelect)['status'];
  /** Approved as a dry run: marked published without reaching the platform. */
  drySend: boolean;
  humanEdits: string | null;
  originalDraft: string;
  finalText: string | null;
  sourceKind: 'keyword' | 'core_user' | 'conversation';
  sourceValue: string;
  /** What the platform last said the reply earned, and when; null before the first reading. */
  outcome: (Omit<TPostOutcome, 'postId'> & { readAt: Date | null }) | null;
};

/**
 * The user's replies with anything (drafted, reviewed, published, failed) on or after `since`, on
 * `platform` only when given.
 */
export async function loadReplyHistory(
  db: TDb,
  userId: string,
  since: Date,
  platform?: TPlatformId,
): Promise<THistoryReply[]> {
  const rows = await db
    .select({
      id: replies.id,
      createdAt: replies.createdAt,
      reviewedAt: replies.reviewedAt,
      publishedAt: replies.publishedAt,
      updatedAt: replies.updatedAt,
      status: replies.status,
      drySend: replies.drySend,
      humanEdits: replies.humanEdits,
      originalDraft: replies.originalDraft,
      finalText: replies.finalText,
      sourceKind: replies.sourceKind,
      sourceValue: replies.sourceValue,
      o: {
        replyId: replyOutcomes.replyId,
        likes: replyOutcomes.likes,
        replies: replyOutcomes.replies,
        reposts: replyOutcomes.reposts,
        quotes: replyOutcomes.quotes,
        impressions: replyOutcomes.impressions,
        authorReplied: replyOutcomes.authorReplied,
        authorLiked: replyOutcomes.authorLiked,
        readAt: replyOutcomes.readAt,
      },
    })
    .from(replies)
    .leftJoin(replyOutcomes, eq(replyOutcomes.replyId, replies.id))
    .where(
      and(
        eq(replies.userId, userId),
        platform ? eq(replies.platform, platform) : undefined,
        or(
          gte(replies.createdAt, since),
          gte(replies.reviewedAt, since),
          gte(replies.publishedAt, since),
          gte(replies.updatedAt, since),
        ),
      ),
    );
  return rows.map(({ o, ...r }) => ({
    ...r,
    // An outcome row exists from publishing on; its figures count once read.
    outcome: o?.replyId && o.readAt ? { ...o } : null,
  }));
}

export type TDailyCost = { day: string; usd: number };
/** A day of platform calls: what they cost, and how much of it the simulated network's calls. */
export type TDailyPlatformCost = TDailyCost & { simulatedUsd: number };
/**
 * A day of model calls: what they cost, what the calls that make replies cost, their input tokens,
 * and how many of those came from cache.
 */
export type TDailyModelCost = TDailyCost & {
  replyUsd: number;
  inputTokens: number;
  cachedInputTokens: number;
};

/**
 * Platform and model spending per UTC day since `since`: every network's calls summed (each metered
 * at its own prices; Bluesky's are free), or `network`'s only. Model calls are not tied to a
 * network, so they are the user's whole spending either way.
 */
export async function loadDailyCosts(
  db: TDb,
  userId: string,
  since: Date,
  network?: TPlatformId,
): Promise<{ platform: TDailyPlatformCost[]; model: TDailyModelCost[] }> {
  const pDay = sql<string>`to_char(${platformCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const mDay = sql<string>`to_char(${llmCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [platform, model] = await Promise.all([
    db
      .select({
        day: pDay,
        usd: sum(platformCalls.costUsd).mapWith(Number),
        simulatedUsd:
          sql<number>`coalesce(sum(${platformCalls.costUsd}) filter (where ${platformCalls.providerKind} = 'sandbox'), 0)`.mapWith(
            Number,
          ),
      })
      .from(platformCalls)
      .where(
        and(
          eq(platformCalls.userId, userId),
          gte(platformCalls.createdAt, since),
          network ? eq(platformCalls.platform, network) : undefined,
        ),
      )
      .groupBy(pDay),
    db
      .select({
        day: mDay,
        usd: sum(llmCalls.costUsd).mapWith(Number),
        replyUsd:
          sql<number>`coalesce(sum(${llmCalls.costUsd}) filter (where ${inArray(llmCalls.task, REPLY_WORK_TASK_NAMES)}), 0)`.mapWith(
            Number,
          ),
        inputTokens: sum(llmCalls.inputTokens).mapWith(Number),
        cachedInputTokens: sum(llmCalls.cachedInputTokens).mapWith(Number),
      })
      .from(llmCalls)
      .where(and(eq(llmCalls.userId, userId), gte(llmCalls.createdAt, since)))
      .groupBy(mDay),
  ]);
  return { platform, model };
}

/** Each network's daily follower readings since the day `since` falls on (`platform`'s only when given). */
export async function loadSnapshots(db: TDb, userId: string, sinceDay: string, platform?: TPlatformId) {
  return db
    .select({
      day: accountSnapshots.day,
      platform: accountSnapshots.platform,
      followers: accountSnapshots.followers,
    })
    .from(accountSnapshots)
    .where(
      and(
        eq(accountSnapshots.userId, userId),
        platform ? eq(accountSnapshots.platform, platform) : undefined,
        gte(accountSnapshots.day, sinceDay),
      ),
    )
    .orderBy(accountSnapshots.day, accountSnapshots.platform);
}
