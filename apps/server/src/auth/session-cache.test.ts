import { describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';
import { sessions } from '../db/schema/auth';
import { fakeListeningDatabase } from '#test/kits/fake-listen';
import { createLogger } from '../lib/logger';
import { hashSessionToken } from './hashed-session-tokens';
import { createSessionCache } from './session-cache';

const t = useTestApp();
const status = async (app: typeof t, token: string) =>
  (await app.request('/api/onboarding/status', { headers: bearer(token) })).status;

const fakeDatabase = fakeListeningDatabase;

const ada = { id: 'u-ada', email: 'ada@example.com', image: null };
const bob = { id: 'u-bob', email: 'bob@example.com', image: null };
const logger = createLogger('silent');

describe('the session cache', () => {
  test('serves nothing until it can hear revocations, and forgets everything when it stops hearing', async () => {
    const fake = fakeDatabase();
    const cache = createSessionCache({ database: fake.database, logger, ttlMs: 1000 });
    await Promise.resolve();
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 10_000 }, 0, cache.heard());
    expect(cache.get('Bearer a', 1)).toBeNull();

    fake.listening();
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 10_000 }, 0, cache.heard());
    expect(cache.get('Bearer a', 1)).toEqual(ada);
    fake.drop();
    expect(cache.get('Bearer a', 2)).toBeNull();
    fake.listening();
    expect(cache.get('Bearer a', 3)).toBeNull();
  });

  test('an entry lives the TTL or until its session expires, whichever is first', async () => {
    const fake = fakeDatabase();
    const cache = createSessionCache({ database: fake.database, logger, ttlMs: 1000 });
    await Promise.resolve();
    fake.listening();
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 10_000 }, 0, cache.heard());
    cache.set('Bearer b', { user: bob, tokenHash: 'hb', expiresAt: 500 }, 0, cache.heard());
    expect(cache.get('Bearer a', 999)).toEqual(ada);
    expect(cache.get('Bearer a', 1000)).toBeNull();
    expect(cache.get('Bearer b', 499)).toEqual(bob);
    expect(cache.get('Bearer b', 500)).toBeNull();
  });

  test('revocations by token, by user and of everything, heard from any process', async () => {
    const fake = fakeDatabase();
    const cache = createSessionCache({ database: fake.database, logger });
    await Promise.resolve();
    fake.listening();
    const fill = () => {
      cache.set('Bearer a1', { user: ada, tokenHash: 'ha1', expiresAt: 1e12 }, 0, cache.heard());
      cache.set('Bearer a2', { user: ada, tokenHash: 'ha2', expiresAt: 1e12 }, 0, cache.heard());
      cache.set('Bearer b', { user: bob, tokenHash: 'hb', expiresAt: 1e12 }, 0, cache.heard());
    };
    const kept = () => ['Bearer a1', 'Bearer a2', 'Bearer b'].filter((k) => cache.get(k, 1));
    fill();
    fake.notify('t:ha1');
    expect(kept()).toEqual(['Bearer a2', 'Bearer b']);
    fake.notify('u:u-ada');
    expect(kept()).toEqual(['Bearer b']);
    fill();
    fake.notify('*');
    expect(kept()).toEqual([]);
    fill();
    await cache.revoke({ userId: 'u-bob' });
    expect(kept()).toEqual(['Bearer a1', 'Bearer a2']);
  });

  test('a session verified before a revocation heard since is not kept: it may be the one revoked', async () => {
    const fake = fakeDatabase();
    const cache = createSessionCache({ database: fake.database, logger });
    await Promise.resolve();
    fake.listening();
    // Verification starts (heard is read), a sign-out elsewhere is heard, the verification ends.
    const before = cache.heard();
    fake.notify('t:ha');
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 1e12 }, 0, before);
    expect(cache.get('Bearer a', 1)).toBeNull();
    // Listening again after a drop counts too: revocations may have been missed meanwhile.
    const beforeDrop = cache.heard();
    fake.drop();
    fake.listening();
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 1e12 }, 0, beforeDrop);
    expect(cache.get('Bearer a', 1)).toBeNull();
    cache.set('Bearer a', { user: ada, tokenHash: 'ha', expiresAt: 1e12 }, 0, cache.heard());
    expect(cache.get('Bearer a', 1)).toEqual(ada);
  });

  test('holds at most `max` bearers, dropping the oldest', async () => {
    const fake = fakeDatabase();
    const cache = createSessionCache({ database: fake.database, logger, max: 2 });
    await Promise.resolve();
    fake.listening();
    for (const k of ['1', '2', '3'])
      cache.set(k, { user: ada, tokenHash: k, expiresAt: 1e12 }, 0, cache.heard());
    expect([cache.get('1', 1), cache.get('2', 1), cache.get('3', 1)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('bearers answered from memory', () => {
  test('a bearer verified a moment ago needs no session lookup', async () => {
    await t.sessions.ready;
    const session = await t.signUpAndConfirm(uniqueEmail('cached'));
    expect(await status(t, session.access_token)).toBe(200);
    // The row goes behind the library's back (no product path does this): the bearer is still
    // known for the few seconds it is cached, which shows the request did not look it up.
    const token = decodeURIComponent(session.access_token).split('.')[0]!;
    await t.database.db.delete(sessions).where(eq(sessions.token, hashSessionToken(token)));
    expect(await status(t, session.access_token)).toBe(200);
  });

  test('the bearer GET /api/session answers is verified with it: the first call after asks nothing', async () => {
    await t.sessions.ready;
    const email = uniqueEmail('opened');
    await t.signUpAndConfirm(email);
    const { cookie } = await t.signIn(email, TEST_PASSWORD);
    // The app opens: the session is read with the cookie, and answered with its bearer.
    const opened = (await (await t.request('/api/session', { headers: { cookie } })).json()) as {
      session: { access_token: string };
    };
    // The row goes behind everyone's back (no product path does this): the first call still passes,
    // which shows it did not look the session up.
    const token = decodeURIComponent(opened.session.access_token).split('.')[0]!;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, hashSessionToken(token)));
    await t.database.db.delete(sessions).where(eq(sessions.token, hashSessionToken(token)));
    expect(await status(t, opened.session.access_token)).toBe(200);
    await t.database.db.insert(sessions).values(row!);
    // Signing out still ends it at once.
    expect((await t.post('/api/identity/sign-out', {}, bearer(opened.session.access_token))).status).toBe(
      200,
    );
    expect(await status(t, opened.session.access_token)).toBe(401);
  });

  test('signing out, in another process, ends the bearer at once everywhere', async () => {
    const email = uniqueEmail('two-processes');
    const laptop = await t.signUpAndConfirm(email);
    const phone = (await t.signIn(email, TEST_PASSWORD)).token!;
    const other = await createTestApp({}, { shareDatabaseOf: t });
    await Promise.all([t.sessions.ready, other.sessions.ready]);
    try {
      // Both processes have seen (and cached) both bearers.
      for (const app of [t, other]) {
        expect(await status(app, laptop.access_token)).toBe(200);
        expect(await status(app, phone)).toBe(200);
      }
      expect((await other.post('/api/identity/sign-out', {}, bearer(phone))).status).toBe(200);
      await expect.poll(() => status(t, phone)).toBe(401);
      expect(await status(other, phone)).toBe(401);
      expect(await status(t, laptop.access_token)).toBe(200);

      expect((await t.post('/api/identity/revoke-sessions', {}, bearer(laptop))).status).toBe(200);
      await expect.poll(() => status(other, laptop.access_token)).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('sessions watched for as long as a request acts for them', () => {
  /** A cache on the test database whose revocation listener the test drives by hand. */
  const watchingCache = () => {
    const fake = fakeDatabase();
    // The test database, counting the session look-ups that have answered.
    const lookups = { answered: 0 };
    const db = {
      select: (fields: never) => ({
        from: (table: never) => ({
          where: async (where: never) => {
            try {
              return await t.database.db.select(fields).from(table).where(where);
            } finally {
              lookups.answered += 1;
            }
          },
        }),
      }),
    };
    const cache = createSessionCache({ database: { ...fake.database, db: db as never }, logger });
    return { fake, cache, lookups };
  };

  test('a revocation heard by token, by user or of everything ends the matching watches only', async () => {
    const { fake, cache } = watchingCache();
    await Promise.resolve();
    fake.listening();
    const ann = await t.signUpAndConfirm(uniqueEmail('watch-ann'));
    const bob = await t.signUpAndConfirm(uniqueEmail('watch-bob'));
    const watch = (s: typeof ann) => cache.watch(`Bearer ${s.access_token}`, s.user.id);
    const [a1, a2, b] = [watch(ann), watch(ann), watch(bob)];
    const token = hashSessionToken(decodeURIComponent(ann.access_token).split('.')[0]!);
    fake.notify(`t:${token}`);
    expect([a1, a2, b].map((w) => w.ended.aborted)).toEqual([true, true, false]);
    const a3 = watch(ann);
    fake.notify(`u:${bob.user.id}`);
    expect([a3, b].map((w) => w.ended.aborted)).toEqual([false, true]);
    fake.notify('*');
    expect(a3.ended.aborted).toBe(true);
    await cache.close();
  });

  test('a session deleted while revocations could not be heard ends its watch once they can', async () => {
    const { fake, cache, lookups } = watchingCache();
    await Promise.resolve();
    fake.listening();
    const session = await t.signUpAndConfirm(uniqueEmail('watch-missed'));
    const kept = await t.signUpAndConfirm(uniqueEmail('watch-kept'));
    const watched = cache.watch(`Bearer ${session.access_token}`, session.user.id);
    const other = cache.watch(`Bearer ${kept.access_token}`, kept.user.id);
    // Each watch looks its session up when it starts.
    await vi.waitFor(() => expect(lookups.answered).toBe(2));
    // Revocations may be missed from now on: both are looked up again, and are still there.
    fake.drop();
    await vi.waitFor(() => expect(lookups.answered).toBe(4));
    expect(watched.ended.aborted).toBe(false);
    // Deleted while nobody listened: its revocation is lost.
    const token = hashSessionToken(decodeURIComponent(session.access_token).split('.')[0]!);
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect(watched.ended.aborted).toBe(false);
    fake.listening();
    // Listening again, both sessions are looked up: the deleted one's watch ends.
    await vi.waitFor(() => expect(lookups.answered).toBe(6));
    expect(watched.ended.aborted).toBe(true);
    // Looked up too, and still there: only a stop ends it.
    expect(other.ended.aborted).toBe(false);
    other.stop();
    await cache.close();
    expect(other.ended.aborted).toBe(false);
  });
});
