/**
 * A pass-through HTTP proxy in front of the PDS that can act as an exhausted write limit: while
 * armed, every record write (com.atproto.repo.createRecord / putRecord / applyWrites /
 * deleteRecord) is answered 429 exactly as the PDS answers one, with its ratelimit-* headers, and
 * never reaches the PDS. Everything else passes through untouched.
 *
 * Why a proxy rather than the PDS's own limits: its write limits are per account per hour and day
 * (thousands of points), so exhausting one means thousands of writes, and its reset is an hour
 * away, beyond any test. connect-rate-limit in the journey test checks the answer here has the
 * real one's shape (a real createSession limit, exhausted).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const WRITES = new Set([
  'com.atproto.repo.createRecord',
  'com.atproto.repo.putRecord',
  'com.atproto.repo.applyWrites',
  'com.atproto.repo.deleteRecord',
]);

export type TRateLimitProxy = {
  url: string;
  /** Refuses every write until `resetAt` (whole seconds, as the header carries it). */
  refuseWritesUntil(resetAt: Date): void;
  /** Writes answered 429 / passed on to the PDS, since the proxy started. */
  refused: string[];
  forwarded: string[];
  close(): Promise<void>;
};

export async function startRateLimitProxy(target: string): Promise<TRateLimitProxy> {
  const upstream = new URL(target);
  let refuseUntilSeconds = 0;
  const refused: string[] = [];
  const forwarded: string[] = [];

  const server = http.createServer((req, res) => {
    const nsid = /^\/xrpc\/([^?]+)/.exec(req.url ?? '')?.[1] ?? '';
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (WRITES.has(nsid) && nowSeconds < refuseUntilSeconds) {
      refused.push(nsid);
      req.resume();
      res.writeHead(429, {
        'content-type': 'application/json; charset=utf-8',
        'ratelimit-limit': '5000',
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(refuseUntilSeconds),
        'ratelimit-policy': '5000;w=3600',
      });
      res.end(JSON.stringify({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }));
      return;
    }
    if (WRITES.has(nsid)) forwarded.push(nsid);
    const headers = { ...req.headers, host: upstream.host };
    const onward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'BadGateway', message: err.message }));
    });
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    refuseWritesUntil: (resetAt) => {
      refuseUntilSeconds = Math.ceil(resetAt.getTime() / 1000);
    },
    refused,
    forwarded,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
