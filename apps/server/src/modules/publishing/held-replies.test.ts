import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZScheduledReply, type TScheduledReply } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, createTestApp, openedForAll, uniqueEmail } from '#test/harness';
import { blueskyDouble, connectTestAccount, newBlueskyScript, xDouble } from '#test/kits/bluesky-double';
import { insertReply, testOriginalMessage, type TNewReply } from '#test/kits/replies';
import { replies } from '../../db/schema/replies';
import { PlatformDownError, RateLimitedError } from '../../integrations/platform/errors';
import { platformRegistry } from '../../integrations/platform/registry';
import { utcDayAround } from './daily-cap';
import { publishDue } from './publish-due';

// Why a scheduled reply waits past its time, as GET /api/scheduled says it (`held`): both networks
// are in-memory doubles, publishing runs for real, and the replies are approved through the API.
const MIN = 60_000;
const GAP_MS = 90_000;
const DELAY_MS = 30_000;
let posts = 0;

async function openApp() {
  const x = newBlueskyScript();
  const bluesky = newBlueskyScript();
  const t = await createTestApp(
    { PUBLISH_MIN_GAP_SECONDS: String(GAP_MS / 1000), PUBLISH_DELAY_SECONDS: String(DELAY_MS / 1000) },
    { platforms: () => platformRegistry({ twitter: xDouble(x), bluesky: blueskyDouble(bluesky) }) },
  );
  const db = t.database.db;

  const user = async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('held'));
    await connectTestAccount(db, t.services.cipher, session.user.id, 'twitter');
    await connectTestAccount(db, t.services.cipher, session.user.id, 'bluesky');
    return session;
  };

  /** A reply on `platform` (API delivery), approved a while ago and due a minute ago unless overridden. */
  const reply = (session: TSession, platform: 'twitter' | 'bluesky', overrides: Partial<TNewReply> = {}) => {
    posts += 1;
    const postId =
      platform === 'bluesky' ? `at://did:plc:author/app.bsky.feed.post/3h${posts}` : `18000${posts}`;
    return insertReply(db, session.user.id, {
      platform,
      postId,
      post: testOriginalMessage({ id: postId }),
      status: 'scheduled',
      delivery: 'api',
      finalText: `A ${platform} reply ${posts}`,
      reviewedAt: new Date(Date.now() - 2 * MIN),
      scheduledAt: new Date(Date.now() - MIN),
      ...overrides,
    });
  };

  /** Approves a pending draft on `platform` through the API, as the review screen does. */
  const approve = async (session: TSession, platform: 'twitter' | 'bluesky') => {
    const draft = await reply(session, platform, { status: 'pending', reviewedAt: null, scheduledAt: null });
    const res = await t.post('/api/feedback/approve', { reply_id: draft.id }, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
    return draft.id;
  };

  const list = async (session: TSession) => {
    const res = await t.request('/api/scheduled', { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZScheduledReply.strict()
      .array()
      .parse(await res.json());
  };
  const listed = async (session: TSession, id: string): Promise<TScheduledReply> => {
    const found = (await list(session)).find((r) => r.id === id);
    if (!found) throw new Error(`reply ${id} is not listed`);
    return found;
  };

  /** When the stored row is tried again. */
  const retryAtOf = async (id: string) => {
    const [row] = await db.select().from(replies).where(eq(replies.id, id));
    if (!row?.retryAt) throw new Error(`reply ${id} has no retry time`);
    return row.retryAt.toISOString();
  };

  return { t, db, x, bluesky, user, reply, approve, list, listed, retryAtOf, close: () => t.close() };
}

const app = openedForAll(openApp);

afterEach(async () => {
  app.x.fails = {};
  app.bluesky.fails = {};
  // Nothing one test leaves waiting is claimed by the next.
  await app.db
    .update(replies)
    .set({ status: 'cancelled' })
    .where(inArray(replies.status, ['scheduled', 'publishing']));
});

const iso = (at: Date | number) => new Date(at).toISOString();

describe('a held reply says why it waits, and until when', () => {
  test('Bluesky not answering: platform_down until the next attempt', async () => {
    const session = await app.user();
    const row = await app.reply(session, 'bluesky');
    app.bluesky.fails.postReply = new PlatformDownError('Bluesky answered 503 (InternalServerError)');
    const now = new Date();
    expect(await publishDue(app.t.services, now)).toEqual([{ id: row.id, outcome: 'scheduled' }]);

    const shown = await app.listed(session, row.id);
    expect(shown.status).toBe('scheduled');
    const until = await app.retryAtOf(row.id);
    expect(Date.parse(until) - now.getTime()).toBeGreaterThanOrEqual(30_000);
    expect(shown.held).toEqual({
      kind: 'platform_down',
      platform: 'bluesky',
      until,
      cap: null,
      queued: false,
    });
    expect(shown.last_error).toMatch(/^Bluesky is not answering \(attempt 1: Bluesky answered 503/);
  });

  test('a failure of another kind: retrying, until the next attempt', async () => {
    const session = await app.user();
    const row = await app.reply(session, 'twitter');
    app.x.fails.postReply = new Error('socket hang up');
    const now = new Date();
    await publishDue(app.t.services, now);
    expect((await app.listed(session, row.id)).held).toEqual({
      kind: 'retrying',
      platform: 'twitter',
      until: await app.retryAtOf(row.id),
      cap: null,
      queued: false,
    });
  });

  test("X's 429: rate_limited until the reset, for the reply that met it and the ones queued before it", async () => {
    const session = await app.user();
    const now = new Date();
    const resetAt = new Date(now.getTime() + 20 * MIN);
    const met = await app.reply(session, 'twitter');
    const queued = await app.reply(session, 'twitter', { scheduledAt: new Date(now.getTime() + 5 * MIN) });
    const onBluesky = await app.reply(session, 'bluesky', { scheduledAt: new Date(now.getTime() + 5 * MIN) });
    app.x.fails.postReply = new RateLimitedError('Too Many Requests', resetAt);
    await publishDue(app.t.services, now);

    const held = { kind: 'rate_limited', platform: 'twitter', until: iso(resetAt), cap: null, queued: false };
    expect((await app.listed(session, met.id)).held).toEqual(held);
    expect((await app.listed(session, queued.id)).held).toEqual(held);
    // Bluesky is not limited: that one simply waits for its time.
    expect((await app.listed(session, onBluesky.id)).held).toBeNull();
  });

  test('a reply approved behind a rate-limited one says it waits for it, with its own time', async () => {
    const session = await app.user();
    const now = new Date();
    const resetAt = new Date(now.getTime() + 20 * MIN);
    await app.reply(session, 'twitter');
    app.x.fails.postReply = new RateLimitedError('Too Many Requests', resetAt);
    await publishDue(app.t.services, now);

    const id = await app.approve(session, 'bluesky');
    const shown = await app.listed(session, id);
    expect(shown.scheduled_at).toBe(iso(resetAt.getTime() + GAP_MS));
    expect(shown.held).toEqual({
      kind: 'rate_limited',
      platform: 'twitter',
      until: shown.scheduled_at,
      cap: null,
      queued: true,
    });
  });

  test('replies that simply wait their turn are not held', async () => {
    const session = await app.user();
    const first = await app.approve(session, 'twitter');
    const second = await app.approve(session, 'bluesky');
    const later = await app.reply(session, 'twitter', { scheduledAt: new Date(Date.now() + 60 * MIN) });
    const failed = await app.reply(session, 'twitter', { status: 'failed', lastError: 'X refused it' });
    const shown = await app.list(session);
    expect(shown.map((r) => [r.id, r.held])).toEqual(
      expect.arrayContaining([
        [first, null],
        [second, null],
        [later.id, null],
        [failed.id, null],
      ]),
    );
  });
});

describe("Bluesky's daily cap", () => {
  // The cap counts a UTC day, and approvals here go through the API at the server's time: the
  // clock is set to noon of the day, so that no slot crosses midnight whatever hour the tests run.
  beforeEach(() => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A user whose 50 Bluesky replies of today's UTC day are out. */
  async function capReached() {
    const session = await app.user();
    const { start } = utcDayAround(new Date());
    for (let i = 0; i < 50; i += 1) {
      await app.reply(session, 'bluesky', {
        status: 'published',
        publishedAt: new Date(start.getTime() + i),
      });
    }
    return session;
  }

  test('a reply moved to tomorrow says so, until its time tomorrow', async () => {
    const session = await capReached();
    const row = await app.reply(session, 'bluesky');
    const now = new Date();
    const { end: tomorrow } = utcDayAround(now);
    expect(await publishDue(app.t.services, now)).toEqual([{ id: row.id, outcome: 'scheduled' }]);
    expect((await app.listed(session, row.id)).held).toEqual({
      kind: 'daily_cap',
      platform: 'bluesky',
      until: iso(tomorrow),
      cap: 50,
      queued: false,
    });
  });

  test('a new approval past the cap says at once that it goes out tomorrow, and why', async () => {
    const session = await capReached();
    const { end: tomorrow } = utcDayAround(new Date());
    const first = await app.approve(session, 'bluesky');
    const shown = await app.listed(session, first);
    // Its slot is today; publishing will move it to tomorrow's first slot, and the card says so now.
    expect(new Date(shown.scheduled_at).getTime()).toBeLessThan(tomorrow.getTime());
    expect(shown.held).toEqual({
      kind: 'daily_cap',
      platform: 'bluesky',
      until: iso(tomorrow),
      cap: 50,
      queued: false,
    });
    const second = await app.approve(session, 'bluesky');
    expect((await app.listed(session, second)).held?.until).toBe(iso(tomorrow.getTime() + GAP_MS));

    // Moved by publishing, they keep saying it, at the times they were moved to.
    await publishDue(app.t.services, new Date(Date.now() + DELAY_MS + GAP_MS + 1000));
    expect((await app.listed(session, first)).scheduled_at).toBe(iso(tomorrow));
    expect((await app.listed(session, second)).held).toMatchObject({
      kind: 'daily_cap',
      until: iso(tomorrow.getTime() + GAP_MS),
      queued: false,
    });
  });

  test('an approval queued behind replies the cap moved to tomorrow says it waits for them', async () => {
    const session = await capReached();
    const { end: tomorrow } = utcDayAround(new Date());
    const moved = await app.reply(session, 'bluesky');
    await publishDue(app.t.services, new Date());
    expect((await app.listed(session, moved.id)).scheduled_at).toBe(iso(tomorrow));

    // An X reply approved now: the user's queue puts it after the moved one, tomorrow.
    const onX = await app.approve(session, 'twitter');
    const shownX = await app.listed(session, onX);
    expect(shownX.scheduled_at).toBe(iso(tomorrow.getTime() + GAP_MS));
    expect(shownX.held).toEqual({
      kind: 'daily_cap',
      platform: 'bluesky',
      until: shownX.scheduled_at,
      cap: 50,
      queued: true,
    });
    // A Bluesky one approved after it is over today's cap itself.
    const onBluesky = await app.approve(session, 'bluesky');
    const shownBluesky = await app.listed(session, onBluesky);
    expect(shownBluesky.scheduled_at).toBe(iso(tomorrow.getTime() + 2 * GAP_MS));
    expect(shownBluesky.held).toMatchObject({
      kind: 'daily_cap',
      queued: false,
      until: shownBluesky.scheduled_at,
    });
  });

  test('below the cap nothing is held, and dry sends and X replies never count', async () => {
    const session = await app.user();
    const { start } = utcDayAround(new Date());
    for (let i = 0; i < 49; i += 1) {
      await app.reply(session, 'bluesky', {
        status: 'published',
        publishedAt: new Date(start.getTime() + i),
      });
    }
    const last = await app.reply(session, 'bluesky');
    const dry = await app.reply(session, 'bluesky', { drySend: true });
    const onX = await app.reply(session, 'twitter');
    const over = await app.reply(session, 'bluesky', { scheduledAt: new Date(Date.now() + MIN) });
    const shown = new Map((await app.list(session)).map((r) => [r.id, r.held]));
    expect(shown.get(last.id)).toBeNull();
    expect(shown.get(dry.id)).toBeNull();
    expect(shown.get(onX.id)).toBeNull();
    expect(shown.get(over.id)).toMatchObject({ kind: 'daily_cap', cap: 50 });
  });
});
