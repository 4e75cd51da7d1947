import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { perDatabase, type TDb } from '../../db/client';
import { replyOutcomes } from '../../db/schema/analytics';
import { replies } from '../../db/schema/replies';
import type { TSourceRef } from './plan-sources';

/** How far back a source's record looks (by the replies' publishing time). */
export const SOURCE_RECORD_DAYS = 30;

/**
 * How the user's replies to one source's posts have done: those published in the last
 * SOURCE_RECORD_DAYS whose outcome was read at least once (a reply not read yet says nothing).
 */
export type TSourceRecord = {
  /** Replies published and read. */
  published: number;
  /** Of them, those with any engagement (a like, reply, repost or quote). */
  engaged: number;
  /** Of them, those the post's author answered. */
  authorReplies: number;
  /**
   * All their engagements over all their impressions, to 4 decimals, 0 when the platform gave no
   * impressions (as the analytics summary counts it).
   */
  engagementRate: number;
};

/** The records of one user's sources, looked up by source. */
export type TSourceRecords = ReadonlyMap<string, TSourceRecord>;

/** Where a reply came from: a source monitoring reads, or a conversation (its follow-ups). */
type TReplySource = TSourceRef | { kind: 'conversation'; value: string };

/** A source's key in TSourceRecords. */
export const sourceKey = (source: TReplySource) => `${source.kind}\u0000${source.value}`;

/** The record of one source, or null while none of its replies was read in the window. */
export function recordOf(records: TSourceRecords, source: TReplySource): TSourceRecord | null {
  return records.get(sourceKey(source)) ?? null;
}

/** sourceRecords' grouped query, built once for each database (read with every review stack). */
const sourceRecordsStatement = perDatabase((db) => {
  const o = replyOutcomes;
  const engagements = sql`(${o.likes} + ${o.replies} + ${o.reposts} + ${o.quotes})`;
  const userId = sql.placeholder('userId');
  return db
    .select({
      kind: replies.sourceKind,
      value: replies.sourceValue,
      published: sql<number>`count(*)::int`,
      engaged: sql<number>`(count(*) filter (where ${engagements} > 0))::int`,
      authorReplies: sql<number>`(count(*) filter (where ${o.authorReplied}))::int`,
      engagements: sql<number>`coalesce(sum(${engagements}), 0)::float8`,
      impressions: sql<number>`coalesce(sum(${o.impressions}), 0)::float8`,
    })
    .from(replies)
    .innerJoin(o, eq(o.replyId, replies.id))
    .where(
      and(
        eq(replies.userId, userId),
        eq(o.userId, userId),
        eq(replies.status, 'published'),
        eq(replies.drySend, false),
        gte(replies.publishedAt, sql.placeholder('since')),
        gt(o.reads, 0),
      ),
    )
    .groupBy(replies.sourceKind, replies.sourceValue)
    .prepare('gatling_source_records');
});

/**
 * Every source's record for one user, in one grouped query. Dry-sent replies never went out, so
 * they are left out whatever their row says.
 */
export async function sourceRecords(db: TDb, userId: string, now: Date): Promise<TSourceRecords> {
  const since = new Date(now.getTime() - SOURCE_RECORD_DAYS * 24 * 60 * 60_000);
  const rows = await sourceRecordsStatement(db).execute({ userId, since });
  const records = new Map<string, TSourceRecord>();
  for (const row of rows) {
    const impressions = Number(row.impressions);
    records.set(sourceKey({ kind: row.kind, value: row.value }), {
      published: Number(row.published),
      engaged: Number(row.engaged),
      authorReplies: Number(row.authorReplies),
      engagementRate:
        impressions > 0 ? Math.round((Number(row.engagements) / impressions) * 10_000) / 10_000 : 0,
    });
  }
  return records;
}
