import pg from 'pg';

export type TListenHandlers = {
  /** A notification's payload, delivered when the transaction that sent it commits. */
  onNotify: (payload: string) => void;
  /**
   * The LISTEN is in place: first, and again after every reconnect. Notifications sent while the
   * connection was down are lost, so this is where a listener catches up from its table.
   */
  onListening: () => void;
  /** The connection dropped (it is reconnected); for the log. */
  onDrop?: (err: Error) => void;
};

/** Stops listening; the connection is closed. */
export type TUnlisten = () => Promise<void>;

/** Between reconnect attempts: doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/** How a channel's listening connection shows in pg_stat_activity (one per channel and process). */
export const listenerApplicationName = (channel: string) => `gatling-listen-${channel}`.slice(0, 63);

/**
 * LISTEN on one dedicated PostgreSQL connection (a pooled one would be handed to other queries
 * and lose it). When the connection drops it is opened again, with a growing pause, until stopped.
 */
export function listenOnPostgres(url: string, channel: string, handlers: TListenHandlers): TUnlisten {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: listenerApplicationName(channel),
    });
    current = client;
    let dropped = false;
    const drop = (err: Error) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (stopped) return;
      handlers.onDrop?.(err);
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    // Without an 'error' listener a connection killed by the server would end the process.
    client.on('error', drop);
    client.on('end', () => drop(new Error('the listening connection closed')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      drop(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (stopped || dropped) return;
    retryMs = RETRY_FIRST_MS;
    handlers.onListening();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners('notification');
      await client.end().catch(() => undefined);
    }
  };
}
