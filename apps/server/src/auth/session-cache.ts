import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { listenForInvalidations } from '../db/invalidation-channel';
import type { TLogger } from '../lib/logger';
import { tokenHashOfBearer, type TSessionRevocation } from './hashed-session-tokens';
import { createSessionWatchers, type TWatchedSession } from './session-watchers';
import type { TSessionUser } from '../context';

/** How long a verified bearer is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Most bearers kept; the oldest go first. */
export const SESSION_CACHE_MAX = 10_000;
/** Revocations travel between processes on this channel (pg_notify). */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

type TEntry = { user: TSessionUser; tokenHash: string; until: number };

export type TSessionCache = {
  /** Settles once revocations are heard (and the cache serves); tests wait for it. */
  ready: Promise<void>;
  /** The user of a bearer verified less than SESSION_CACHE_TTL_MS ago and not revoked since. */
  get: (bearer: string, now: number) => TSessionUser | null;
  /**
   * How many revocations this process has heard (or may have missed): read it before verifying a
   * session and hand it to `set`, which then keeps nothing when a revocation came in between.
   */
  heard: () => number;
  set: (
    bearer: string,
    entry: { user: TSessionUser; tokenHash: string; expiresAt: number },
    now: number,
    heardBefore: number,
  ) => void;
  /** Tells every process (this one included) that sessions stopped being valid. */
  revoke: (what: TSessionRevocation) => Promise<void>;
  /**
   * Watches the session of a verified bearer for as long as a request acting for it lasts (a live
   * updates stream): `ended` aborts when the session is revoked in any process, or expires.
   */
  watch: (bearer: string, userId: string) => TWatchedSession;
  close: () => Promise<void>;
};

const encode = (what: TSessionRevocation) =>
  'all' in what ? '*' : 'userId' in what ? `u:${what.userId}` : `t:${what.tokenHash}`;

/**
 * A short-lived, in-process cache of verified bearers, so most requests resolve their user with no
 * database query. Correctness rests on revocation, not on the TTL: every session the auth library
 * deletes (sign-out, password change, revoking, account deletion) is announced with pg_notify and
 * every process forgets it, this one at once. Until this process listens (and after its listening
 * connection drops, when notifications may have been missed) nothing is served from the cache and
 * everything is forgotten, so a missed revocation cannot keep a session alive. The TTL bounds the
 * rest: a user's changed e-mail or picture shows within 30 s. The same revocations end the sessions
 * of long-lived requests it watches (session-watchers.ts).
 */
export function createSessionCache(deps: {
  database: Pick<TDatabase, 'db' | 'listen'>;
  logger: TLogger;
  ttlMs?: number;
  max?: number;
}): TSessionCache {
  const ttl = deps.ttlMs ?? SESSION_CACHE_TTL_MS;
  const max = deps.max ?? SESSION_CACHE_MAX;
  const entries = new Map<string, TEntry>();
  const watchers = createSessionWatchers({ db: deps.database.db, logger: deps.logger });
  let heard = 0;

  const forget = (what: TSessionRevocation) => {
    heard += 1;
    watchers.revoked(what);
    if ('all' in what) return entries.clear();
    for (const [bearer, entry] of entries) {
      if ('userId' in what ? entry.user.id === what.userId : entry.tokenHash === what.tokenHash) {
        entries.delete(bearer);
      }
    }
  };
  const decode = (payload: string): TSessionRevocation =>
    payload.startsWith('u:')
      ? { userId: payload.slice(2) }
      : payload.startsWith('t:')
        ? { tokenHash: payload.slice(2) }
        : { all: true };

  const channel = listenForInvalidations({
    database: deps.database,
    logger: deps.logger,
    channel: SESSION_REVOKED_CHANNEL,
    what: 'session',
    onNotify: (payload) => forget(decode(payload)),
    // Revocations may have been missed: nothing cached is trusted, every watched session is looked up.
    reset: () => {
      heard += 1;
      entries.clear();
      watchers.recheck();
    },
  });

  return {
    ready: channel.ready,
    get: (bearer, now) => {
      if (!channel.listening()) return null;
      const entry = entries.get(bearer);
      if (!entry) return null;
      if (entry.until <= now) {
        entries.delete(bearer);
        return null;
      }
      return entry.user;
    },
    heard: () => heard,
    set: (bearer, entry, now, heardBefore) => {
      // A session verified before a revocation heard since may be the one revoked: not kept.
      if (!channel.listening() || heardBefore !== heard) return;
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(bearer, {
        user: entry.user,
        tokenHash: entry.tokenHash,
        until: Math.min(entry.expiresAt, now + ttl),
      });
    },
    revoke: async (what) => {
      forget(what);
      try {
        await deps.database.db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${encode(what)})`);
      } catch (err) {
        deps.logger.error({ err }, 'a session revocation could not be announced to other processes');
      }
    },
    watch: (bearer, userId) => {
      const tokenHash = tokenHashOfBearer(bearer);
      if (tokenHash) return watchers.watch({ tokenHash, userId });
      return { ended: AbortSignal.abort(), stop: () => undefined };
    },
    close: async () => {
      watchers.endAll();
      await channel.close();
    },
  };
}
