// P8's count of database round trips: a TCP relay between the API server and PostgreSQL that reads
// what the server sends (the frontend half of the PostgreSQL wire protocol) and counts each message
// that makes PostgreSQL answer and the client wait: a simple Query ('Q', e.g. BEGIN and COMMIT as
// node-postgres sends them) and a Sync ('S', which ends each extended-protocol
// Parse/Bind/Describe/Execute batch). node-postgres never pipelines, so each of these is one round
// trip. The relay also keeps the SQL text of what was parsed or queried, for the list of the
// statements of one decision.
//
// pg_stat_statements would count statements too, but it must be preloaded when PostgreSQL starts
// (shared_preload_libraries), which a benchmark cannot do to a server it shares; this relay needs
// nothing of the server. It stands only in front of a calibration server of its own, so the relay's
// extra hop never reaches the latencies measured under load.
import net from 'node:net';

/** What the server asked of PostgreSQL while a window was open. */
export type TWireWindow = {
  /** Simple queries plus Syncs: the round trips. */
  roundTrips: number;
  /** Each round trip's SQL, in order: the query text, or the parsed/bound statement's text. */
  statements: string[];
};

export type TWireCounter = {
  /** The address to give the server instead of PostgreSQL's (same user and database). */
  url: string;
  /** Starts counting (anything counted before is forgotten). */
  open: () => void;
  /** Stops counting and answers what was counted since open(). */
  close: () => TWireWindow;
  stop: () => Promise<void>;
};

/** The SSL and GSS encryption requests a client may send before its startup message. */
const ENCRYPTION_REQUESTS = new Set([80877103, 80877104]);

/** A NUL-terminated string of `buf` from `at`: its text and where the next field starts. */
function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  const stop = end < 0 ? buf.length : end;
  return [buf.toString('utf8', at, stop), stop + 1];
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Relays `databaseUrl`'s PostgreSQL on a loopback port of its own, counting as it goes. */
export async function startWireCounter(databaseUrl: string): Promise<TWireCounter> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  /** Named prepared statements' text, kept from their Parse for the Binds that reuse them later. */
  const named = new Map<string, string>();
  let counting = false;
  let window: TWireWindow = { roundTrips: 0, statements: [] };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    let pending: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    let startup = true;
    /** The statement of the extended-protocol batch being sent (shown at its Sync). */
    let batch: string[] = [];

    const read = (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (startup) {
          if (pending.length < 8) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          if (!ENCRYPTION_REQUESTS.has(code)) startup = false;
          continue;
        }
        if (pending.length < 5) return;
        const type = String.fromCharCode(pending[0]!);
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) return;
        const body = pending.subarray(5, 1 + length);
        pending = pending.subarray(1 + length);
        if (type === 'P') {
          const [name, at] = cstring(body, 0);
          const [text] = cstring(body, at);
          if (name) named.set(name, text);
          batch.push(oneLine(text));
        } else if (type === 'B') {
          const [, at] = cstring(body, 0);
          const [statement] = cstring(body, at);
          // A named statement parsed on this connection earlier: only its name travels now.
          if (statement && !batch.length)
            batch.push(`[prepared ${statement}] ${oneLine(named.get(statement) ?? '')}`);
        } else if (type === 'S' || type === 'Q') {
          if (counting) {
            window.roundTrips++;
            window.statements.push(
              type === 'Q' ? oneLine(cstring(body, 0)[0]) : batch.join(' ; ') || '(sync)',
            );
          }
          batch = [];
        }
      }
    };

    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the wire counter has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    open: () => {
      window = { roundTrips: 0, statements: [] };
      counting = true;
    },
    close: () => {
      counting = false;
      return window;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
