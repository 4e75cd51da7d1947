import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { PlatformError, RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import type { TJobContext } from '../../context';
import { writeAndPublishEvent } from '../../event-log/publish-event';
import { markReconnectNeeded } from '../connections/connection-credentials';
import type { TReplyRow } from './claim';
import { openPlatformAccess } from '../connections/open-platform-access';
import { publishedPatch } from './publish-patches';
import { replyTargetIds } from './reply-target';

/** Rows one run checks; a user's rows among them cost one look (on X, one read of their posts). */
export const RECONCILE_BATCH_SIZE = 50;

/**
 * Claims rows waiting for the user to finish them on the platform's page whose next check is due,
 * and sets the next one at a tenth of the time already waited, between 2 minutes and an hour: a
 * reply is usually finished soon after it is due, and an abandoned one costs few reads.
 * lease_until holds that time, so several workers never check the same row at once.
 */
async function claimIntentChecks(db: TDb, now: Date): Promise<TReplyRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: replies.id })
      .from(replies)
      .where(
        and(
          eq(replies.status, 'awaiting_intent'),
          or(isNull(replies.leaseUntil), lte(replies.leaseUntil, now)),
        ),
      )
      .orderBy(sql`${replies.leaseUntil} asc nulls first`, asc(replies.id))
      .limit(RECONCILE_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const waited = sql`(${at} - coalesce(${replies.scheduledAt}, ${replies.createdAt}))`;
    return tx
      .update(replies)
      .set({
        leaseUntil: sql`${at} + least(greatest(${waited} / 10, interval '2 minutes'), interval '1 hour')`,
      })
      .where(
        inArray(
          replies.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Job 'reconcile-intents': marks published the intent deliveries the user finished on the
 * platform, found by the provider's findOwnReplies (on X, one read per user and run). Answers how many rows it checked.
 */
export async function reconcileIntents(ctx: TJobContext, now: Date): Promise<number> {
  const rows = await claimIntentChecks(ctx.db, now);
  const byUser = new Map<string, TReplyRow[]>();
  for (const row of rows) {
    const key = `${row.userId} ${row.platform}`;
    byUser.set(key, [...(byUser.get(key) ?? []), row]);
  }
  for (const group of byUser.values()) await reconcileUser(ctx, group, now);
  // Replies found finished on the platform have figures to read.
  if (rows.length > 0) ctx.jobs.nudge('read-outcomes');
  return rows.length;
}

async function reconcileUser(ctx: TJobContext, rows: TReplyRow[], now: Date): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const { userId, platform } = first;
  // Without usable access nothing can be seen; the rows are checked again at their next time.
  const access = await openPlatformAccess(ctx, userId, platform);
  if (!access.ok) return;
  try {
    // One look for all of the user's rows: the provider finds replies its own way (X reads the
    // account's posts once, since the oldest of the rows' posts). A failure stops the user's rows.
    const founds = await access.provider.findOwnReplies(
      access.credentials,
      rows.map((row) => ({
        targetIds: replyTargetIds(row),
        text: row.finalText ?? row.suggestedResponse,
        key: row.id,
      })),
    );
    for (const [index, row] of rows.entries()) {
      const found = founds[index];
      if (!found) continue;
      const patch = publishedPatch(found, now);
      // The row and its reply.published event in one statement, only while it still waits.
      const write = ctx.db
        .update(replies)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(replies.userId, userId), eq(replies.id, row.id), eq(replies.status, 'awaiting_intent')))
        .returning({ id: replies.id });
      await writeAndPublishEvent(ctx.db, write.getSQL(), userId, {
        type: 'reply.published',
        reply_id: row.id,
        published_url: patch.publishedUrl,
      });
    }
  } catch (err) {
    if (err instanceof ReconnectNeededError) {
      ctx.logger.info({ user_id: userId }, 'platform access revoked: reconnect needed');
      await markReconnectNeeded(ctx.db, userId, platform);
    } else if (err instanceof RateLimitedError) {
      await ctx.db
        .update(replies)
        .set({ leaseUntil: err.resetAt })
        .where(
          and(
            eq(replies.userId, userId),
            inArray(
              replies.id,
              rows.map((r) => r.id),
            ),
            eq(replies.status, 'awaiting_intent'),
          ),
        );
    } else if (err instanceof PlatformError) {
      // Checked again at the rows' next time. Type and words only: the error may carry the request.
      ctx.logger.warn(
        { user_id: userId, errorType: err.name, error: err.message },
        'checking intent replies failed',
      );
    } else {
      throw err;
    }
  }
}
