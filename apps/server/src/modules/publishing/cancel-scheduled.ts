import { and, eq, inArray } from 'drizzle-orm';
import { DELETE_SCHEDULED_MAX } from '@gatling/shared/api/scheduled';
import type { TDb } from '../../db/client';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { CANCELLABLE_STATUSES } from './scheduled-row';
import { isUuid } from '../../lib/uuid';

export const IDS_REQUIRED_DETAIL =
  'interaction_ids is required: a comma-separated list of scheduled reply ids';
export const TOO_MANY_IDS_DETAIL = `At most ${DELETE_SCHEDULED_MAX} scheduled replies can be deleted at once`;

/**
 * The ids of `?interaction_ids=a,b,c` (the parameter may also repeat), in the order sent, without
 * repeats. 422 for none, an empty entry, one that is not an id, or more than DELETE_SCHEDULED_MAX.
 */
export function parseReplyIds(values: string[] | undefined): string[] {
  const entries = (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
  if (entries.length === 0 || entries.every((e) => e === ''))
    throw new AppError('VALIDATION_FAILED', IDS_REQUIRED_DETAIL);
  if (entries.length > DELETE_SCHEDULED_MAX) throw new AppError('VALIDATION_FAILED', TOO_MANY_IDS_DETAIL);
  for (const entry of entries) {
    if (entry === '')
      throw new AppError('VALIDATION_FAILED', 'interaction_ids has an empty entry (two commas in a row)');
    if (!isUuid(entry)) {
      throw new AppError('VALIDATION_FAILED', `"${entry.slice(0, 60)}" is not a scheduled reply id`);
    }
  }
  return [...new Set(entries.map((e) => e.toLowerCase()))];
}

/**
 * DELETE /scheduled (docs/product/api.md#scheduled-and-sent): cancels those of the user's replies that have
 * not gone out and are not being posted right now; answers the ids cancelled, in the order asked. Another
 * user's ids, unknown ones and replies already published or being posted are left alone and not named.
 */
export async function cancelScheduled(db: TDb, userId: string, ids: string[], now: Date): Promise<string[]> {
  const cancelled = await db
    .update(replies)
    // retry_at and last_error stay: restore-scheduled reads them to put the reply back as it was.
    .set({ status: 'cancelled', leaseUntil: null, updatedAt: now })
    .where(
      and(
        eq(replies.userId, userId),
        inArray(replies.id, ids),
        inArray(replies.status, [...CANCELLABLE_STATUSES]),
      ),
    )
    .returning({ id: replies.id });
  const done = new Set(cancelled.map((r) => r.id));
  return ids.filter((id) => done.has(id));
}
