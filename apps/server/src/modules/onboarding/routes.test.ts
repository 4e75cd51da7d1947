import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZOnboardingStatus } from '@gatling/shared/api/onboarding';
import type { TSession } from '@gatling/shared/api/session';
import { platformConnections } from '../../db/schema/connections';
import { profiles } from '../../db/schema/profiles';
import { bearer, createTestApp, expectErrorBody, uniqueEmail, type TTestApp } from '#test/harness';

let t: TTestApp;
let alice: TSession;
let bob: TSession;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUpAndConfirm(uniqueEmail('alice'));
  bob = await t.signUpAndConfirm(uniqueEmail('bob'));
});
afterAll(async () => {
  await t?.close();
});

const getStatus = async (session: TSession) => {
  const res = await t.request('/api/onboarding/status', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ZOnboardingStatus.strict().parse(await res.json());
};
const complete = (session: TSession) =>
  t.request('/api/onboarding/complete', { method: 'POST', headers: bearer(session) });
const profileOf = async (session: TSession) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, session.user.id)))[0];

describe('GET /api/onboarding/status', () => {
  test('creates the missing profiles row with its defaults', async () => {
    const carol = await t.signUpAndConfirm(uniqueEmail('carol'));
    // A user whose row is missing (e.g. removed, or created before profiles existed).
    await t.database.db.delete(profiles).where(eq(profiles.userId, carol.user.id));
    expect(await profileOf(carol)).toBeUndefined();

    expect(await getStatus(carol)).toEqual({
      onboarding_completed: false,
      is_approved: true,
      waitlist_status: 'APPROVED',
      username: carol.user.email,
      email: carol.user.email,
      avatar_url: null,
    });
    const row = await profileOf(carol);
    expect(row).toMatchObject({
      userId: carol.user.id,
      email: carol.user.email,
      username: carol.user.email,
      avatarUrl: null,
      onboardingCompleted: false,
      isApproved: true,
      waitlistStatus: 'APPROVED',
    });
    expect(row?.updatedAt).toBeInstanceOf(Date);

    // Asking again reads the same row rather than adding one.
    await getStatus(carol);
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.userId, carol.user.id)),
    ).toHaveLength(1);
  });

  test('concurrent first loads create exactly one row', async () => {
    const dave = await t.signUpAndConfirm(uniqueEmail('dave'));
    await t.database.db.delete(profiles).where(eq(profiles.userId, dave.user.id));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.request('/api/onboarding/status', { headers: bearer(dave) })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, dave.user.id))).toHaveLength(
      1,
    );
  });

  test('needs a session', async () => {
    await expectErrorBody(await t.request('/api/onboarding/status'), 401);
  });
});

describe('POST /api/onboarding/complete', () => {
  test('marks onboarding completed, only for the caller, and is idempotent', async () => {
    expect((await getStatus(alice)).onboarding_completed).toBe(false);
    const before = (await profileOf(alice))!.updatedAt;

    const first = await complete(alice);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ onboarding_completed: true });
    expect((await getStatus(alice)).onboarding_completed).toBe(true);
    expect((await profileOf(alice))!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());

    const second = await complete(alice);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ onboarding_completed: true });
    expect((await getStatus(alice)).onboarding_completed).toBe(true);

    // Bob's row is untouched.
    expect((await getStatus(bob)).onboarding_completed).toBe(false);
  });

  test('each user sees only their own row', async () => {
    const a = await getStatus(alice);
    const b = await getStatus(bob);
    expect(a.email).toBe(alice.user.email);
    expect(b.email).toBe(bob.user.email);
    expect(b.username).toBe(bob.user.email);
  });

  test('creates the row when missing, already completed', async () => {
    const erin = await t.signUpAndConfirm(uniqueEmail('erin'));
    await t.database.db.delete(profiles).where(eq(profiles.userId, erin.user.id));
    expect((await complete(erin)).status).toBe(200);
    expect(await getStatus(erin)).toMatchObject({
      onboarding_completed: true,
      is_approved: true,
      waitlist_status: 'APPROVED',
    });
  });

  test('needs no X account: a user with only Bluesky connected completes it', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    await t.database.db.insert(platformConnections).values({
      userId: fay.user.id,
      platform: 'bluesky',
      providerKind: 'live',
      externalUserId: 'did:plc:onboardingfay',
      username: 'fay.bsky.social',
      displayName: 'Fay',
      accessTokenSealed: t.services.cipher.encrypt('access'),
      accessSecretSealed: t.services.cipher.encrypt('refresh'),
    });
    const res = await complete(fay);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await getStatus(fay)).onboarding_completed).toBe(true);
  });

  test('needs a session, and GET is not a way to complete', async () => {
    await expectErrorBody(await t.request('/api/onboarding/complete', { method: 'POST' }), 401);
    await expectErrorBody(await t.request('/api/onboarding/complete', { headers: bearer(bob) }), 404);
    expect((await getStatus(bob)).onboarding_completed).toBe(false);
  });
});
