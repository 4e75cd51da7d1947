import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';

/** Key space of the per-user advisory lock that orders slot assignments (arbitrary, fixed). */
const PUBLISH_SLOT_LOCK = 190_019;

/**
 * When a reply approved now goes out: PUBLISH_DELAY_SECONDS from now (time to take it back), and
 * at least PUBLISH_MIN_GAP_SECONDS after the user's latest queued reply (scheduled or being
 * published, at its retry time when a failure pushed it back) and after the latest one actually
 * published, so approving a stack of cards does not post a burst.
 *
 * Must run inside the transaction that then stores the slot: a per-user transaction-scoped
 * advisory lock makes concurrent approvals of one user take their slots one after the other (two
 * approvals never read the same "latest" and land on the same second). Other users never wait.
 */
export async function nextPublishSlot(tx: TDb, userId: string, config: TConfig, now: Date): Promise<Date> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_SLOT_LOCK}::int, hashtext(${userId}))`);
  const gapMs = config.PUBLISH_MIN_GAP_SECONDS * 1000;
  const [row] = await tx
    .select({
      latest: sql<Date | null>`max(case when ${replies.status} = 'published'
        then ${replies.publishedAt}
        else greatest(${replies.scheduledAt}, ${replies.retryAt}) end)`.mapWith(replies.scheduledAt),
    })
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        or(
          inArray(replies.status, ['scheduled', 'publishing']),
          and(eq(replies.status, 'published'), gt(replies.publishedAt, new Date(now.getTime() - gapMs))),
        ),
      ),
    );
  const earliest = now.getTime() + config.PUBLISH_DELAY_SECONDS * 1000;
  const latest = row?.latest ? row.latest.getTime() + gapMs : earliest;
  return new Date(Math.max(earliest, latest));
}
