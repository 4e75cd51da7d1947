import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZCoreUserAddAnswer } from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, expectErrorBody, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { coreUsersKit } from '#test/kits/core-users';
import { invalidHandleDetail } from './add-core-user';
import { CONNECT_BLUESKY_FIRST_DETAIL } from './platform-access';
import { blueskyHandleFromText, isBlueskyHandle } from './usernames';

/** Bluesky core users, checked through the user's Bluesky connection against the wire fake. */
const ME = { handle: 'core-me.bsky.social', password: 'core-account', appPasswords: ['core-meap-pass-word'] };
const CAROL = {
  handle: 'carol-dev.example.co.uk',
  password: 'carol-account',
  appPasswords: ['caro-lapp-pass-word'],
  displayName: 'Carol',
};

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME, CAROL] }));
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));
const kit = coreUsersKit(t);

async function withBluesky(label: string): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME.handle, app_password: ME.appPasswords[0] },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return session;
}
const rowsOf = (session: TSession) =>
  t.database.db
    .select()
    .from(coreUsers)
    .where(and(eq(coreUsers.userId, session.user.id), eq(coreUsers.platform, 'bluesky')));

describe('a Bluesky core user', () => {
  test('is checked on Bluesky and stored with its DID, spelled as Bluesky spells it', async () => {
    const ada = await withBluesky('ada');
    const res = await kit.post(ada, '/add', { username: '@Carol-Dev.Example.co.uk', platform: 'bluesky' });
    expect(res.status, await res.clone().text()).toBe(200);
    const added = ZCoreUserAddAnswer.strict().parse(await res.json()).added_user;
    expect(added).toMatchObject({ username: CAROL.handle, display_name: 'Carol', platform: 'bluesky' });
    const [row] = await rowsOf(ada);
    expect(row?.externalUserId).toMatch(/^did:plc:/);
    expect(fake.calls).toContain('app.bsky.actor.getProfiles');

    // The same handle (any case, or as a profile link) is already there.
    const again = await kit.post(ada, '/add', {
      username: `https://bsky.app/profile/${CAROL.handle.toUpperCase()}`,
      platform: 'bluesky',
    });
    expect((await expectErrorBody(again, 409)).detail).toBe(
      `@${CAROL.handle} is already one of your core users`,
    );
    expect(await rowsOf(ada)).toHaveLength(1);
  });

  test('a handle Bluesky does not know is a 422, and nothing is stored', async () => {
    const ben = await withBluesky('ben');
    const res = await kit.post(ben, '/add', { username: 'nobody.bsky.social', platform: 'bluesky' });
    expect((await expectErrorBody(res, 422)).detail).toBe('@nobody.bsky.social is not a Bluesky account');
    expect(await rowsOf(ben)).toEqual([]);
  });

  test('without a Bluesky connection: 409 asking to connect it, nothing stored unchecked', async () => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    const res = await kit.post(cy, '/add', { username: CAROL.handle, platform: 'bluesky' });
    expect(await expectErrorBody(res, 409)).toMatchObject({ detail: CONNECT_BLUESKY_FIRST_DETAIL });
    expect(await rowsOf(cy)).toEqual([]);
  });

  test('what is not a handle is a 422 before Bluesky is asked', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    for (const typed of ['alice', 'alice_b.bsky.social', '-alice.bsky.social', 'alice.bsky.']) {
      const res = await kit.post(dee, '/add', { username: typed, platform: 'bluesky' });
      expect((await expectErrorBody(res, 422)).detail).toBe(invalidHandleDetail(typed));
    }
    expect(await rowsOf(dee)).toEqual([]);
  });
});

describe('Bluesky handles', () => {
  test('are domain names: dots and hyphens, up to 253 characters', () => {
    const label = 'a'.repeat(63);
    const longest = `${[label, label, label].join('.')}.${'b'.repeat(61)}`;
    expect(longest).toHaveLength(253);
    expect(isBlueskyHandle(longest)).toBe(true);
    expect(isBlueskyHandle(`${longest}c`)).toBe(false);
    expect(isBlueskyHandle('jay.bsky.team')).toBe(true);
    expect(isBlueskyHandle('x-y.example.com')).toBe(true);
    expect(isBlueskyHandle(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isBlueskyHandle('alice-.bsky.social')).toBe(false);
    expect(isBlueskyHandle('alice.123')).toBe(false);
  });

  test('a typed @handle or profile link means the handle', () => {
    expect(blueskyHandleFromText(' @alice.bsky.social ')).toBe('alice.bsky.social');
    expect(blueskyHandleFromText('https://bsky.app/profile/alice.bsky.social/post/3kabc')).toBe(
      'alice.bsky.social',
    );
    expect(blueskyHandleFromText('   ')).toBeNull();
  });
});
