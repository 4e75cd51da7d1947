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
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expiresAt, now))
    .limit(AUTH_PRUNE_BATCH);
  const goneSessions = await db
    .delete(sessions)
    .where(sql`${sessions.id} in ${ended}`)
    .returning({ id: sessions.id });
  const lapsed = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(lt(verifications.expiresAt, now))
    .limit(AUTH_PRUNE_BATCH);
  const goneVerifications = await db
    .delete(verifications)
    .where(sql`${verifications.id} in ${lapsed}`)
    .returning({ id: verifications.id });
  return goneSessions.length + goneVerifications.length;
}

/** Expired sessions and verifications go once an hour (in batches while there are more). */
export const AUTH_JOBS: TJobDefinition[] = [
  { name: 'prune-auth', intervalMs: 60 * 60_000, run: (ctx, now) => pruneExpiredAuth(ctx.db, now) },
];
