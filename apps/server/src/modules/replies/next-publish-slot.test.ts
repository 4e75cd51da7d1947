import { describe, expect, test } from 'vitest';
import { uniqueEmail, useTestApp } from '#test/harness';
import { insertReply } from '#test/kits/replies';
import { nextPublishSlot } from './next-publish-slot';

const t = useTestApp({ PUBLISH_DELAY_SECONDS: '30', PUBLISH_MIN_GAP_SECONDS: '90' });

const NOW = new Date('2031-03-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const newUserId = async () => (await t.signUpAndConfirm(uniqueEmail('slot'))).user.id;
const slotFor = (userId: string) =>
  t.database.db.transaction((tx) => nextPublishSlot(tx, userId, t.config, NOW));

describe('nextPublishSlot', () => {
  test('with nothing queued: PUBLISH_DELAY_SECONDS from now', async () => {
    expect(await slotFor(await newUserId())).toEqual(at(30));
  });

  test('after the latest scheduled or publishing reply, by PUBLISH_MIN_GAP_SECONDS', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, { status: 'scheduled', scheduledAt: at(200) });
    await insertReply(t.database.db, userId, { status: 'publishing', scheduledAt: at(400) });
    expect(await slotFor(userId)).toEqual(at(490));
  });

  test('a queued reply far enough back leaves the delay in force', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, { status: 'scheduled', scheduledAt: at(-120) });
    expect(await slotFor(userId)).toEqual(at(30));
  });

  test('a retry pushed back counts at its retry time', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, {
      status: 'scheduled',
      scheduledAt: at(-10),
      retryAt: at(300),
    });
    expect(await slotFor(userId)).toEqual(at(390));
  });

  test('a reply published less than the gap ago keeps the gap', async () => {
    const userId = await newUserId();
    await insertReply(t.database.db, userId, {
      status: 'published',
      scheduledAt: at(-200),
      publishedAt: at(-20),
    });
    expect(await slotFor(userId)).toEqual(at(70));
  });

  test('rejected, cancelled, failed and awaiting-intent replies, and other users, do not count', async () => {
    const userId = await newUserId();
    for (const status of ['rejected', 'cancelled', 'failed', 'awaiting_intent'] as const) {
      await insertReply(t.database.db, userId, { status, scheduledAt: at(600) });
    }
    await insertReply(t.database.db, await newUserId(), { status: 'scheduled', scheduledAt: at(600) });
    expect(await slotFor(userId)).toEqual(at(30));
  });
});
