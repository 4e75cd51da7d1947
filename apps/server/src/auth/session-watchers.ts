import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { sessions } from '../db/schema/auth';
import type { TLogger } from '../lib/logger';
import type { TSessionRevocation } from './hashed-session-tokens';

/** The longest wait setTimeout keeps (about 24.8 days): a later expiry is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** A session something long-lived (a live updates stream) acts for. */
export type TWatchedSession = {
  /** Aborts once the session ends: revoked in any process, expired, or no longer found. */
  ended: AbortSignal;
  /** Stops watching, when what acted for the session ended by itself. */
  stop: () => void;
};

export type TSessionWatchers = {
  /** Starts watching a session, by its stored token and its user. */
  watch: (session: { tokenHash: string; userId: string }) => TWatchedSession;
  /** Ends the watched sessions a revocation takes away. */
  revoked: (what: TSessionRevocation) => void;
  /** Revocations may have been missed: every watched session is looked up again. */
  recheck: () => void;
  /** Ends every watched session (the process is closing). */
  endAll: () => void;
};

type TWatcher = {
  tokenHash: string;
  userId: string;
  ending: AbortController;
  timer?: NodeJS.Timeout;
};

/**
 * The sessions of long-lived requests, which the bearer check at their start cannot cover: a
 * stream open for hours must end when its session does. A revocation heard (session-cache.ts: this
 * process's own at once, other processes' through NOTIFY) ends the matching sessions; each session
 * is also looked up when the watch starts (a revocation between the request's bearer check and the
 * watch is seen there), whenever revocations may have been missed, and when it expires (then it
 * ends unless its expiry was pushed back since). A lookup that fails ends the session: when in
 * doubt, the stream goes and the client reconnects through the bearer check.
 */
export function createSessionWatchers(deps: { db: TDb; logger: TLogger }): TSessionWatchers {
  const watching = new Set<TWatcher>();

  const stop = (watcher: TWatcher) => {
    clearTimeout(watcher.timer);
    watching.delete(watcher);
  };
  const end = (watcher: TWatcher) => {
    stop(watcher);
    watcher.ending.abort();
  };

  const expiryOf = async (tokenHash: string): Promise<number | null> => {
    const [row] = await deps.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.token, tokenHash));
    return row ? row.expiresAt.getTime() : null;
  };

  const check = async (watcher: TWatcher): Promise<void> => {
    let expiresAt: number | null;
    try {
      expiresAt = await expiryOf(watcher.tokenHash);
    } catch (err) {
      deps.logger.warn({ err }, 'a watched session could not be looked up: it ends');
      expiresAt = null;
    }
    if (!watching.has(watcher)) return;
    const left = expiresAt === null ? 0 : expiresAt - Date.now();
    if (left <= 0) return end(watcher);
    clearTimeout(watcher.timer);
    watcher.timer = setTimeout(() => void check(watcher), Math.min(left, LONGEST_WAIT_MS));
    // A watch never keeps the process alive by itself.
    watcher.timer.unref();
  };

  const takenBy = (what: TSessionRevocation, watcher: TWatcher) =>
    'all' in what ||
    ('userId' in what ? watcher.userId === what.userId : watcher.tokenHash === what.tokenHash);

  return {
    watch: ({ tokenHash, userId }) => {
      const watcher: TWatcher = { tokenHash, userId, ending: new AbortController() };
      watching.add(watcher);
      void check(watcher);
      return { ended: watcher.ending.signal, stop: () => stop(watcher) };
    },
    revoked: (what) => {
      for (const watcher of [...watching]) if (takenBy(what, watcher)) end(watcher);
    },
    recheck: () => {
      for (const watcher of watching) void check(watcher);
    },
    endAll: () => {
      for (const watcher of [...watching]) end(watcher);
    },
  };
}
