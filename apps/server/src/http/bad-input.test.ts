import { beforeAll, describe, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { API_BODY_LIMIT_BYTES } from './request-screen';
import { outboxMessages } from '../db/schema/dev-outbox';
import { users } from '../db/schema/auth';
import { bearer, expectErrorBody, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();
let session: TSession;
beforeAll(async () => {
  session = await t.signUpAndConfirm(uniqueEmail('bad-input'));
});

const SIGN_UP = '/api/identity/sign-up/email';
const SIGN_IN = '/api/identity/sign-in/email';
const raw = (
  path: string,
  body: string,
  contentType: string | null = 'application/json',
  headers: Record<string, string> = {},
) =>
  t.request(path, {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  });
const totals = async () => ({
  users: (await t.database.db.select({ n: count() }).from(users))[0]?.n,
  messages: (await t.database.db.select({ n: count() }).from(outboxMessages))[0]?.n,
});

describe('bodies over 1 MB', () => {
  const big = JSON.stringify({
    email: uniqueEmail('big'),
    password: TEST_PASSWORD,
    name: 'x'.repeat(API_BODY_LIMIT_BYTES),
  });

  test('an identity call answers 413 JSON and creates nothing', async () => {
    const before = await totals();
    const body = await expectErrorBody(await raw(SIGN_UP, big), 413);
    expect(body).toEqual({
      detail: 'The request body is too large (1 MB at most)',
      code: 'PAYLOAD_TOO_LARGE',
      request_id: expect.any(String),
    });
    expect(await totals()).toEqual(before);
  });

  test('a product call answers 413 JSON', async () => {
    const res = await raw('/api/onboarding/complete', big, 'application/json', bearer(session));
    expect((await expectErrorBody(res, 413)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a streamed body without Content-Length is cut off at the limit too', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > API_BODY_LIMIT_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await t.request(SIGN_IN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await expectErrorBody(res, 413)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('just under the limit is read normally', async () => {
    const email = uniqueEmail('under');
    const padded = JSON.stringify({
      email,
      password: TEST_PASSWORD,
      name: 'x',
      callbackURL: '/auth',
      pad: '',
    });
    const body = padded.replace(
      '"pad":""',
      `"pad":"${'y'.repeat(API_BODY_LIMIT_BYTES - padded.length - 10)}"`,
    );
    expect(body.length).toBeLessThan(API_BODY_LIMIT_BYTES);
    expect((await raw(SIGN_UP, body)).status).toBe(200);
  });
});

describe('malformed requests get a 4xx JSON answer, never a 500, and create nothing', () => {
  const cases: [string, () => Promise<Response>, number][] = [
    ['broken JSON', () => raw(SIGN_UP, '{"email":'), 400],
    ['an empty body', () => raw(SIGN_UP, ''), 400],
    ['JSON null', () => raw(SIGN_UP, 'null'), 400],
    ['a JSON array', () => raw(SIGN_UP, '[]'), 400],
    ['a JSON string', () => raw(SIGN_IN, '"hello"'), 400],
    [
      'text/plain',
      () =>
        raw(
          SIGN_UP,
          JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD, name: 'x' }),
          'text/plain',
        ),
      415,
    ],
    [
      'no content type',
      () => raw(SIGN_IN, JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }), null),
      415,
    ],
    // Identity calls take JSON only: the per-address limits read JSON (rate-limit.test.ts).
    ['a form body', () => raw(SIGN_IN, 'email=a', 'application/x-www-form-urlencoded'), 415],
    ['numbers for strings', () => raw(SIGN_IN, JSON.stringify({ email: 5, password: 6 })), 400],
    ['a GET on a POST-only identity route', () => t.request(SIGN_IN), 404],
    ['an unknown identity route', () => raw('/api/identity/does-not-exist', '{}'), 404],
  ];
  test.each(cases)('%s', async (_label, send, status) => {
    const before = await totals();
    await expectErrorBody(await send(), status);
    expect(await totals()).toEqual(before);
  });

  test('an oversized e-mail address or name does not reach the database as a 500', async () => {
    for (const body of [
      { email: `${'a'.repeat(5000)}@example.com`, password: TEST_PASSWORD },
      { email: uniqueEmail(), password: 'p'.repeat(10_000) },
    ]) {
      const res = await raw(SIGN_IN, JSON.stringify(body));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  test('an e-mail address longer than 254 characters is refused before anything is created', async () => {
    const before = await totals();
    const email = `${'a'.repeat(250)}@example.com`;
    const body = await expectErrorBody(
      await raw(SIGN_UP, JSON.stringify({ email, password: TEST_PASSWORD, name: 'x' })),
      422,
    );
    expect(body.detail).toMatch(/too long/);
    expect(await totals()).toEqual(before);
  });

  test('the refused sign-up did not leave a user or a message behind', async () => {
    const email = uniqueEmail('half');
    await expectErrorBody(await raw(SIGN_UP, JSON.stringify({ email, password: 'short', name: 'x' })), 400);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)),
    ).toHaveLength(0);
  });
});

describe('rate limiting off (the test default)', () => {
  test('repeated attempts for one address are never refused for their count', async () => {
    const email = uniqueEmail('unlimited');
    for (let i = 0; i < 12; i += 1) {
      expect((await raw(SIGN_IN, JSON.stringify({ email }))).status).toBe(400);
    }
  });
});

describe('query parameters a route does not declare', () => {
  test('are a 400 naming them; the declared ones still work', async () => {
    const get = (query: string) => t.request(`/api/sent${query}`, { headers: bearer(session) });
    expect((await get('?limit=5')).status).toBe(200);
    expect((await get('')).status).toBe(200);
    for (const query of ['?unknown=1', '?limit=5&unknown=1', '?unknown']) {
      const body = await expectErrorBody(await get(query), 400);
      expect(body, query).toMatchObject({ detail: 'Unknown query parameter: unknown', code: 'BAD_REQUEST' });
    }
    expect((await expectErrorBody(await get('?Limit=5'), 400)).detail).toBe('Unknown query parameter: Limit');
  });
});

describe('text that cannot be stored, and bodies on every route', () => {
  test('a lone surrogate deep in a body is refused naming where it is; nothing is saved', async () => {
    const res = await t.post(
      '/api/business/info',
      { competitors: [{ competitor_name: 'Half \ud83d a face' }] },
      bearer(session),
    );
    const body = await expectErrorBody(res, 400);
    expect(body.detail).toBe(
      'competitors[0].competitor_name contains a lone surrogate (a half of a character): not valid Unicode',
    );
    const info = await (await t.request('/api/business/info', { headers: bearer(session) })).json();
    expect(info).toMatchObject({ competitors: [], updated_at: null });
  });

  test('a NUL in an identity call or a sandbox form is a 400, not a 500', async () => {
    const before = await totals();
    const signUp = await raw(
      SIGN_UP,
      JSON.stringify({ email: 'nul\u0000@example.com', password: TEST_PASSWORD, name: 'n' }),
    );
    expect((await expectErrorBody(signUp, 400)).detail).toBe(
      'email contains a NUL character, which text cannot hold',
    );
    const form = await raw(
      '/sandbox/authorize',
      'oauth_token=a%00b&action=cancel',
      'application/x-www-form-urlencoded',
    );
    expect((await expectErrorBody(form, 400)).detail).toBe(
      'oauth_token contains a NUL character, which text cannot hold',
    );
    expect(await totals()).toEqual(before);
  });

  test('bytes that are not UTF-8 are refused instead of turned into U+FFFD', async () => {
    const res = await t.request('/api/users/style', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(session) },
      body: new Uint8Array([0x7b, 0x22, 0x73, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect((await expectErrorBody(res, 400)).detail).toBe('The request body is not valid UTF-8');
  });

  test('the sandbox and checkout pages take no body over 1 MB either', async () => {
    for (const path of ['/sandbox/authorize', '/billing/test-checkout/cs_test_x/complete']) {
      const res = await raw(
        path,
        `oauth_token=${'x'.repeat(API_BODY_LIMIT_BYTES + 10)}`,
        'application/x-www-form-urlencoded',
      );
      expect((await expectErrorBody(res, 413)).code, path).toBe('PAYLOAD_TOO_LARGE');
    }
  });
});
