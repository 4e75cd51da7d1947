import type { TDatabase } from './client';
import type { TUnlisten } from './listener';
import type { TLogger } from '../lib/logger';

/** A channel an in-process cache hears its invalidations on. */
export type TInvalidationChannel = {
  /** Settles once the channel is heard (and the cache may serve); tests wait for it. */
  ready: Promise<void>;
  /**
   * True while the channel is heard. A cache serves and stores nothing otherwise: a notification
   * sent while nobody listened is lost, and what it invalidated would be served on.
   */
  listening: () => boolean;
  close: () => Promise<void>;
};

/**
 * LISTENs on `channel` for a cache kept in memory: `onNotify` gets each payload, and `reset` is
 * called whenever something may have been missed (before listening, after the connection drops,
 * and when listening again), so the cache forgets everything and starts over.
 */
export function listenForInvalidations(deps: {
  database: Pick<TDatabase, 'listen'>;
  logger: TLogger;
  channel: string;
  /** What the cache is, for the log: 'session', 'review stack'. */
  what: string;
  onNotify: (payload: string) => void;
  reset: () => void;
}): TInvalidationChannel {
  let listening = false;
  let closed = false;
  let unlisten: TUnlisten | null = null;
  let heard = () => {};
  const ready = new Promise<void>((resolve) => (heard = resolve));

  void deps.database
    .listen(deps.channel, {
      onNotify: deps.onNotify,
      onListening: () => {
        deps.reset();
        listening = true;
        heard();
      },
      onDrop: (err) => {
        listening = false;
        deps.reset();
        deps.logger.warn({ error: err.message }, `${deps.what} invalidation listener dropped: reconnecting`);
      },
    })
    .then(
      (stop) => {
        unlisten = stop;
        if (closed) void stop();
      },
      (err: unknown) =>
        deps.logger.warn({ err }, `${deps.what} invalidations cannot be heard: nothing is cached`),
    );

  return {
    ready,
    listening: () => listening,
    close: async () => {
      closed = true;
      listening = false;
      deps.reset();
      await unlisten?.();
    },
  };
}
