import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAKE_BLUESKY_ACCOUNTS, startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { replies } from '../../db/schema/replies';
import { getConnectionCredentials } from '../connections/connection-credentials';
import { publishDue } from './publish-due';
import { unconfirmedDetail } from './publish-messages';

// A retry on Bluesky, through the real provider against the fake of Bluesky's wire protocol.
const [ME, ALICE] = FAKE_BLUESKY_ACCOUNTS;
const fake = openedForAll(() => startBlueskyFake());
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));

test('a Bluesky reply that went out before it failed is found by the retry, not written again', async () => {
  const session = await t.signUpAndConfirm(uniqueEmail('retry-bluesky'));
  const connected = await t.post(
    '/api/auth/bluesky',
    { identifier: ME!.handle, app_password: ME!.appPasswords[0] },
    bearer(session),
  );
  expect(connected.status, await connected.clone().text()).toBe(200);
  const target = fake.addPost(ALICE!.handle, { text: 'Which static site generator do you like?' });
  const row = await insertReply(t.database.db, session.user.id, {
    platform: 'bluesky',
    postId: target.uri,
    post: testOriginalMessage({ id: target.uri }),
    status: 'scheduled',
    delivery: 'api',
    finalText: 'Astro, for the islands.',
    reviewedAt: new Date(Date.now() - 120_000),
    scheduledAt: new Date(Date.now() - 60_000),
  });

  // An earlier attempt wrote the post, and publishing gave up without learning it had.
  const provider = t.services.platforms.get('bluesky');
  const credentials = await getConnectionCredentials(
    t.database.db,
    t.services.cipher,
    session.user.id,
    'bluesky',
  );
  const earlier = await provider.postReply(credentials!, {
    inReplyToId: target.uri,
    text: 'Astro, for the islands.',
    key: row.id,
  });
  await t.database.db
    .update(replies)
    .set({ status: 'failed', publishAttempts: 5, lastError: unconfirmedDetail(5, 'timeout', 'bluesky') })
    .where(eq(replies.id, row.id));
  const repliesToTarget = () => fake.records().filter((r) => r.reply?.parent === target.uri);
  expect(repliesToTarget()).toHaveLength(1);

  const res = await t.request(`/api/scheduled/${row.id}/retry`, { method: 'POST', headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  const callsBefore = fake.calls.length;
  expect(await publishDue(t.services, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);

  const [published] = await t.database.db.select().from(replies).where(eq(replies.id, row.id));
  expect(published).toMatchObject({ status: 'published', publishedPostId: earlier.id, lastError: null });
  expect(repliesToTarget()).toHaveLength(1);
  // It looked the post up by its key and wrote nothing.
  const since = fake.calls.slice(callsBefore);
  expect(since).toContain('com.atproto.repo.getRecord');
  expect(
    since.filter((nsid) => nsid.startsWith('com.atproto.repo.') && nsid !== 'com.atproto.repo.getRecord'),
  ).toEqual([]);
});
