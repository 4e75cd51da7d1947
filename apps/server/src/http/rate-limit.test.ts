import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  expectErrorBody,
  pathOf,
  TEST_PASSWORD,
  uniqueEmail,
  useTestApp,
  type TTestApp,
} from '#test/harness';
import { rateLimitHits } from '../db/schema/rate-limits';
import { authRateRule, RateLimiter } from './rate-limit';

const MINUTE = 60_000;
const SIGN_IN = authRateRule('/sign-in/email')!;
const SEND = authRateRule('/request-password-reset')!;

describe('RateLimiter (fixed window, in the database)', () => {
  const app = useTestApp();
  let now = new Date('2030-01-01T00:00:00Z');
  const limiter = () => new RateLimiter(app.database.db, () => now);
  const rule = { max: 3, windowMs: MINUTE };

  test('allows max hits per window, then answers the seconds left, then a new window starts', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i += 1) expect(await l.hit('k', rule)).toEqual({ allowed: true });
    now = new Date(now.getTime() + 20_000);
    expect(await l.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await l.hit('other', rule)).toEqual({ allowed: true });
    now = new Date(now.getTime() + 40_000);
    expect(await l.hit('k', rule)).toEqual({ allowed: true });
  });

  test('never answers less than one second', async () => {
    const l = limiter();
    const short = { max: 1, windowMs: 1_000 };
    await l.hit('short', short);
    now = new Date(now.getTime() + 999);
    expect(await l.hit('short', short)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  test('two processes count against one window, and racing hits cannot both take the last slot', async () => {
    const [a, b] = [limiter(), limiter()];
    const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('shared', rule)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(rule.max);
  });

  test('what is limited is stored hashed, never as the address itself', async () => {
    await limiter().hit('send:addr:private@example.com', rule);
    const rows = await app.database.db.select().from(rateLimitHits);
    expect(JSON.stringify(rows)).not.toContain('private@example.com');
  });
});

describe('AUTH_RATE_RULES', () => {
  test.each([
    ['/sign-in/email', 'sign-in'],
    ['/sign-in/email-otp', 'verify'],
    ['/sign-in/magic-link', 'send'],
    ['/sign-in/phone-number', 'sign-in'],
    ['/sign-up/email', 'sign-up'],
    ['/request-password-reset', 'send'],
    ['/send-verification-email', 'send'],
    ['/email-otp/send-verification-otp', 'send'],
    ['/phone-number/send-otp', 'send'],
    ['/phone-number/verify', 'verify'],
    ['/reset-password', 'verify'],
  ])('%s is limited by the %s rule', (path, name) => {
    expect(authRateRule(path)?.name).toBe(name);
  });
});

const signIn = (t: TTestApp, email: string, ip?: string) =>
  t.post(
    '/api/identity/sign-in/email',
    { email, password: 'wrong password 123' },
    // What a proxy that appends passes on: whatever the client wrote, then the address it saw.
    ip ? { 'x-forwarded-for': `10.0.0.1, ${ip}` } : {},
  );

async function expectRateLimited(res: Response) {
  const body = await expectErrorBody(res, 429);
  expect(body).toMatchObject({
    code: 'RATE_LIMITED',
    detail: 'Too many attempts. Please wait a few minutes and try again.',
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN.address.windowMs / 1000);
}

const proxied = useTestApp({ RATE_LIMIT_DISABLED: 'false', TRUST_PROXY: 'true' });

describe('identity rate limits (behind a trusted proxy)', () => {
  let t: TTestApp;
  beforeAll(() => {
    t = proxied;
  });

  test('repeated sign-ins for one address are limited, whatever IP they come from', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < SIGN_IN.address.max; i += 1) {
      expect((await signIn(t, email, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    await expectRateLimited(await signIn(t, email, '198.51.100.200'));
    // Case and spaces do not make a new address.
    await expectRateLimited(await signIn(t, ` ${email.toUpperCase()} `, '198.51.100.201'));
    // Another address from the same IP is not affected.
    expect((await signIn(t, uniqueEmail('other'), '198.51.100.1')).status).toBe(401);
  });

  test('one IP is limited across addresses; another IP is not', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < SIGN_IN.ip.max; i += 1) {
      // Malformed bodies count too: the limit applies before any work is done.
      const res = await t.post(
        '/api/identity/sign-in/email',
        { email: uniqueEmail('ip') },
        { 'x-forwarded-for': ip },
      );
      expect(res.status).toBe(400);
    }
    await expectRateLimited(await signIn(t, uniqueEmail('ip'), ip));
    expect((await signIn(t, uniqueEmail('ip'), '203.0.113.8')).status).toBe(401);
  });

  test("a media type spelled in capitals ('Application/JSON') still counts against the address", async () => {
    const email = uniqueEmail('header-case');
    const send = (i: number) =>
      t.request('/api/identity/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'Application/JSON', 'x-forwarded-for': `192.0.3.${i}` },
        body: JSON.stringify({ email, redirectTo: '/auth' }),
      });
    for (let i = 0; i < SEND.address.max; i += 1) expect((await send(i + 1)).status).toBe(200);
    expect((await send(99)).status).toBe(429);
  });

  test('once an address is limited, no other kind of body gets its password checked', async () => {
    const email = uniqueEmail('form-body');
    // Signed up from an address of its own: the shared 'unknown' one is the next file's to count.
    const signUp = await t.post(
      '/api/identity/sign-up/email',
      { email, password: TEST_PASSWORD, name: 'form', callbackURL: '/auth' },
      { 'x-forwarded-for': '198.51.101.250' },
    );
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const link = (await t.lastMessageTo(email)).links[0]!;
    expect((await t.request(pathOf(link))).status).toBe(302);
    for (let i = 0; i < SIGN_IN.address.max; i += 1) await signIn(t, email, `198.51.101.${i + 1}`);
    await expectRateLimited(await signIn(t, email, '198.51.101.100'));

    // The sign-in library also takes forms: with the right password one signed in past the limit.
    // Only JSON is taken now, so everything taken is counted; other kinds are refused alike.
    const form = new URLSearchParams({ email, password: TEST_PASSWORD }).toString();
    const multipart = new FormData();
    multipart.set('email', email);
    multipart.set('password', TEST_PASSWORD);
    const json = JSON.stringify({ email, password: TEST_PASSWORD });
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    const bodies: [string, RequestInit][] = [
      ['a form', { headers: formType, body: form }],
      [
        'a form, its media type in capitals with a charset',
        {
          headers: { 'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8' },
          body: form,
        },
      ],
      [
        'a form naming the address twice',
        { headers: formType, body: `email=${encodeURIComponent(uniqueEmail('decoy'))}&${form}` },
      ],
      ['multipart', { body: multipart }],
      ['a +json media type', { headers: { 'content-type': 'application/merge-patch+json' }, body: json }],
      ['JSON sent as text', { headers: { 'content-type': 'text/plain' }, body: json }],
    ];
    for (const [i, [what, init]] of bodies.entries()) {
      const res = await t.request('/api/identity/sign-in/email', {
        ...init,
        method: 'POST',
        headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': `198.51.101.${150 + i}` },
      });
      expect(res.headers.get('set-auth-token'), what).toBeNull();
      expect(res.headers.get('set-cookie'), what).toBeNull();
      const body = await expectErrorBody(res, 415);
      expect(body.detail, what).toBe('Send the request body as application/json');
    }
    // JSON, however its media type is spelled, is still counted.
    const spelled = await t.request('/api/identity/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; Charset=UTF-8', 'x-forwarded-for': '198.51.101.200' },
      body: json,
    });
    await expectRateLimited(spelled);
  });

  test('a body that names a phone number and an e-mail address counts against both', async () => {
    const phoneNumber = `+1555020${String(Date.now() % 10_000).padStart(4, '0')}`;
    const send = (i: number, extra: Record<string, string> = {}) =>
      t.post(
        '/api/identity/phone-number/send-otp',
        { phoneNumber, ...extra },
        { 'x-forwarded-for': `192.0.4.${i}` },
      );
    for (let i = 0; i < SEND.address.max; i += 1) expect((await send(i + 1)).status).toBe(200);
    // A made-up e-mail address beside the number does not make the number a new address.
    expect((await send(99, { email: uniqueEmail('decoy') })).status).toBe(429);
  });

  test('bodies that cannot be read answer a 4xx with a detail, never a crash', async () => {
    const post = (i: number, type: string | null, body: NonNullable<RequestInit['body']>) =>
      t.request('/api/identity/sign-in/email', {
        method: 'POST',
        headers: { ...(type ? { 'content-type': type } : {}), 'x-forwarded-for': `198.51.102.${i}` },
        body,
      });
    const nulMultipart = new FormData();
    nulMultipart.set('email', 'a\u0000b@example.com');
    const cases: [string | null, NonNullable<RequestInit['body']>][] = [
      ['application/json', '{"email":"a\\u0000b@example.com","password":"x"}'],
      ['application/json', '{"email":"half \\ud83d of a face","password":"x"}'],
      ['application/json', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['application/json', '{"email":'],
      ['Application/X-WWW-Form-Urlencoded', 'email=a%00b%40example.com&password=x'],
      ['application/x-www-form-urlencoded', new Uint8Array([0x65, 0x3d, 0xff])],
      [null, nulMultipart],
      ['application/json', new Uint8Array([0x00])],
    ];
    for (const [i, [type, body]] of cases.entries()) {
      await expectErrorBody(await post(i + 1, type, body));
    }
  });

  test('a POST without a body still reaches the library', async () => {
    const res = await t.request('/api/identity/sign-out', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.103.1' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  test('e-mails sent to one address are limited', async () => {
    const email = uniqueEmail('reset-limited');
    for (let i = 0; i < SEND.address.max; i += 1) {
      const res = await t.post(
        '/api/identity/request-password-reset',
        { email, redirectTo: '/auth' },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
      expect(res.status).toBe(200);
    }
    const res = await t.post(
      '/api/identity/request-password-reset',
      { email, redirectTo: '/auth' },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('reading the session is not limited', async () => {
    for (let i = 0; i < SIGN_IN.ip.max + 1; i += 1) {
      expect(
        (await t.request('/api/session', { headers: { 'x-forwarded-for': '203.0.113.50' } })).status,
      ).toBe(200);
    }
  });
});

describe('identity rate limits without a trusted proxy', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // Its own app on the same database: like a second API process, it shares the counters.
    t = await createTestApp(
      { RATE_LIMIT_DISABLED: 'false', TRUST_PROXY: 'false' },
      { shareDatabaseOf: proxied },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    for (let i = 0; i < SIGN_IN.ip.max; i += 1) {
      const res = await t.post(
        '/api/identity/sign-in/email',
        { email: uniqueEmail('forged') },
        { 'x-forwarded-for': `198.18.0.${i + 1}` },
      );
      expect(res.status).toBe(400);
    }
    await expectRateLimited(await signIn(t, uniqueEmail('forged'), '198.18.1.1'));
  });
});
