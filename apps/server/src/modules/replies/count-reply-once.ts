import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TBillingState } from '../billing/load-billing-state';
import { assertCanInteract } from '../billing/plan-gate';
import type { TReplyRow } from './reply-row';

/**
 * The plan gate, once per reply: approve, reject and edit-submit each pass through here, but
 * only the first call on a reply counts (the web client sends approve and then
 * edit/submit for one edit). Call it inside the transaction that locks the row and store the
 * returned time as counted_at in the same transaction: a 402 (or any later failure) then leaves
 * both the counter and the row as they were. `plan`, when the caller read it before taking the lock,
 * is not read again.
 */
export async function countReplyOnce(
  tx: TDb,
  user: TSessionUser,
  row: TReplyRow,
  config: TConfig,
  now: Date,
  plan?: TBillingState,
): Promise<Date> {
  if (row.countedAt) return row.countedAt;
  await assertCanInteract(tx, user, config, now, plan);
  return now;
}
