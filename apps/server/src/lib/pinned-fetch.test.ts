import http from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, test } from 'vitest';
import { pinnedFetch } from './pinned-fetch';

const LOOPBACK = { address: '127.0.0.1', family: 4 as const };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: http.Server | tls.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

type TSeen = { host: string | undefined; path: string | undefined; auth: string | undefined; body: string };

/** An HTTP server that records what reached it and answers with `answer`. */
async function recorder(answer: (res: http.ServerResponse) => void) {
  const seen: TSeen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ host: req.headers.host, path: req.url, auth: req.headers.authorization, body });
      answer(res);
    });
  });
  return { seen, port: await listen(server) };
}

describe('pinnedFetch', () => {
  test('connects to the pinned address, not to what the name resolves to, and keeps the name as Host', async () => {
    const { seen, port } = await recorder((res) =>
      res.writeHead(201, { 'content-type': 'application/json', 'x-two': 'a' }).end('{"ok":true}'),
    );
    // .invalid never resolves: the request can only have arrived through the pin.
    const answer = await pinnedFetch(
      new Request(`http://pds.example.invalid:${port}/xrpc/app.bsky.actor.getProfile?actor=x`, {
        method: 'POST',
        headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
        body: JSON.stringify({ a: 1 }),
      }),
      LOOPBACK,
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-two')).toBe('a');
    expect(await answer.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        host: `pds.example.invalid:${port}`,
        path: '/xrpc/app.bsky.actor.getProfile?actor=x',
        auth: 'Bearer token-1',
        body: '{"a":1}',
      },
    ]);
  });

  test('over TLS the server name (SNI) is the host name, while the connection goes to the pin', async () => {
    const names: string[] = [];
    // No certificate: the handshake fails after the server read the name the client asked for.
    const server = tls.createServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    const port = await listen(server);
    await expect(
      pinnedFetch(new Request(`https://pds.example.invalid:${port}/xrpc/x`), LOOPBACK),
    ).rejects.toThrow();
    expect(names).toEqual(['pds.example.invalid']);
  });

  test('a redirect is answered as it is, never followed', async () => {
    const other = await recorder((res) => res.writeHead(200).end());
    const { port } = await recorder((res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${other.port}/steal` }).end(),
    );
    const answer = await pinnedFetch(new Request(`http://pds.example.invalid:${port}/`), LOOPBACK);
    expect(answer.status).toBe(302);
    expect(other.seen).toEqual([]);
  });

  test('an answer without a body (204) reads as empty', async () => {
    const { port } = await recorder((res) => res.writeHead(204).end());
    const answer = await pinnedFetch(new Request(`http://pds.example.invalid:${port}/`), LOOPBACK);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });
});
