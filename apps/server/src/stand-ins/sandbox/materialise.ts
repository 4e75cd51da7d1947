import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts, sandboxRateWindows } from '../../db/schema/sandbox';
import { generateAccounts, type TGenAccount } from './generate-accounts';
import { generatePosts, type TGenPost, type TKnownPost } from './generate';
import { HOUR_MS } from './schedule';

/** Writing the generator's output: accounts, posts, and the counts of posts they answer. */
export type TNetworkRecord = { seed: string; origin_ms: number; generator: number };

/** Generated posts older than this are pruned (identities' posts are kept). */
export const RETENTION_MS = 30 * 24 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 400;
const POST_BATCH = 2000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Many posts in few statements: one JSON parameter per chunk, expanded by the database
 * (json_populate_recordset), which is several times faster than thousands of bound parameters.
 */
export async function insertPosts(tx: TDb, posts: TGenPost[]): Promise<void> {
  for (let i = 0; i < posts.length; i += POST_BATCH) {
    const rows = posts.slice(i, i + POST_BATCH).map((p) => ({
      id: p.id,
      author_id: p.authorId,
      text: p.text,
      created_at: p.createdAt.toISOString(),
      lang: p.lang,
      tweet_type: p.tweetType,
      referenced_post_id: p.referencedPostId,
      in_reply_to_post_id: p.inReplyToPostId,
      conversation_id: p.conversationId,
      media_url: p.mediaUrl,
      base_likes: p.baseLikes,
      base_retweets: p.baseRetweets,
      base_replies: p.baseReplies,
      base_views: p.baseViews,
      growth_minutes: p.growthMinutes,
      reply_count: p.replyCount,
      repost_count: p.repostCount,
      deleted_at: null,
    }));
    const columns = sql.raw(Object.keys(rows[0] ?? {}).join(', '));
    await tx.execute(
      sql`insert into sandbox_posts (${columns}) select ${columns} from json_populate_recordset(null::sandbox_posts, ${JSON.stringify(rows)}::json) on conflict do nothing`,
    );
  }
}

export async function insertAccounts(tx: TDb, accounts: TGenAccount[]): Promise<void> {
  // A generated account is exactly a row of sandbox_accounts.
  await insertChunks(accounts, (chunk) => tx.insert(sandboxAccounts).values(chunk));
}

/** Posts scheduled in (fromMs, toMs]; earlier posts they answer are read back first. */
export async function materialise(
  tx: TDb,
  network: TNetworkRecord,
  fromMs: number,
  toMs: number,
): Promise<number> {
  const accounts = generateAccounts(network.seed);
  const known = await loadKnown(tx, fromMs);
  const claimedRows = await tx
    .select({
      id: sandboxAccounts.id,
      username: sandboxAccounts.username,
      claimedAt: sandboxAccounts.claimedAt,
    })
    .from(sandboxAccounts)
    .where(isNotNull(sandboxAccounts.claimedAt));
  const claimedAt = new Map(claimedRows.map((r) => [r.id, r.claimedAt?.getTime() ?? 0]));
  const summonable = claimedRows
    .map((r) => r.username)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const { posts, bumps } = generatePosts({
    seed: network.seed,
    accounts,
    originMs: network.origin_ms,
    fromMs,
    toMs,
    known,
    claimedAt,
    summonable,
  });
  await insertPosts(tx, posts);
  for (const [id, b] of bumps) {
    await tx
      .update(sandboxPosts)
      .set({
        replyCount: sql`${sandboxPosts.replyCount} + ${b.replies}`,
        repostCount: sql`${sandboxPosts.repostCount} + ${b.reposts}`,
      })
      .where(eq(sandboxPosts.id, id));
  }
  return posts.length;
}

async function loadKnown(tx: TDb, fromMs: number): Promise<Map<string, TKnownPost>> {
  const columns = {
    id: sandboxPosts.id,
    authorId: sandboxPosts.authorId,
    text: sandboxPosts.text,
    lang: sandboxPosts.lang,
    tweetType: sandboxPosts.tweetType,
    referencedPostId: sandboxPosts.referencedPostId,
    inReplyToPostId: sandboxPosts.inReplyToPostId,
    conversationId: sandboxPosts.conversationId,
    deletedAt: sandboxPosts.deletedAt,
  };
  const recent = await tx
    .select(columns)
    .from(sandboxPosts)
    .where(
      and(
        gte(sandboxPosts.createdAt, new Date(fromMs - 7 * HOUR_MS)),
        lt(sandboxPosts.createdAt, new Date(fromMs + 1)),
      ),
    );
  const missing = [...new Set(recent.map((r) => r.referencedPostId).filter((id): id is string => !!id))];
  const originals =
    missing.length > 0
      ? await tx.select(columns).from(sandboxPosts).where(inArray(sandboxPosts.id, missing))
      : [];
  return new Map(
    [...originals, ...recent].map(({ deletedAt, ...r }) => [r.id, { ...r, deleted: deletedAt !== null }]),
  );
}

export async function prune(tx: TDb, nowMs: number): Promise<void> {
  const unclaimed = tx
    .select({ id: sandboxAccounts.id })
    .from(sandboxAccounts)
    .where(and(isNotNull(sandboxAccounts.seq), isNull(sandboxAccounts.claimedAt)));
  await tx
    .delete(sandboxPosts)
    .where(
      and(
        lt(sandboxPosts.createdAt, new Date(nowMs - RETENTION_MS)),
        inArray(sandboxPosts.authorId, unclaimed),
      ),
    );
  await tx.delete(sandboxRateWindows).where(lt(sandboxRateWindows.windowStart, new Date(nowMs - 2 * DAY_MS)));
}
