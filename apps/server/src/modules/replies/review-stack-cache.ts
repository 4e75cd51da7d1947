import type { MiddlewareHandler } from 'hono';
import { PLATFORMS, type TPlatform } from '@gatling/shared/api/platforms';
import type { TSessionUser } from '../../context';
import type { TDatabase } from '../../db/client';
import { listenForInvalidations } from '../../db/invalidation-channel';
import type { TLogger } from '../../lib/logger';

/** Announced by the database (migration 0014's triggers) with the user's id when a stack changes. */
export const REVIEW_STACK_CHANNEL = 'review_stack_changed';
/** How long a stack is served from memory at most; correctness rests on the announcements. */
export const REVIEW_STACK_TTL_MS = 15_000;
/** Answers kept in all, in characters (JSON, mostly ASCII: about bytes); the oldest go first. */
export const REVIEW_STACK_MAX_BYTES = 32 * 1024 * 1024;

type TEntry = { body: string; until: number };

/**
 * Which stack: every network's (absent) or one network's (GET /api/interactions/pending?platform=).
 * Each is kept on its own; a change of the user's forgets all of them.
 */
export type TStackView = TPlatform | undefined;
const VIEWS: TStackView[] = [undefined, ...PLATFORMS];
const keyOf = (userId: string, view: TStackView) => `${userId}\n${view ?? '*'}`;

export type TReviewStackCache = {
  /** Settles once changes are heard (and stacks are kept); tests wait for it. */
  ready: Promise<void>;
  /** The user's stack (of `view`) as its JSON answer, when one is kept and nothing changed since. */
  get: (userId: string, now: number, view?: TStackView) => string | null;
  /** A mark to take before reading a stack from the database, for keep(). */
  mark: () => number;
  /**
   * Keeps a stack read from the database after `mark`, unless the user's stack changed meanwhile:
   * the read may have missed that change, and the announcement came before the answer was kept.
   */
  keep: (userId: string, mark: number, body: string, now: number, view?: TStackView) => void;
  /** Forgets the user's stacks, every view, in this process (after a write of theirs, before any announcement). */
  forget: (userId: string) => void;
  close: () => Promise<void>;
};

/**
 * The review stack (GET /api/interactions/pending) is the hottest read: every swipe, every live
 * update and every open of the app asks for it, and it changes far less often. Each process keeps
 * users' answers in memory, as the bytes it sent, and forgets a user's the moment anything in it
 * may have changed:
 * - the database announces every change to a pending draft or to an outcome reading, on commit,
 *   whichever process made it (a worker drafting, another API process approving);
 * - a write through this process forgets the writer's stack before the answer goes out, so the
 *   request after a swipe never sees the card again, even before the announcement arrives;
 * - until this process listens, and after its listening connection drops, nothing is kept.
 * The TTL only bounds what no announcement covers: the source records' 30-day window moving on.
 */
export function createReviewStackCache(deps: {
  database: Pick<TDatabase, 'listen'>;
  logger: TLogger;
  ttlMs?: number;
  maxBytes?: number;
}): TReviewStackCache {
  const ttl = deps.ttlMs ?? REVIEW_STACK_TTL_MS;
  const maxBytes = deps.maxBytes ?? REVIEW_STACK_MAX_BYTES;
  const entries = new Map<string, TEntry>();
  let bytes = 0;
  // Every change heard gets the next number; a user's last one says whether a read is stale.
  let counter = 0;
  const changedAt = new Map<string, number>();
  // Marks before this are refused: changedAt was cleared (everything forgotten) after them.
  let floor = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const forget = (userId: string) => {
    for (const view of VIEWS) drop(keyOf(userId, view));
    changedAt.set(userId, ++counter);
    // Bounded: past this many users, everything in flight is refused instead of remembered.
    if (changedAt.size > 100_000) {
      changedAt.clear();
      floor = ++counter;
    }
  };
  const reset = () => {
    entries.clear();
    bytes = 0;
    changedAt.clear();
    floor = ++counter;
  };

  const channel = listenForInvalidations({
    database: deps.database,
    logger: deps.logger,
    channel: REVIEW_STACK_CHANNEL,
    what: 'review stack',
    onNotify: forget,
    reset,
  });

  return {
    ready: channel.ready,
    get: (userId, now, view) => {
      if (!channel.listening()) return null;
      const key = keyOf(userId, view);
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now) {
        drop(key);
        return null;
      }
      return entry.body;
    },
    mark: () => counter,
    keep: (userId, mark, body, now, view) => {
      if (!channel.listening() || mark < floor || (changedAt.get(userId) ?? 0) > mark) return;
      if (body.length > maxBytes) return;
      const key = keyOf(userId, view);
      drop(key);
      while (bytes + body.length > maxBytes) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      entries.set(key, { body, until: now + ttl });
      bytes += body.length;
    },
    forget,
    close: channel.close,
  };
}

/**
 * Forgets the stack of a signed-in user after each of their writes (any /api request but a read)
 * through this process, before the answer goes out: the database's announcement follows it.
 */
export function forgetAfterWrites(stacks: Pick<TReviewStackCache, 'forget'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const user = c.get('user') as TSessionUser | undefined;
    if (user) stacks.forget(user.id);
  };
}
