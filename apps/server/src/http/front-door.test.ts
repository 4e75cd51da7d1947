import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../lib/logger';
import { useTestApp } from '#test/harness';
import { frontDoor, requestIds } from './front-door';
import { SECURITY_HEADERS } from './security-headers';

const t = useTestApp();

/** The app served by Node as main.ts serves it, on a free port. */
let server: ServerType;
let base = '';
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw header lines of an answer, to see a header written twice (fetch would join them). */
async function rawHeaders(path: string, init?: RequestInit): Promise<{ status: number; lines: string[] }> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  const lines: string[] = [];
  res.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return { status: res.status, lines };
}

describe('served by Node', () => {
  test('every kind of answer carries each security header once, and a request id', async () => {
    const answers = [
      await rawHeaders('/healthz'),
      await rawHeaders('/api/onboarding/status'),
      await rawHeaders('/api/no-such-route'),
      // Built by the auth library, outside the framework.
      await rawHeaders('/api/identity/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'x@example.com', password: 'not-the-password' }),
      }),
      await rawHeaders('/api/identity/verify-email?token=bogus&callbackURL=%2Fauth'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 401, 302]);
    for (const { lines } of answers) {
      for (const [name, value] of SECURITY_HEADERS) {
        // fetch joins repeated headers with ", ": exactly the value means written once.
        expect(lines).toContain(`${name}: ${value}`);
      }
      expect(lines.find((l) => l.startsWith('x-request-id: '))).toMatch(/^x-request-id: [\w-]{8,}$/);
    }
  });

  test("a header the handler sets itself replaces the default, and the caller's request id is kept", async () => {
    const { lines } = await rawHeaders('/readyz', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(lines).toContain('cache-control: no-store');
    expect(lines).toContain('x-request-id: proxy-abc-123');
    const odd = await rawHeaders('/healthz', { headers: { 'x-request-id': 'not allowed!' } });
    expect(odd.lines.find((l) => l.startsWith('x-request-id: '))).not.toContain('not allowed');
  });
});

describe('frontDoor', () => {
  test("an answer's own header wins over the default, under app.request() as under Node", async () => {
    const app = new Hono();
    app.use('*', frontDoor({ logger: createLogger('silent'), lateFor: () => false }));
    app.get('/framed', (c) => c.text('ok', 200, { 'x-frame-options': 'DENY' }));
    const res = await app.request('/framed');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('request ids are unique in a process and across processes', () => {
    const one = requestIds();
    const other = requestIds();
    const ids = new Set([...Array.from({ length: 1000 }, one), ...Array.from({ length: 1000 }, other)]);
    expect(ids.size).toBe(2000);
  });
});
