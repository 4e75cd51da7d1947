import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import type { TLogger } from '../lib/logger';

/** How long a session lasts from its last renewal (30 days, in seconds). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
/** A session is renewed at most once this often (a day, in seconds). */
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
/** Renewals due within this long of each other are written together, in one statement. */
export const RENEWAL_BATCH_MS = 1_000;

/** A session as verified: its stored token, when it ends, when it began. */
export type TRenewable = { tokenHash: string; expiresAt: number; createdAt: number };

export type TSessionRenewal = {
  /**
   * The expiry of a session verified at `now`: pushed to `now` + 30 days when its last renewal is a
   * day old (the renewal is written with the others due within a second), as it was otherwise.
   */
  renew: (session: TRenewable, now: number) => number;
  /** Writes the renewals waiting now (tests, and a process about to stop). */
  flush: () => Promise<void>;
};

/**
 * Sessions last 30 days from their last use, renewed at most once a day. The auth library renews
 * in the request that finds a session due (a committed write before its answer), so 500 people
 * opening the app within two seconds were 500 commits, and each of them waited for the disk and
 * for the others (decision 0094). Renewals are instead gathered here and written once a second,
 * in one statement, after the answers went out; the answer already carries the new expiry.
 *
 * Nothing a renewal depends on can be lost to the delay: a session is renewed a day after its last
 * renewal, so it still has 29 days when a renewal is queued; a renewal not written (the process
 * stopped hard, the database was away) leaves it as valid as before, and the next request after
 * the session cache's 30 s finds it due again. The statement never brings back a session deleted
 * (signed out, revoked) or ended meanwhile, and never shortens one.
 *
 * A session made without "remember me" lasts one day and is never renewed, as the library does:
 * it is the session whose expiry is still a day (or less) after its start.
 */
export function createSessionRenewal(deps: { db: TDb; logger: TLogger; batchMs?: number }): TSessionRenewal {
  const batchMs = deps.batchMs ?? RENEWAL_BATCH_MS;
  const waiting = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async (due: [string, number][]) => {
    const rows = JSON.stringify(due.map(([t, e]) => ({ t, e: new Date(e).toISOString() })));
    try {
      await deps.db.execute(sql`
        update sessions s set expires_at = v.e, updated_at = now()
        from json_to_recordset(${rows}::json) as v(t text, e timestamptz)
        where s.token = v.t and s.expires_at > now() and s.expires_at < v.e`);
    } catch (err) {
      // The sessions stay as valid as they were; they are found due again on a later request.
      deps.logger.warn({ err, sessions: due.length }, 'session renewals could not be written');
    }
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size > 0) {
      const due = [...waiting];
      waiting.clear();
      writing = writing.then(() => write(due));
    }
    return writing;
  };

  return {
    renew: ({ tokenHash, expiresAt, createdAt }, now) => {
      const rememberMe = expiresAt - createdAt > SESSION_UPDATE_AGE_S * 1000;
      const renewedAt = expiresAt - SESSION_EXPIRES_IN_S * 1000;
      if (!rememberMe || now - renewedAt < SESSION_UPDATE_AGE_S * 1000 || expiresAt <= now) {
        return expiresAt;
      }
      const renewed = now + SESSION_EXPIRES_IN_S * 1000;
      waiting.set(tokenHash, Math.max(renewed, waiting.get(tokenHash) ?? 0));
      if (!timer) {
        timer = setTimeout(() => void flush(), batchMs);
        // A renewal waiting never keeps the process alive (it is written on the way out if it can be).
        timer.unref();
      }
      return renewed;
    },
    flush,
  };
}
