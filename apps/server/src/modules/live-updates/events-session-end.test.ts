import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, TEST_PASSWORD, uniqueEmail, useTestApp } from '#test/harness';
import { apiProcesses, type TApiProcess } from '#test/kits/api-process';
import { openEventStream } from '#test/kits/events';
import { hashSessionToken } from '../../auth/hashed-session-tokens';
import { sessions } from '../../db/schema/auth';
import { publishEvent } from '../../event-log/publish-event';

// A live updates stream acts for its session for as long as it is open: it ends when the session
// does (signed out, revoked, the password changed, expired), in whichever API process that
// happens, within seconds (docs/decisions/0056).
const t = useTestApp();
const POSTGRES = process.env.DATABASE_URL?.trim();
/** How long a stream may outlive its session: the revocation's NOTIFY, then the stream's exit. */
const ENDS_WITHIN_MS = 5_000;

/** A second session of the user of `session` (another device), as a TSession. */
async function anotherDevice(session: TSession): Promise<TSession> {
  const token = (await t.signIn(session.user.email, TEST_PASSWORD)).token;
  if (!token) throw new Error('no second session');
  return { ...session, access_token: token };
}

/** Proves a stream still flows: an event published now reaches it. */
async function stillFlows(stream: Awaited<ReturnType<typeof openEventStream>>, session: TSession) {
  const name = `alive-${Math.random().toString(36).slice(2)}`;
  await publishEvent(t.database.db, session.user.id, { type: 'draft.created', reply_id: name });
  await stream.next('draft.created', (event) => event.reply_id === name);
  expect(stream.ended()).toBe(false);
}

/** The stored token of a session's bearer. */
const tokenHashOf = (session: TSession) =>
  hashSessionToken(decodeURIComponent(session.access_token).split('.')[0]!);

/** A guarded call with the bearer, which leaves it in the process's cache of verified bearers. */
async function verify(session: TSession) {
  expect((await t.request('/api/onboarding/status', { headers: bearer(session) })).status).toBe(200);
}

describe('a live updates stream ends with its session', () => {
  beforeAll(() => t.sessions.ready);

  test("signing out ends that session's stream; the user's other devices stream on", async () => {
    const laptop = await t.signUpAndConfirm(uniqueEmail('sign-out'));
    const phone = await anotherDevice(laptop);
    const laptopStream = await openEventStream(t, laptop);
    const phoneStream = await openEventStream(t, phone);
    expect((await t.post('/api/identity/sign-out', {}, bearer(laptop))).status).toBe(200);
    await laptopStream.endsWithin(ENDS_WITHIN_MS);
    await stillFlows(phoneStream, phone);
    await phoneStream.close();
  });

  test("signing out everywhere ends every stream of the user, and no one else's", async () => {
    const laptop = await t.signUpAndConfirm(uniqueEmail('everywhere'));
    const phone = await anotherDevice(laptop);
    const bystander = await t.signUpAndConfirm(uniqueEmail('bystander'));
    const streams = [await openEventStream(t, laptop), await openEventStream(t, phone)];
    const theirs = await openEventStream(t, bystander);
    expect((await t.post('/api/identity/revoke-sessions', {}, bearer(phone))).status).toBe(200);
    await Promise.all(streams.map((s) => s.endsWithin(ENDS_WITHIN_MS)));
    await stillFlows(theirs, bystander);
    await theirs.close();
  });

  test('changing the password ends the streams of the sessions it revokes', async () => {
    const laptop = await t.signUpAndConfirm(uniqueEmail('password'));
    const phone = await anotherDevice(laptop);
    const phoneStream = await openEventStream(t, phone);
    const laptopStream = await openEventStream(t, laptop);
    const res = await t.post(
      '/api/identity/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a different passphrase' },
      bearer(laptop),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    await phoneStream.endsWithin(ENDS_WITHIN_MS);
    // Every session of the user goes, the changing device's too (its stream with it); that device
    // streams on with the session the answer handed over.
    await laptopStream.endsWithin(ENDS_WITHIN_MS);
    const next = res.headers.get('set-auth-token');
    expect(next).toBeTruthy();
    const renewed = await openEventStream(t, { ...laptop, access_token: next! });
    await stillFlows(renewed, laptop);
    await renewed.close();
  });

  test('a session gone between the bearer check and the stream start ends the stream', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('gone'));
    await verify(session);
    // Behind the library's back, so no revocation is announced: the bearer is still served from
    // the cache, and only the stream's own look-up of its session can tell.
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenHashOf(session)));
    const stream = await openEventStream(t, session);
    await stream.endsWithin(ENDS_WITHIN_MS);
  });

  test('a stream ends when its session expires', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('expiry'));
    await verify(session);
    // The session runs out in a moment; the cached bearer lets the stream open without the auth
    // library's look-up (which would push the expiry back).
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(sessions.token, tokenHashOf(session)));
    const stream = await openEventStream(t, session);
    await stream.endsWithin(ENDS_WITHIN_MS + 2_000);
  });
});

describe.skipIf(!POSTGRES)('across API processes on one PostgreSQL', () => {
  const apis = apiProcesses(() => t);
  afterAll(() => apis.killAll());

  test('signing out through one process ends the stream open on another within seconds', async () => {
    const [one, two] = (await Promise.all([apis.start(), apis.start()])) as [TApiProcess, TApiProcess];
    const laptop = await t.signUpAndConfirm(uniqueEmail('two-processes'));
    const phone = await anotherDevice(laptop);
    const laptopStream = await openEventStream(one, laptop);
    const phoneStream = await openEventStream(one, phone);
    await stillFlows(laptopStream, laptop);

    expect((await two.post('/api/identity/sign-out', {}, bearer(laptop))).status).toBe(200);
    await laptopStream.endsWithin(ENDS_WITHIN_MS);
    await stillFlows(phoneStream, phone);

    // Revoking every session of the user through the other process ends the rest.
    expect((await two.post('/api/identity/revoke-sessions', {}, bearer(phone))).status).toBe(200);
    await phoneStream.endsWithin(ENDS_WITHIN_MS);
    const refused = await one.request('/api/events', { headers: bearer(phone) });
    expect(refused.status).toBe(401);
  });
});
