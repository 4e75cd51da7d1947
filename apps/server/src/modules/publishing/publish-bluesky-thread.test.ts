import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAKE_BLUESKY_ACCOUNTS, startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { replies } from '../../db/schema/replies';
import { publishDue } from './publish-due';

// Publishing on Bluesky through the real provider against the fake of Bluesky's wire protocol:
// what the post looks like once written, and a thread that closed after the reply was approved.
const [ME, ALICE] = FAKE_BLUESKY_ACCOUNTS;
const fake = openedForAll(() => startBlueskyFake());
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }));

const S32 = '234567abcdefghijklmnopqrstuvwxyz';
const tidTime = (key: string) =>
  Number([...key.slice(0, 11)].reduce((n, c) => n * 32n + BigInt(S32.indexOf(c)), 0n) / 1000n);

async function connectedUser(label: string) {
  const session = await t.signUpAndConfirm(uniqueEmail(label));
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME!.handle, app_password: ME!.appPasswords[0] },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return session;
}

const approvedReply = (userId: string, target: { uri: string }, text: string, reviewedAt: Date) =>
  insertReply(t.database.db, userId, {
    platform: 'bluesky',
    postId: target.uri,
    post: testOriginalMessage({ id: target.uri }),
    status: 'scheduled',
    delivery: 'api',
    finalText: text,
    reviewedAt,
    scheduledAt: new Date(Date.now() - 60_000),
  });

const rowOf = async (id: string) => (await t.database.db.select().from(replies).where(eq(replies.id, id)))[0];

test('a thread gated after approval: the reply is failed with the reason, and nothing is written', async () => {
  const session = await connectedUser('gated');
  const target = fake.addPost(ALICE!.handle, { text: 'Which queue do you run on Postgres?' });
  const row = await approvedReply(session.user.id, target, 'pg-boss, for two years now.', new Date());
  fake.gate(target.uri, ['following']);

  expect(await publishDue(t.services, new Date())).toEqual([{ id: row.id, outcome: 'failed' }]);
  const failed = await rowOf(row.id);
  expect(failed?.lastError).toMatch(/^Bluesky refused this reply: its author lets only some accounts reply/);
  expect(failed?.lastError).toMatch(/It was not posted\.$/);
  expect(fake.records().filter((r) => r.reply?.parent === target.uri)).toEqual([]);
});

test('the post written carries the language it is in, and a key of the time it was approved', async () => {
  const session = await connectedUser('written');
  const target = fake.addPost(ALICE!.handle, { text: '¿Qué cola usáis con Postgres?', langs: ['es'] });
  const approved = new Date(Date.now() - 5 * 60_000);
  const row = await approvedReply(
    session.user.id,
    target,
    'Usamos pg-boss desde hace dos años, sin problemas.',
    approved,
  );

  expect(await publishDue(t.services, new Date())).toEqual([{ id: row.id, outcome: 'published' }]);
  const published = await rowOf(row.id);
  const record = fake.state.records.get(published?.publishedPostId ?? '');
  expect(record?.value).toMatchObject({ langs: ['es'] });
  const rkey = record?.rkey ?? '';
  expect(tidTime(rkey) - approved.getTime()).toBeGreaterThanOrEqual(0);
  expect(tidTime(rkey) - approved.getTime()).toBeLessThanOrEqual(1);
  // Sent links by the DID: a later change of handle does not break them.
  expect(published?.publishedUrl).toBe(`https://bsky.app/profile/${record?.did}/post/${rkey}`);
});
