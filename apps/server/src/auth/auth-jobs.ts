import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { sessions, verifications } from '../db/schema/auth';
import type { TJobDefinition } from '../context';

/** Rows one prune deletes from each table: the job runs again at once while there are more. */
export const AUTH_PRUNE_BATCH = 5_000;

/**
 * Sessions and verifications (sign-in links, reset codes, e-mail confirmations) past their expiry,
 * AUTH_PRUNE_BATCH of each at a time. Neither is ever accepted again, and a session is deleted when
 * it is presented after its end (verify-session.ts): these are the ones never presented again, which
 * would otherwise stay in the tables with their token hashes, devices and addresses for good.
 */
export async function pruneExpiredAuth(db: TDb, now: Date): Promise<number> {
  let gone = 0;
  for (const table of [sessions, verifications]) {
    const expired = db
      .select({ id: table.id })
      .from(table)
      .where(lt(table.expiresAt, now))
      .limit(AUTH_PRUNE_BATCH);
    const deleted = await db
      .delete(table)
      .where(sql`${table.id} in ${expired}`)
      .returning({ id: table.id });
    gone += deleted.length;
  }
  return gone;
}

/** Expired sessions and verifications go once an hour (in batches while there are more). */
export const AUTH_JOBS: TJobDefinition[] = [
  { name: 'prune-auth', intervalMs: 60 * 60_000, run: (ctx, now) => pruneExpiredAuth(ctx.db, now) },
];
