import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { sessions } from '../db/schema/auth';
import type { TDb } from '../db/client';
import { createLogger } from '../lib/logger';
import { bearer, TEST_PASSWORD, uniqueEmail, useTestApp, type TTestApp } from '#test/harness';
import { tokenHashOfBearer } from './hashed-session-tokens';
import { createSessionRenewal, SESSION_EXPIRES_IN_S } from './session-renewal';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = SESSION_EXPIRES_IN_S * 1000;

const t = useTestApp();

const hashOf = (session: TSession) => tokenHashOfBearer(`Bearer ${session.access_token}`)!;
const storedExpiry = async (app: TTestApp, tokenHash: string) => {
  const [row] = await app.database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, tokenHash));
  return row?.expiresAt.getTime() ?? null;
};
/** Makes a session look last renewed `days` ago, as a person back after a while. */
const lastRenewedDaysAgo = async (app: TTestApp, tokenHash: string, days: number) => {
  const expiresAt = new Date(Date.now() + LIFETIME_MS - days * DAY_MS);
  await app.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.token, tokenHash));
  return expiresAt.getTime();
};
const sessionAnswer = async (res: Response) => ((await res.json()) as { session: TSession | null }).session;
const sessionCookieOf = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.includes('session_token='));
const near = (value: number, expected: number) => expect(Math.abs(value - expected)).toBeLessThan(60_000);

describe('a person opening the app (GET /api/session, cookie)', () => {
  test('a session last renewed two days ago: the answer, the cookie and then the database say 30 days', async () => {
    const email = uniqueEmail('renew-cookie');
    await t.signUpAndConfirm(email);
    const { cookie, token } = await t.signIn(email, TEST_PASSWORD);
    const tokenHash = tokenHashOfBearer(`Bearer ${token!}`)!;
    await lastRenewedDaysAgo(t, tokenHash, 2);

    const res = await t.request('/api/session', { headers: { cookie } });
    const session = await sessionAnswer(res);
    near(session!.expires_at * 1000, Date.now() + LIFETIME_MS);
    // The cookie is sent again, same value, for the whole new lifetime: a daily user stays signed in.
    const sent = sessionCookieOf(res)!;
    expect(sent).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN_S}(;|$)`, 'i'));
    expect(sent).toMatch(/HttpOnly/i);
    expect(sent).toMatch(/SameSite=Lax/i);
    expect(sent.split(';')[0]).toBe(cookie.split('; ').find((c) => c.includes('session_token=')));

    // Written with the others due, after the answer (the batching itself: below, on a clock of its own).
    await t.renewals.flush();
    near((await storedExpiry(t, tokenHash))!, Date.now() + LIFETIME_MS);

    // Renewed today: the next opening writes nothing and sends no cookie.
    const again = await t.request('/api/session', { headers: { cookie } });
    expect(sessionCookieOf(again)).toBeUndefined();
    expect((await sessionAnswer(again))!.expires_at).toBe(
      Math.floor((await storedExpiry(t, tokenHash))! / 1000),
    );
  });

  test('a session used earlier today is left as it is', async () => {
    const email = uniqueEmail('renew-today');
    await t.signUpAndConfirm(email);
    const { cookie, token } = await t.signIn(email, TEST_PASSWORD);
    const tokenHash = tokenHashOfBearer(`Bearer ${token!}`)!;
    const before = await lastRenewedDaysAgo(t, tokenHash, 0.5);
    const res = await t.request('/api/session', { headers: { cookie } });
    expect((await sessionAnswer(res))!.expires_at).toBe(Math.floor(before / 1000));
    expect(sessionCookieOf(res)).toBeUndefined();
    await t.renewals.flush();
    expect(await storedExpiry(t, tokenHash)).toBe(before);
  });

  test('a session made without "remember me" lasts its one day and is never renewed', async () => {
    const email = uniqueEmail('renew-forget');
    await t.signUpAndConfirm(email);
    const signIn = await t.post('/api/identity/sign-in/email', {
      email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const tokenHash = tokenHashOfBearer(`Bearer ${signIn.headers.get('set-auth-token')!}`)!;
    const before = (await storedExpiry(t, tokenHash))!;
    near(before, Date.now() + DAY_MS);
    for (const headers of [
      { cookie },
      { authorization: `Bearer ${signIn.headers.get('set-auth-token')!}` },
    ]) {
      const res = await t.request('/api/session', { headers });
      expect((await sessionAnswer(res))!.expires_at).toBe(Math.floor(before / 1000));
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    await t.renewals.flush();
    expect(await storedExpiry(t, tokenHash)).toBe(before);
  });
});

describe('the product API (bearer)', () => {
  /** A bearer fresh from signing in, which no request has verified yet. */
  const freshBearer = async (label: string) => {
    const email = uniqueEmail(label);
    await t.signUpAndConfirm(email);
    const { token } = await t.signIn(email, TEST_PASSWORD);
    return token!;
  };

  test('a bearer whose session is due is renewed', async () => {
    const token = await freshBearer('renew-bearer');
    const tokenHash = tokenHashOfBearer(`Bearer ${token}`)!;
    await lastRenewedDaysAgo(t, tokenHash, 3);
    expect((await t.request('/api/onboarding/status', { headers: bearer(token) })).status).toBe(200);
    await t.renewals.flush();
    near((await storedExpiry(t, tokenHash))!, Date.now() + LIFETIME_MS);
  });
});

describe('renewals are written together', () => {
  const logger = createLogger('silent');
  const recording = () => {
    const statements: string[] = [];
    const db = {
      execute: vi.fn((query: { queryChunks?: unknown[] }) => {
        statements.push(JSON.stringify(query.queryChunks ?? query));
        return Promise.resolve([]);
      }),
    } as unknown as TDb;
    return { db, statements };
  };
  const due = (i: number, now: number) => ({
    tokenHash: `${i}`.padStart(64, '0'),
    expiresAt: now + LIFETIME_MS - 2 * DAY_MS,
    createdAt: now - 40 * DAY_MS,
  });

  test('500 sessions due within the same second are one statement, written after a second', async () => {
    vi.useFakeTimers();
    try {
      const { db, statements } = recording();
      const renewal = createSessionRenewal({ db, logger });
      const now = Date.now();
      for (let i = 0; i < 500; i++) expect(renewal.renew(due(i, now), now)).toBe(now + LIFETIME_MS);
      // The same session twice (two tabs) is one renewal.
      renewal.renew(due(7, now), now);
      expect(statements).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(statements).toHaveLength(1);
      expect(statements[0]!.match(/\\"t\\":/g)).toHaveLength(500);
      // Nothing waiting: no further statement.
      await vi.advanceTimersByTimeAsync(5_000);
      await renewal.flush();
      expect(statements).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed write loses nothing a person did: the sessions stay valid and are found due again', async () => {
    const db = { execute: vi.fn(() => Promise.reject(new Error('database away'))) } as unknown as TDb;
    const warn = vi.fn();
    const renewal = createSessionRenewal({ db, logger: { ...logger, warn } as typeof logger });
    const now = Date.now();
    renewal.renew(due(1, now), now);
    await renewal.flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(renewal.renew(due(1, now), now)).toBe(now + LIFETIME_MS);
  });

  test('a session signed out or ended before the write is not brought back', async () => {
    const out = await t.signUpAndConfirm(uniqueEmail('renew-signed-out'));
    const ended = await t.signUpAndConfirm(uniqueEmail('renew-ended'));
    const renewal = createSessionRenewal({ db: t.database.db, logger });
    const now = Date.now();
    for (const s of [out, ended]) {
      const expiresAt = await lastRenewedDaysAgo(t, hashOf(s), 5);
      expect(renewal.renew({ tokenHash: hashOf(s), expiresAt, createdAt: now - 6 * DAY_MS }, now)).toBe(
        now + LIFETIME_MS,
      );
    }
    expect((await t.post('/api/identity/sign-out', {}, bearer(out))).status).toBe(200);
    const past = new Date(now - 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: past })
      .where(eq(sessions.token, hashOf(ended)));
    await renewal.flush();
    expect(await storedExpiry(t, hashOf(out))).toBeNull();
    expect(await storedExpiry(t, hashOf(ended))).toBe(past.getTime());
    expect(await sessionAnswer(await t.request('/api/session', { headers: bearer(ended) }))).toBeNull();
  });

  test('on PostgreSQL and PGlite alike, the statement renews the sessions it names and no other', async () => {
    const a = await t.signUpAndConfirm(uniqueEmail('renew-a'));
    const b = await t.signUpAndConfirm(uniqueEmail('renew-b'));
    const bBefore = await lastRenewedDaysAgo(t, hashOf(b), 2);
    const aBefore = await lastRenewedDaysAgo(t, hashOf(a), 2);
    const renewal = createSessionRenewal({ db: t.database.db, logger });
    const now = Date.now();
    renewal.renew({ tokenHash: hashOf(a), expiresAt: aBefore, createdAt: now - 3 * DAY_MS }, now);
    await renewal.flush();
    expect(await storedExpiry(t, hashOf(a))).toBe(now + LIFETIME_MS);
    expect(await storedExpiry(t, hashOf(b))).toBe(bBefore);
  });
});
