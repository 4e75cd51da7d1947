import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import { LISTED_STATUSES, toScheduledReply } from './scheduled-row';

/**
 * GET /scheduled (docs/product/api.md#scheduled-and-sent): the user's replies that have not gone out
 * (waiting, being posted, waiting to be finished on the platform's page) and the failed ones, soonest first;
 * one network's only when `platform` is given.
 */
export async function listScheduled(
  deps: Pick<TModuleDeps, 'db' | 'platforms'>,
  userId: string,
  platform?: TPlatform,
): Promise<TScheduledReply[]> {
  const rows = await deps.db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        inArray(replies.status, [...LISTED_STATUSES]),
        platform ? eq(replies.platform, platform) : undefined,
      ),
    )
    .orderBy(sql`${replies.scheduledAt} asc nulls last`, asc(replies.createdAt), asc(replies.id));
  return rows.map((row) => toScheduledReply(row, deps.platforms.get(row.platform)));
}
