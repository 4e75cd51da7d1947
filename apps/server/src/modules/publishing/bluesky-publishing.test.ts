import { afterEach, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZScheduledAnswer } from '@gatling/shared/api/scheduled';
import { bearer, createTestApp, openedForAll, uniqueEmail } from '#test/harness';
import { blueskyDouble, connectTestAccount, newBlueskyScript, xDouble } from '#test/kits/bluesky-double';
import { insertReply, testOriginalMessage, type TNewReply } from '#test/kits/replies';
import { replies } from '../../db/schema/replies';
import { RateLimitedError } from '../../integrations/platform/errors';
import { platformRegistry } from '../../integrations/platform/registry';
import { utcDayAround } from './daily-cap';
import { dailyCapDetail, rateLimitedDetail } from './publish-messages';
import { publishDue } from './publish-due';

const MIN = 60_000;
let posts = 0;
const GAP_MS = 90_000;

/** The publishing job with both networks as in-memory doubles, each with its own script. */
async function openApp() {
  const x = newBlueskyScript();
  const bluesky = newBlueskyScript();
  const t = await createTestApp(
    { PUBLISH_MIN_GAP_SECONDS: String(GAP_MS / 1000) },
    { platforms: () => platformRegistry({ twitter: xDouble(x), bluesky: blueskyDouble(bluesky) }) },
  );
  const db = t.database.db;

  /** A user with an X and a Bluesky account connected. */
  const user = async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('bluesky-publish'));
    await connectTestAccount(db, t.services.cipher, session.user.id, 'twitter');
    await connectTestAccount(db, t.services.cipher, session.user.id, 'bluesky');
    return session;
  };

  /** An approved reply due a minute ago (API delivery) on `platform`. */
  const due = (userId: string, platform: 'twitter' | 'bluesky', overrides: Partial<TNewReply> = {}) => {
    posts += 1;
    const postId =
      platform === 'bluesky' ? `at://did:plc:author/app.bsky.feed.post/3k${posts}` : `19000${posts}`;
    return insertReply(db, userId, {
      platform,
      postId,
      post: testOriginalMessage({ id: postId }),
      status: 'scheduled',
      delivery: 'api',
      finalText: `A ${platform} reply ${Math.random().toString(36).slice(2, 8)}`,
      reviewedAt: new Date(Date.now() - 2 * MIN),
      scheduledAt: new Date(Date.now() - MIN),
      ...overrides,
    });
  };

  const rowOf = async (id: string) => {
    const [row] = await db.select().from(replies).where(eq(replies.id, id));
    if (!row) throw new Error(`reply ${id} is gone`);
    return row;
  };

  return { t, db, x, bluesky, user, due, rowOf, close: () => t.close() };
}

const app = openedForAll(openApp);

afterEach(async () => {
  app.x.fails = {};
  app.bluesky.fails = {};
  app.x.posted.length = 0;
  app.bluesky.posted.length = 0;
  app.bluesky.calls.length = 0;
  // Nothing one test leaves waiting is claimed by the next.
  await app.db
    .update(replies)
    .set({ status: 'cancelled' })
    .where(inArray(replies.status, ['scheduled', 'publishing']));
});

describe('the Bluesky daily cap', () => {
  test('the 51st Bluesky reply of the UTC day waits for the next day; X replies and dry sends go out', async () => {
    const now = new Date();
    const { start, end: tomorrow } = utcDayAround(now);
    const session = await app.user();
    const userId = session.user.id;
    // 48 out today, and one being posted by another worker: 49 count.
    for (let i = 0; i < 48; i += 1) {
      await app.due(userId, 'bluesky', {
        status: 'published',
        publishedAt: new Date(start.getTime() + i * 1000),
      });
    }
    const inFlight = await app.due(userId, 'bluesky', {
      status: 'publishing',
      leaseUntil: new Date(now.getTime() + 10 * MIN),
    });
    // These do not count: yesterday's, a dry send of today's, and another user's.
    await app.due(userId, 'bluesky', { status: 'published', publishedAt: new Date(start.getTime() - 1000) });
    await app.due(userId, 'bluesky', { status: 'published', publishedAt: now, drySend: true });
    const other = await app.user();
    await app.due(other.user.id, 'bluesky', { status: 'published', publishedAt: now });

    const fiftieth = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() - 3 * MIN) });
    const fiftyFirst = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() - 2 * MIN) });
    const fiftySecond = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() - MIN) });
    const dry = await app.due(userId, 'bluesky', { drySend: true });
    const onX = await app.due(userId, 'twitter');
    const othersReply = await app.due(other.user.id, 'bluesky');

    const results = new Map((await publishDue(app.t.services, now)).map((r) => [r.id, r.outcome]));
    expect(results.get(fiftieth.id)).toBe('published');
    expect(results.get(fiftyFirst.id)).toBe('scheduled');
    expect(results.get(fiftySecond.id)).toBe('scheduled');
    expect(results.get(dry.id)).toBe('published');
    expect(results.get(onX.id)).toBe('published');
    expect(results.get(othersReply.id)).toBe('published');
    expect(app.bluesky.posted.map((p) => p.key).sort()).toEqual([fiftieth.id, othersReply.id].sort());
    expect(app.x.posted.map((p) => p.key)).toEqual([onX.id]);

    // Moved to the next UTC day in their order, the approval spacing apart; nothing attempted.
    const waiting = [await app.rowOf(fiftyFirst.id), await app.rowOf(fiftySecond.id)];
    expect(waiting.map((r) => r.scheduledAt?.toISOString())).toEqual([
      tomorrow.toISOString(),
      new Date(tomorrow.getTime() + GAP_MS).toISOString(),
    ]);
    for (const row of waiting) {
      expect(row).toMatchObject({
        status: 'scheduled',
        publishAttempts: 0,
        leaseUntil: null,
        retryAt: null,
        lastError: dailyCapDetail(50),
      });
    }

    // The scheduled list shows the new times, and says why.
    const res = await app.t.request('/api/scheduled?platform=bluesky', { headers: bearer(session) });
    expect(res.status).toBe(200);
    const listed = ZScheduledAnswer.parse(await res.json());
    expect(listed.find((r) => r.id === fiftyFirst.id)).toMatchObject({
      platform: 'bluesky',
      status: 'scheduled',
      scheduled_at: tomorrow.toISOString(),
      last_error: dailyCapDetail(50),
    });

    // Nothing more goes out today; the next day they do (with the other worker's row, whose lease ran
    // out). Both moments stay on their side of midnight whatever the hour the test runs at: the lease
    // of ten minutes may end after the next day's first slot.
    const laterToday = Math.min(now.getTime() + MIN, tomorrow.getTime() - 1);
    expect(await publishDue(app.t.services, new Date(laterToday))).toEqual([]);
    const leaseEnds = inFlight.leaseUntil!.getTime();
    const nextDay = await publishDue(
      app.t.services,
      new Date(Math.max(tomorrow.getTime() + GAP_MS, leaseEnds) + 1000),
    );
    expect(new Map(nextDay.map((r) => [r.id, r.outcome]))).toEqual(
      new Map([
        [inFlight.id, 'published'],
        [fiftyFirst.id, 'published'],
        [fiftySecond.id, 'published'],
      ]),
    );
  });

  test('replies moved in a later batch go after the ones already waiting for the next day', async () => {
    const now = new Date();
    const { start, end: tomorrow } = utcDayAround(now);
    const userId = (await app.user()).user.id;
    for (let i = 0; i < 50; i += 1) {
      await app.due(userId, 'bluesky', { status: 'published', publishedAt: new Date(start.getTime() + i) });
    }
    const waiting = await app.due(userId, 'bluesky', { scheduledAt: new Date(tomorrow.getTime() + 5 * MIN) });
    const over = await app.due(userId, 'bluesky');
    expect(await publishDue(app.t.services, now)).toEqual([{ id: over.id, outcome: 'scheduled' }]);
    expect((await app.rowOf(over.id)).scheduledAt?.toISOString()).toBe(
      new Date(tomorrow.getTime() + 5 * MIN + GAP_MS).toISOString(),
    );
    expect((await app.rowOf(waiting.id)).scheduledAt?.toISOString()).toBe(
      new Date(tomorrow.getTime() + 5 * MIN).toISOString(),
    );
    expect(app.bluesky.posted).toEqual([]);
  });
});

describe('a rate limit pauses one network of one user', () => {
  test("Bluesky's rate limit holds the user's Bluesky replies until the reset, not their X replies", async () => {
    const now = new Date();
    const resetAt = new Date(now.getTime() + 15 * MIN);
    const userId = (await app.user()).user.id;
    const first = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() - 2 * MIN) });
    const second = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() - MIN) });
    const queued = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() + 5 * MIN) });
    const afterReset = await app.due(userId, 'bluesky', { scheduledAt: new Date(now.getTime() + 20 * MIN) });
    const onX = await app.due(userId, 'twitter');
    app.bluesky.fails.postReply = new RateLimitedError('rate limited', resetAt);

    const results = new Map((await publishDue(app.t.services, now)).map((r) => [r.id, r.outcome]));
    expect(results).toEqual(
      new Map([
        [first.id, 'scheduled'],
        [second.id, 'scheduled'],
        [onX.id, 'published'],
      ]),
    );
    // One call met the limit; the second reply was put back without another.
    expect(app.bluesky.calls.filter((c) => c === 'postReply')).toHaveLength(1);
    expect(app.x.posted.map((p) => p.key)).toEqual([onX.id]);
    for (const id of [first.id, second.id]) {
      expect(await app.rowOf(id)).toMatchObject({
        status: 'scheduled',
        retryAt: resetAt,
        publishAttempts: 0,
      });
    }
    // The one waiting for later in the window waits for the reset too; the one after it is untouched.
    expect(await app.rowOf(second.id)).toMatchObject({ lastError: rateLimitedDetail('bluesky') });
    expect(await app.rowOf(queued.id)).toMatchObject({
      retryAt: resetAt,
      lastError: rateLimitedDetail('bluesky'),
    });
    expect(await app.rowOf(afterReset.id)).toMatchObject({ retryAt: null, lastError: null });

    // Before the reset nothing of theirs on Bluesky is claimed; X replies still go out.
    const laterOnX = await app.due(userId, 'twitter');
    expect(await publishDue(app.t.services, new Date(now.getTime() + 10 * MIN))).toEqual([
      { id: laterOnX.id, outcome: 'published' },
    ]);

    // After it, they go out in order.
    app.bluesky.fails = {};
    const out = await publishDue(app.t.services, new Date(resetAt.getTime() + 1000));
    expect(out).toEqual([
      { id: first.id, outcome: 'published' },
      { id: second.id, outcome: 'published' },
      { id: queued.id, outcome: 'published' },
    ]);
  });

  test("X's rate limit does not hold the user's Bluesky replies", async () => {
    const now = new Date();
    const userId = (await app.user()).user.id;
    const onX = await app.due(userId, 'twitter', { scheduledAt: new Date(now.getTime() - 2 * MIN) });
    const laterOnX = await app.due(userId, 'twitter', { scheduledAt: new Date(now.getTime() - MIN) });
    const onBluesky = await app.due(userId, 'bluesky');
    app.x.fails.postReply = new RateLimitedError('rate limited', new Date(now.getTime() + 15 * MIN));
    const results = new Map((await publishDue(app.t.services, now)).map((r) => [r.id, r.outcome]));
    expect(results).toEqual(
      new Map([
        [onX.id, 'scheduled'],
        [laterOnX.id, 'scheduled'],
        [onBluesky.id, 'published'],
      ]),
    );
    expect(await app.rowOf(laterOnX.id)).toMatchObject({ lastError: rateLimitedDetail('twitter') });
  });
});
