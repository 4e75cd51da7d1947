import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, expectErrorBody, uniqueEmail, useTestApp, type TTestApp } from '#test/harness';
import { AUTH_RATE_RULES, RateLimiter } from './rate-limit';

const MINUTE = 60_000;
const SIGN_IN = AUTH_RATE_RULES.find((r) => r.name === 'sign-in')!;
const SEND = AUTH_RATE_RULES.find((r) => r.name === 'send')!;

describe('RateLimiter (fixed window)', () => {
  test('allows max hits per window, then answers the seconds left, then a new window starts', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 3, windowMs: MINUTE };
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('k', rule)).toEqual({ allowed: true });
    now += 20_000;
    expect(limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('other', rule)).toEqual({ allowed: true });
    now += 40_000;
    expect(limiter.hit('k', rule)).toEqual({ allowed: true });
  });

  test('never answers less than one second', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 1, windowMs: 1_000 };
    limiter.hit('k', rule);
    now = 999;
    expect(limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('AUTH_RATE_RULES', () => {
  test.each([
    ['/sign-in/email', 'sign-in'],
    ['/sign-in/email-otp', 'sign-in'],
    ['/sign-in/magic-link', 'sign-in'],
    ['/sign-in/phone-number', 'sign-in'],
    ['/sign-up/email', 'sign-up'],
    ['/request-password-reset', 'send'],
    ['/send-verification-email', 'send'],
    ['/email-otp/send-verification-otp', 'send'],
    ['/phone-number/send-otp', 'send'],
    ['/phone-number/verify', 'verify'],
    ['/reset-password', 'verify'],
  ])('%s is limited by the %s rule', (path, name) => {
    expect(AUTH_RATE_RULES.find((r) => r.match.test(path))?.name).toBe(name);
  });
});

const signIn = (t: TTestApp, email: string, ip?: string) =>
  t.post(
    '/api/identity/sign-in/email',
    { email, password: 'wrong password 123' },
    ip ? { 'x-forwarded-for': `${ip}, 10.0.0.1` } : {},
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
    // Its own app, so its own counters; the database can be shared.
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
