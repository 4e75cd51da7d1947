import { and, eq } from 'drizzle-orm';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { writeAndPublishEvent } from '../../event-log/publish-event';
import { isUuid } from '../../lib/uuid';
import { openPlatformAccess } from '../connections/open-platform-access';
import { NOT_A_REPLY_ID_DETAIL, REPLY_NOT_FOUND_DETAIL } from './check-posted';
import { listScheduled } from './list-scheduled';
import { accessDetail } from './publish-messages';
import { sandboxNetworks } from './sandbox-networks';
import { toScheduledReply } from './scheduled-row';

export const NOT_FAILED_DETAIL = 'Only a reply that failed can be retried, and this one has not failed.';

type TDeps = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'logger' | 'jobs' | 'config'>;

/**
 * POST /scheduled/:id/retry: a failed reply goes back in the schedule, due now, and the publisher is
 * woken. It is the same row, so the same key: the publish path (publish-reply.ts) posts it only after
 * looking for a post an earlier attempt may have made (findOwnReplies), because its attempt count is
 * set so that the next claim is not a first one. The row's publish_attempts starts over from there,
 * so the reply gets its retries again. Answers the reply as the scheduled list shows it.
 *
 * 422 for a malformed id, 404 for an unknown one or another user's, 409 when it has not failed (the
 * write holds only while it is failed, so a second click or another tab answers 409), and 409 with
 * the reason while the account it goes out from cannot be used (not connected, or to reconnect).
 */
export async function retryScheduled(
  deps: TDeps,
  userId: string,
  id: string,
  now: Date,
): Promise<TScheduledReply> {
  if (!isUuid(id)) throw new AppError('VALIDATION_FAILED', NOT_A_REPLY_ID_DETAIL);
  const [row] = await deps.db
    .select()
    .from(replies)
    .where(and(eq(replies.userId, userId), eq(replies.id, id)));
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND_DETAIL);
  if (row.status !== 'failed') throw new AppError('CONFLICT', NOT_FAILED_DETAIL);
  if (!row.drySend && row.delivery === 'api') {
    const access = await openPlatformAccess(deps, userId, row.platform);
    if (!access.ok) throw new AppError('CONFLICT', accessDetail(access.reason, row.platform));
  }

  const requeued = {
    status: 'scheduled' as const,
    scheduledAt: now,
    retryAt: null,
    leaseUntil: null,
    lastError: null,
    // The claim adds one: 2, so it looks for an earlier post before posting (publish-reply.ts).
    publishAttempts: 1,
    updatedAt: now,
  };
  const write = deps.db
    .update(replies)
    .set(requeued)
    .where(and(eq(replies.userId, userId), eq(replies.id, id), eq(replies.status, 'failed')))
    .returning({ id: replies.id });
  const wrote = await writeAndPublishEvent(deps.db, write.getSQL(), userId, {
    type: 'reply.scheduled',
    reply_id: id,
    scheduled_at: now.toISOString(),
  });
  if (!wrote) throw new AppError('CONFLICT', NOT_FAILED_DETAIL);
  // Read before the publisher is woken; a worker of another process may still take it first.
  const listed = (await listScheduled(deps, userId, row.platform, now)).find((r) => r.id === id);
  deps.jobs.nudge('publish-due');
  if (listed) return listed;
  const sandbox = await sandboxNetworks(deps, userId);
  return toScheduledReply({ ...row, ...requeued }, deps.platforms.get(row.platform), {
    held: null,
    sandbox: sandbox(row.platform),
  });
}
