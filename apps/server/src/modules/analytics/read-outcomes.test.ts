import { afterEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSession } from '@gatling/shared/api/session';
import { openedForAll } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { accountSnapshots, replyOutcomes } from '../../db/schema/analytics';
import { platformConnections } from '../../db/schema/connections';
import {
  PlatformDownError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import { readReplyOutcomes, readingTimes } from './read-outcomes';
import { snapshotAccounts } from './snapshot-accounts';

const app = openedForAll(openAnalyticsApp);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let posts = 0;

afterEach(async () => {
  app.script.throws = null;
  // Nothing one test leaves due is read by the next.
  await app.db.update(replyOutcomes).set({ nextReadAt: null });
});

/** A reply of `session` published at `at`, whose platform figures are `likes` likes. */
async function published(session: TSession, at: Date, likes = 1) {
  posts += 1;
  const postId = `9${Date.now()}${posts}`;
  const row = await app.reply(session, { status: 'published', publishedAt: at, publishedPostId: postId });
  const none = {
    replies: 0,
    reposts: 0,
    quotes: 0,
    impressions: 10,
    authorReplied: false,
    authorLiked: false,
  };
  app.script.figures.set(postId, { ...none, likes });
  return { row, postId };
}

const outcomeOf = async (replyId: string) =>
  (await app.db.select().from(replyOutcomes).where(eq(replyOutcomes.replyId, replyId)))[0];

describe('the outcome readings', () => {
  test('are taken about 1 h, 24 h and 7 days after publishing, then stop', async () => {
    const session = await app.subscriber();
    const t0 = new Date(Date.now() - 10 * 60_000);
    const { row, postId } = await published(session, t0, 3);

    await readReplyOutcomes(app.t.services, new Date());
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 0, likes: 0, readAt: null });
    expect((await outcomeOf(row.id))!.nextReadAt).toEqual(new Date(t0.getTime() + HOUR));

    await readReplyOutcomes(app.t.services, new Date(t0.getTime() + HOUR + 1));
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 1, likes: 3, failures: 0 });
    expect((await outcomeOf(row.id))!.nextReadAt).toEqual(new Date(t0.getTime() + DAY));

    app.script.figures.set(postId, { ...app.script.figures.get(postId)!, likes: 7, authorReplied: true });
    await readReplyOutcomes(app.t.services, new Date(t0.getTime() + DAY + 1));
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 2, likes: 7, authorReplied: true });
    expect((await outcomeOf(row.id))!.nextReadAt).toEqual(new Date(t0.getTime() + 7 * DAY));

    await readReplyOutcomes(app.t.services, new Date(t0.getTime() + 7 * DAY + 1));
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 3, nextReadAt: null });
  });

  test('a reading missed while the worker was down catches up to the right checkpoint', async () => {
    const session = await app.subscriber();
    const t0 = new Date(Date.now() - 30 * HOUR);
    const { row } = await published(session, t0);
    await readReplyOutcomes(app.t.services, new Date());
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 2, likes: 1 });
    expect((await outcomeOf(row.id))!.nextReadAt).toEqual(new Date(t0.getTime() + 7 * DAY));
  });

  test('a reply deleted on the platform keeps its last figures and is not read again', async () => {
    const session = await app.subscriber();
    const { row, postId } = await published(session, new Date(Date.now() - 2 * HOUR), 4);
    await readReplyOutcomes(app.t.services, new Date());
    app.script.figures.delete(postId);
    await readReplyOutcomes(app.t.services, new Date(Date.now() + DAY));
    expect(await outcomeOf(row.id)).toMatchObject({ gone: true, likes: 4, nextReadAt: null });
  });

  test('a rate limit pauses the readings until it lifts; nothing fails and nothing is counted', async () => {
    const session = await app.subscriber();
    const { row } = await published(session, new Date(Date.now() - 2 * HOUR));
    const resetAt = new Date(Date.now() + 15 * 60_000);
    app.script.throws = new RateLimitedError('slow down', resetAt);
    await expect(readReplyOutcomes(app.t.services, new Date())).resolves.toBeGreaterThanOrEqual(1);
    expect(await outcomeOf(row.id)).toMatchObject({
      reads: 0,
      failures: 0,
      nextReadAt: resetAt,
      leaseUntil: null,
    });

    app.script.throws = null;
    await readReplyOutcomes(app.t.services, new Date(resetAt.getTime() + 1));
    expect(await outcomeOf(row.id)).toMatchObject({ reads: 1, likes: 1 });
  });

  test('an outage backs off; a revoked account is marked for reconnecting and paused a day', async () => {
    const down = await app.subscriber();
    const a = await published(down, new Date(Date.now() - 2 * HOUR));
    app.script.throws = new PlatformDownError('503');
    const now = new Date();
    await readReplyOutcomes(app.t.services, now);
    expect(await outcomeOf(a.row.id)).toMatchObject({ reads: 0, failures: 1 });
    expect((await outcomeOf(a.row.id))!.nextReadAt).toEqual(new Date(now.getTime() + 5 * 60_000));
    await app.db.update(replyOutcomes).set({ nextReadAt: null });

    const revoked = await app.subscriber();
    const b = await published(revoked, new Date(Date.now() - 2 * HOUR));
    app.script.throws = new ReconnectNeededError('revoked');
    await readReplyOutcomes(app.t.services, now);
    expect(await outcomeOf(b.row.id)).toMatchObject({ reads: 0, failures: 0 });
    expect((await outcomeOf(b.row.id))!.nextReadAt).toEqual(new Date(now.getTime() + DAY));
    const [connection] = await app.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, revoked.user.id));
    expect(connection?.status).toBe('reconnect_needed');

    // Still revoked a day later: no platform call is made for that user.
    app.script.throws = null;
    const asked = app.script.asked.length;
    await readReplyOutcomes(app.t.services, new Date(now.getTime() + DAY + 1));
    expect(app.script.asked.length).toBe(asked);
    expect((await outcomeOf(b.row.id))!.nextReadAt).toEqual(new Date(now.getTime() + 2 * DAY + 1));
  });

  test('two workers at once read each reply once', async () => {
    const session = await app.subscriber();
    const rows = await Promise.all(
      [1, 2, 3, 4].map(() => published(session, new Date(Date.now() - 2 * HOUR))),
    );
    const asked = app.script.asked.length;
    const now = new Date();
    await Promise.all([readReplyOutcomes(app.t.services, now), readReplyOutcomes(app.t.services, now)]);
    const ids = app.script.asked
      .slice(asked)
      .flat()
      .map((q) => q.postId);
    expect(ids.sort()).toEqual(rows.map((r) => r.postId).sort());
    for (const r of rows) expect(await outcomeOf(r.row.id)).toMatchObject({ reads: 1 });
  });
});

test('unless configured, the first reading is an hour after publishing on X and 5 minutes on the sandbox', () => {
  const platforms = app.t.services.platforms;
  const config = { ...app.t.config, OUTCOME_FIRST_READ_MINUTES: undefined };
  expect(readingTimes({ config, platforms })).toEqual([5 * 60_000, DAY, 7 * DAY]);
  const liveX = { ...platforms.get('twitter'), kind: 'live' as const };
  const live = {
    ...platforms,
    get: <P extends 'twitter' | 'bluesky'>(id: P) => (id === 'twitter' ? liveX : platforms.get(id)) as never,
  };
  expect(readingTimes({ config, platforms: live })).toEqual([HOUR, DAY, 7 * DAY]);
  expect(readingTimes({ config: app.t.config, platforms })).toEqual([HOUR, DAY, 7 * DAY]);
});

describe('the daily account snapshot', () => {
  test('connecting takes the first reading, from the profile the connection read', async () => {
    const session = await app.subscriber({ keep: true });
    const rows = await app.db
      .select()
      .from(accountSnapshots)
      .where(eq(accountSnapshots.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: new Date().toISOString().slice(0, 10), platform: 'twitter' });
    await snapshotAccounts(app.t.services, new Date());
    const after = await app.db
      .select()
      .from(accountSnapshots)
      .where(eq(accountSnapshots.userId, session.user.id));
    expect(after).toEqual(rows);
  });

  test('reads each connected account once a day', async () => {
    const session = await app.subscriber();
    const now = new Date();
    expect(await snapshotAccounts(app.t.services, now)).toBeGreaterThanOrEqual(1);
    const rows = await app.db
      .select()
      .from(accountSnapshots)
      .where(eq(accountSnapshots.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: now.toISOString().slice(0, 10), platform: 'twitter' });
    expect(rows[0]!.followers).toBeGreaterThanOrEqual(0);
    expect(await snapshotAccounts(app.t.services, now)).toBe(0);
  });
});
