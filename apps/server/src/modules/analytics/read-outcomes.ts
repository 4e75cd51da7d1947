import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TJobContext } from '../../context';
import type { TDb } from '../../db/client';
import { OUTCOME_READ_AFTER_MS, replyOutcomes } from '../../db/schema/analytics';
import { replies } from '../../db/schema/replies';
import { RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import {
  OUTCOMES_BATCH_MAX,
  type TOutcomeQuery,
  type TPlatformId,
  type TPostOutcome,
} from '../../integrations/platform/types';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { openBatchAccess, type TBatchAccess } from '../connections/open-platform-access';

/** Outcome rows one run claims, across users. */
export const OUTCOMES_PER_RUN = 300;
/** How long a claimed batch is this worker's alone (a stopping worker releases it: release-claims.ts). */
export const OUTCOME_LEASE_MS = 5 * 60_000;
/** A user whose account cannot be read (not connected, revoked) is tried again this much later. */
const PAUSE_MS = 24 * 60 * 60_000;
/** Replies published longer ago than this before outcomes were kept get no readings. */
const SEED_WINDOW_MS = OUTCOME_READ_AFTER_MS[2] + 24 * 60 * 60_000;

/**
 * Times after publishing of the readings: the first from configuration, then 24 h and 7 days. They
 * are the product's schedule, the same on every network; only an instance on the simulated network
 * (X's stand-in) takes the first one sooner by default.
 */
export function readingTimes(ctx: Pick<TJobContext, 'config' | 'platforms'>): number[] {
  const sandbox = ctx.platforms.get('twitter').kind === 'sandbox';
  const first = ctx.config.OUTCOME_FIRST_READ_MINUTES ?? (sandbox ? 5 : 60);
  return [first * 60_000, OUTCOME_READ_AFTER_MS[1], OUTCOME_READ_AFTER_MS[2]];
}

/** Readings whose time has come by `now` for a reply published at `publishedAt` (0–3). */
export function readingsDue(times: number[], publishedAt: Date, now: Date): number {
  return times.filter((ms) => publishedAt.getTime() + ms <= now.getTime()).length;
}

/** When the reading after `reads` readings is due; null once all are in. */
export function nextReadingAt(times: number[], publishedAt: Date, reads: number): Date | null {
  const after = times[reads];
  return after === undefined ? null : new Date(publishedAt.getTime() + after);
}

/** Failures in a row → the wait before the next try: 5 min doubling, at most 6 h. */
const backoffMs = (failures: number) =>
  Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 6 * 60 * 60_000);

/**
 * Gives every reply published in the last 8 days (by the app, or finished on the platform and found
 * by the reconciler) its outcome row, due `firstMs` after publishing. Idempotent.
 */
export async function seedOutcomeRows(db: TDb, now: Date, firstMs: number): Promise<void> {
  await db.execute(sql`
    insert into ${replyOutcomes} (reply_id, user_id, next_read_at)
    select r.id, r.user_id, r.published_at + make_interval(secs => ${firstMs / 1000})
    from ${replies} r
    where r.status = 'published' and r.published_post_id is not null
      and r.published_at > ${new Date(now.getTime() - SEED_WINDOW_MS)}
      and not exists (select 1 from ${replyOutcomes} o where o.reply_id = r.id)
    on conflict do nothing`);
}

type TClaimed = { replyId: string; userId: string; reads: number; failures: number };

async function claimDue(db: TDb, now: Date, limit: number): Promise<TClaimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ replyId: replyOutcomes.replyId })
      .from(replyOutcomes)
      .where(
        and(
          lte(replyOutcomes.nextReadAt, now),
          or(isNull(replyOutcomes.leaseUntil), lt(replyOutcomes.leaseUntil, now)),
        ),
      )
      .orderBy(asc(replyOutcomes.nextReadAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(replyOutcomes)
      .set({ leaseUntil: new Date(now.getTime() + OUTCOME_LEASE_MS) })
      .where(
        inArray(
          replyOutcomes.replyId,
          due.map((d) => d.replyId),
        ),
      )
      .returning({
        replyId: replyOutcomes.replyId,
        userId: replyOutcomes.userId,
        reads: replyOutcomes.reads,
        failures: replyOutcomes.failures,
      });
  });
}

/** Puts rows back for later without a reading: `at` for all, or per row by failures. */
async function postpone(db: TDb, rows: TClaimed[], at: (row: TClaimed) => Date, failed: boolean) {
  for (const row of rows) {
    await db
      .update(replyOutcomes)
      .set({
        nextReadAt: at(row),
        leaseUntil: null,
        ...(failed ? { failures: row.failures + 1 } : {}),
      })
      .where(eq(replyOutcomes.replyId, row.replyId));
  }
}

async function store(
  db: TDb,
  times: number[],
  row: TClaimed,
  publishedAt: Date,
  figures: TPostOutcome | null,
  now: Date,
) {
  const reads = Math.max(row.reads + 1, readingsDue(times, publishedAt, now));
  await db
    .update(replyOutcomes)
    .set({
      ...(figures
        ? {
            likes: figures.likes,
            replies: figures.replies,
            reposts: figures.reposts,
            quotes: figures.quotes,
            impressions: figures.impressions,
            // Once seen, kept: X's recent search forgets an answer older than a week.
            authorReplied: sql`${replyOutcomes.authorReplied} or ${figures.authorReplied}`,
            authorLiked: sql`${replyOutcomes.authorLiked} or ${figures.authorLiked}`,
          }
        : { gone: true }),
      reads,
      nextReadAt: figures ? nextReadingAt(times, publishedAt, reads) : null,
      leaseUntil: null,
      failures: 0,
      readAt: now,
    })
    .where(eq(replyOutcomes.replyId, row.replyId));
}

/** A claimed row with what its reading needs: the reply's network, its post and the answered one. */
type TDetailed = TClaimed & {
  platform: TPlatformId;
  query: TOutcomeQuery;
  publishedAt: Date;
};

/** The claimed rows' replies, in one query; a row whose reply has no published post is not in it. */
async function detailsOf(db: TDb, rows: TClaimed[]): Promise<Map<string, Omit<TDetailed, keyof TClaimed>>> {
  if (rows.length === 0) return new Map();
  const details = await db
    .select({
      id: replies.id,
      userId: replies.userId,
      platform: replies.platform,
      postId: replies.postId,
      postAuthorId: replies.postAuthorId,
      post: replies.post,
      publishedPostId: replies.publishedPostId,
      publishedAt: replies.publishedAt,
    })
    .from(replies)
    .where(
      and(
        isNotNull(replies.publishedPostId),
        inArray(
          replies.id,
          rows.map((r) => r.replyId),
        ),
      ),
    );
  const owner = new Map(rows.map((r) => [r.replyId, r.userId]));
  const found = new Map<string, Omit<TDetailed, keyof TClaimed>>();
  for (const d of details) {
    // The outcome row names its reply's user; a reply of someone else is never read with this access.
    if (!d.publishedPostId || !d.publishedAt || owner.get(d.id) !== d.userId) continue;
    found.set(d.id, {
      platform: d.platform,
      publishedAt: d.publishedAt,
      query: {
        postId: d.publishedPostId,
        inReplyTo: { postId: d.postId, authorId: d.postAuthorId, authorUsername: d.post.author.username },
      },
    });
  }
  return found;
}

/**
 * Reads one user's claimed rows of one network from that network, in batches; never throws for the
 * platform's sake. A network that cannot be read (not connected, revoked, rate limited) pauses that
 * network's readings only: the user's other networks are read as usual.
 */
async function readForAccount(
  ctx: TJobContext,
  access: TBatchAccess,
  account: { userId: string; platform: TPlatformId },
  rows: TDetailed[],
  now: Date,
): Promise<void> {
  const { userId, platform } = account;
  const times = readingTimes(ctx);
  const opened = await access.get(userId, platform);
  if (!opened.ok) {
    await postpone(ctx.db, rows, () => new Date(now.getTime() + PAUSE_MS), false);
    return;
  }
  for (let i = 0; i < rows.length; i += OUTCOMES_BATCH_MAX) {
    const batch = rows.slice(i, i + OUTCOMES_BATCH_MAX);
    try {
      const answer = await opened.provider.getReplyOutcomes(
        opened.credentials,
        batch.map((r) => r.query),
      );
      const found = new Map(answer.found.map((f) => [f.postId, f]));
      for (const row of batch) {
        await store(ctx.db, times, row, row.publishedAt, found.get(row.query.postId) ?? null, now);
      }
    } catch (err) {
      const rest = rows.slice(i);
      if (err instanceof RateLimitedError) {
        // Paused until the window lifts; not a failure of the reply.
        await postpone(ctx.db, rest, () => err.resetAt, false);
        return;
      }
      if (err instanceof ReconnectNeededError) {
        access.revoked(userId, platform);
        await markReconnectNeeded(ctx.db, userId, platform);
        await postpone(ctx.db, rest, () => new Date(now.getTime() + PAUSE_MS), false);
        return;
      }
      ctx.logger.warn(
        { err, user_id: userId, platform },
        'reading reply outcomes failed; trying again later',
      );
      await postpone(ctx.db, rest, (r) => new Date(now.getTime() + backoffMs(r.failures + 1)), true);
      return;
    }
  }
}

/**
 * The outcome job: seeds rows for newly published replies, claims due readings across users (FOR
 * UPDATE SKIP LOCKED under a lease, so several workers share them) and reads each reply from its own
 * network (X or Bluesky), each user's account there in batches of up to 100. A revoked account or a
 * rate limit pauses that user's readings on that network; nothing fails the run. Answers how many readings it handled.
 */
export async function readReplyOutcomes(ctx: TJobContext, now: Date): Promise<number> {
  await seedOutcomeRows(ctx.db, now, readingTimes(ctx)[0]!);
  const claimed = await claimDue(ctx.db, now, OUTCOMES_PER_RUN);
  const details = await detailsOf(ctx.db, claimed);
  // Each reply is read from its own network, with the user's account there.
  const byAccount = new Map<string, { userId: string; platform: TPlatformId; rows: TDetailed[] }>();
  const times = readingTimes(ctx);
  for (const row of claimed) {
    const detail = details.get(row.replyId);
    if (!detail) {
      // Nothing on any platform to read (no published post): its readings end.
      await store(ctx.db, times, row, now, null, now);
      continue;
    }
    const key = `${row.userId} ${detail.platform}`;
    const group = byAccount.get(key) ?? { userId: row.userId, platform: detail.platform, rows: [] };
    group.rows.push({ ...row, ...detail });
    byAccount.set(key, group);
  }
  const groups = [...byAccount.values()];
  const access = openBatchAccess(ctx, groups);
  for (const group of groups) await readForAccount(ctx, access, group, group.rows, now);
  return claimed.length;
}
