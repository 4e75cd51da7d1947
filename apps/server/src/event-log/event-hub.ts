import type { TDatabase } from '../db/client';
import type { TUnlisten } from '../db/listener';
import type { TLogger } from '../lib/logger';
import { EVENTS_CHANNEL } from './publish-event';

export type TSubscription = {
  /** Settles once this process listens: a read of the table after it misses nothing. */
  ready: Promise<void>;
  unsubscribe: () => void;
};

/**
 * The process's one listener on the events channel, fanning each notification out to the streams
 * of its user. A stream is only woken: it reads the table itself, so ordering, replay and catching
 * up after a lost notification are one path (docs/decisions/0026-live-events.md).
 */
export type TEventHub = {
  /** Calls `wake` whenever an event of the user may have been stored. */
  subscribe: (userId: string, wake: () => void) => TSubscription;
  /** Aborted when the hub closes: the streams end. */
  closed: AbortSignal;
  close: () => Promise<void>;
};

export function createEventHub(deps: { database: Pick<TDatabase, 'listen'>; logger: TLogger }): TEventHub {
  const byUser = new Map<string, Set<() => void>>();
  const closing = new AbortController();
  let listening: Promise<void> | null = null;
  let unlisten: TUnlisten | null = null;

  const wakeUser = (userId: string) => {
    for (const wake of byUser.get(userId) ?? []) wake();
  };
  // After a reconnect notifications may have been missed: every stream looks at the table.
  const wakeAll = () => {
    for (const userId of byUser.keys()) wakeUser(userId);
  };

  /** Starts listening with the first subscriber; the listener stays until close(). */
  const listen = (): Promise<void> => {
    listening ??= new Promise<void>((resolve, reject) => {
      deps.database
        .listen(EVENTS_CHANNEL, {
          onNotify: (payload) => wakeUser(payload.slice(0, payload.lastIndexOf(':'))),
          onListening: () => {
            resolve();
            wakeAll();
          },
          onDrop: (err) =>
            deps.logger.warn({ error: err.message }, 'live updates listener dropped: reconnecting'),
        })
        .then((stop) => {
          unlisten = stop;
          if (closing.signal.aborted) void stop();
        }, reject);
    }).catch((err: unknown) => {
      // The next subscriber tries again.
      listening = null;
      throw err;
    });
    return listening;
  };

  return {
    subscribe: (userId, wake) => {
      const wakes = byUser.get(userId) ?? new Set();
      wakes.add(wake);
      byUser.set(userId, wakes);
      return {
        ready: listen(),
        unsubscribe: () => {
          wakes.delete(wake);
          if (wakes.size === 0 && byUser.get(userId) === wakes) byUser.delete(userId);
        },
      };
    },
    closed: closing.signal,
    close: async () => {
      closing.abort();
      byUser.clear();
      await unlisten?.();
    },
  };
}
