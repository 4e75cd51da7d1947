import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import { countedToday, postsOnBluesky } from './daily-cap';
import { holdsOf } from './held-reasons';
import { sandboxNetworks } from './sandbox-networks';
import { LISTED_STATUSES, toScheduledReply } from './scheduled-row';

type TDeps = Pick<TModuleDeps, 'db' | 'platforms' | 'config'>;

/**
 * GET /scheduled (docs/product/api.md#scheduled-and-sent): the user's replies that have not gone out
 * (waiting, being posted, waiting to be finished on the platform's page) and the failed ones, soonest first;
 * one network's only when `platform` is given. Each says why it waits past its time, when it does
 * (held-reasons.ts): every network's rows are read for that, since a reply waits behind held ones
 * of the user's other network too.
 */
export async function listScheduled(
  deps: TDeps,
  userId: string,
  platform?: TPlatform,
  now = new Date(),
): Promise<TScheduledReply[]> {
  const rows = await deps.db
    .select()
    .from(replies)
    .where(and(eq(replies.userId, userId), inArray(replies.status, [...LISTED_STATUSES])))
    .orderBy(sql`${replies.scheduledAt} asc nulls last`, asc(replies.createdAt), asc(replies.id));
  const capped = rows.some((row) => row.status === 'scheduled' && postsOnBluesky(row));
  const holds = holdsOf(rows, {
    now,
    countedToday: capped ? await countedToday(deps.db, userId, [], now) : 0,
    cap: deps.config.BLUESKY_DAILY_REPLY_CAP,
    gapMs: deps.config.PUBLISH_MIN_GAP_SECONDS * 1000,
    delayMs: deps.config.PUBLISH_DELAY_SECONDS * 1000,
  });
  const sandbox = await sandboxNetworks(deps, userId);
  return rows
    .filter((row) => !platform || row.platform === platform)
    .map((row) =>
      toScheduledReply(row, deps.platforms.get(row.platform), {
        held: holds.get(row.id) ?? null,
        sandbox: sandbox(row.platform),
      }),
    );
}
