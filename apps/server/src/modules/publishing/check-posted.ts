import { and, eq } from 'drizzle-orm';
import type { TCheckPostedAnswer } from '@gatling/shared/api/scheduled';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { writeAndPublishEvent } from '../../event-log/publish-event';
import { PlatformError, RateLimitedError, ReconnectNeededError } from '../../integrations/platform/errors';
import { isUuid } from '../../lib/uuid';
import { markReconnectNeeded } from '../connections/connection-credentials';
import { openPlatformAccess } from '../connections/open-platform-access';
import { accessDetail } from './publish-messages';
import { publishedPatch } from './publish-patches';
import { replyTargetIds } from './reply-target';

export const NOT_A_REPLY_ID_DETAIL = 'This is not a scheduled reply id';
export const REPLY_NOT_FOUND_DETAIL = 'This scheduled reply does not exist';
export const NOT_AWAITING_DETAIL = 'This reply is not waiting to be finished on X.';
export const CHECK_POSTED_FAILED_DETAIL = 'Could not look for your reply on X. Try again in a moment.';
export const CHECK_RECONNECT_DETAIL =
  'X no longer accepts the access to your account: reconnect X in Settings.';

type TDeps = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'logger' | 'jobs'>;

const postedAnswer = (url: string | null): TCheckPostedAnswer => ({ posted: true, published_url: url });

/**
 * POST /scheduled/:id/check-posted: the user came back from the platform's reply page. Asks the
 * platform once for the account's reply to the reply's post and, when there is one, marks the
 * reply published with it. The write holds only while the reply still waits, so two racing checks
 * publish it (and announce it) once, and both answer the same.
 */
export async function checkPosted(
  deps: TDeps,
  userId: string,
  id: string,
  now: Date,
): Promise<TCheckPostedAnswer> {
  if (!isUuid(id)) throw new AppError('VALIDATION_FAILED', NOT_A_REPLY_ID_DETAIL);
  const row = await findRow(deps, userId, id);
  if (row.status === 'published') return postedAnswer(row.publishedUrl);
  if (row.status !== 'awaiting_intent') throw new AppError('CONFLICT', NOT_AWAITING_DETAIL);

  const access = await openPlatformAccess(deps, userId, row.platform);
  if (!access.ok) throw new AppError('CONFLICT', accessDetail(access.reason));
  let found;
  try {
    [found] = await access.provider.findOwnReplies(access.credentials, [
      { targetIds: replyTargetIds(row), text: row.finalText ?? row.suggestedResponse, key: row.id },
    ]);
  } catch (err) {
    if (err instanceof ReconnectNeededError) {
      await markReconnectNeeded(deps.db, userId, row.platform);
      throw new AppError('CONFLICT', CHECK_RECONNECT_DETAIL);
    }
    if (err instanceof RateLimitedError) {
      const seconds = Math.max(1, Math.ceil((err.resetAt.getTime() - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', CHECK_POSTED_FAILED_DETAIL, { retryAfterSeconds: seconds });
    }
    if (err instanceof PlatformError) throw new AppError('UNAVAILABLE', CHECK_POSTED_FAILED_DETAIL);
    throw err;
  }
  if (!found) return { posted: false, published_url: null };

  const patch = publishedPatch(found, now);
  const write = deps.db
    .update(replies)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(replies.userId, userId), eq(replies.id, id), eq(replies.status, 'awaiting_intent')))
    .returning({ id: replies.id });
  const wrote = await writeAndPublishEvent(deps.db, write.getSQL(), userId, {
    type: 'reply.published',
    reply_id: id,
    published_url: patch.publishedUrl,
  });
  // A published reply has figures to read.
  if (wrote) deps.jobs.nudge('read-outcomes');
  // Lost the race: the other check (or the background job) published it; answer what it stored.
  const after = wrote ? null : await findRow(deps, userId, id);
  if (after && after.status !== 'published') return { posted: false, published_url: null };
  return postedAnswer(after ? after.publishedUrl : patch.publishedUrl);
}

async function findRow(deps: TDeps, userId: string, id: string) {
  const [row] = await deps.db
    .select()
    .from(replies)
    .where(and(eq(replies.userId, userId), eq(replies.id, id)));
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND_DETAIL);
  return row;
}
