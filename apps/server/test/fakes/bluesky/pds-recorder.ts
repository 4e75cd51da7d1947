import http from 'node:http';
import net from 'node:net';

export type TPdsRecorder = {
  url: string;
  /** Every request that reached it: method, path and Authorization header. */
  received: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
};

/**
 * An address an account's DID document may name as its PDS, on this machine: it answers every
 * request with an empty JSON object and records it, so a test can tell whether the product sent
 * anything there (a user's bearer token above all).
 */
export async function startPdsRecorder(): Promise<TPdsRecorder> {
  const received: TPdsRecorder['received'] = [];
  const server = http.createServer((req, res) => {
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
    });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A loopback port nothing listens on (it did a moment ago). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
