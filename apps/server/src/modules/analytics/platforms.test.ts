import { afterEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ANALYTICS_CSV_COLUMNS } from '@gatling/shared/api/analytics';
import type { TSession } from '@gatling/shared/api/session';
import { expectErrorBody, openedForAll } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { accountSnapshots, platformCalls, replyOutcomes } from '../../db/schema/analytics';
import { platformConnections } from '../../db/schema/connections';
import { RateLimitedError } from '../../integrations/platform/errors';
import { readReplyOutcomes } from './read-outcomes';
import { snapshotAccounts } from './snapshot-accounts';

const app = openedForAll(openAnalyticsApp);
const HOUR = 60 * 60_000;
let posts = 0;

afterEach(async () => {
  app.script.throws = null;
  app.bluesky.fails = {};
  // Nothing one test leaves due is read by the next.
  await app.db.update(replyOutcomes).set({ nextReadAt: null });
});

const figures = (likes: number, impressions: number | null) => ({
  likes,
  replies: 1,
  reposts: 0,
  quotes: 0,
  impressions,
  authorReplied: false,
  authorLiked: false,
});

/**
 * A subscriber with X and Bluesky connected; one reply published on each network more than a day
 * ago (by the clock, not the calendar: at 07:00 UTC 'yesterday at 10:00' is not yet 24 hours old).
 */
async function onBothNetworks() {
  const session = await app.subscriber();
  const bsky = await app.connectBluesky(session);
  posts += 1;
  const xPost = `8${Date.now()}${posts}`;
  const bskyPost = `at://${bsky.did}/app.bsky.feed.post/3k${posts}`;
  const onX = await app.reply(session, {
    platform: 'twitter',
    postId: `70${posts}`,
    status: 'published',
    publishedAt: new Date(Date.now() - 26 * HOUR),
    publishedPostId: xPost,
    publishedUrl: `https://x.com/me/status/${xPost}`,
  });
  const onBluesky = await app.reply(session, {
    platform: 'bluesky',
    postId: `at://did:plc:author/app.bsky.feed.post/3j${posts}`,
    status: 'published',
    publishedAt: new Date(Date.now() - 25 * HOUR),
    publishedPostId: bskyPost,
    publishedUrl: `https://bsky.app/profile/${bsky.handle}/post/3k${posts}`,
  });
  app.script.figures.set(xPost, figures(4, 100));
  // Bluesky gives no impressions.
  app.bluesky.figures.set(bskyPost, figures(7, null));
  return { session, bsky, onX, onBluesky, xPost, bskyPost };
}

const outcomeOf = async (replyId: string) =>
  (await app.db.select().from(replyOutcomes).where(eq(replyOutcomes.replyId, replyId)))[0];

describe("outcomes are read from each reply's own network", () => {
  test('a Bluesky reply is read from Bluesky with the Bluesky account, an X reply from X', async () => {
    const { session, bsky, onX, onBluesky, xPost, bskyPost } = await onBothNetworks();
    const xAsked = app.script.asked.length;
    const bskyAsked = app.bluesky.asked.length;
    await readReplyOutcomes(app.t.services, new Date());
    expect(
      app.script.asked
        .slice(xAsked)
        .flat()
        .map((q) => q.postId),
    ).toContain(xPost);
    expect(
      app.script.asked
        .slice(xAsked)
        .flat()
        .map((q) => q.postId),
    ).not.toContain(bskyPost);
    const askedOfBluesky = app.bluesky.asked.slice(bskyAsked).flat();
    expect(askedOfBluesky.map((q) => q.postId)).toEqual([bskyPost]);
    expect(askedOfBluesky[0]!.inReplyTo.postId).toBe(onBluesky.postId);
    expect(await outcomeOf(onBluesky.id)).toMatchObject({ likes: 7, impressions: null, reads: 2 });
    expect(await outcomeOf(onX.id)).toMatchObject({ likes: 4, impressions: 100, reads: 2 });
    expect(bsky.did).toMatch(/^did:plc:/);

    // Each reply says its network; the filter narrows to one; every network is summed without it.
    const all = await app.repliesOf(session, '?range=7d&sort=likes');
    expect(all.replies.map((r) => [r.id, r.platform, r.likes])).toEqual([
      [onBluesky.id, 'bluesky', 7],
      [onX.id, 'twitter', 4],
    ]);
    const bluesky = await app.repliesOf(session, '?range=7d&platform=bluesky');
    expect(bluesky.replies.map((r) => r.id)).toEqual([onBluesky.id]);
    expect(bluesky.replies[0]!.reply_url).toMatch(/^https:\/\/bsky\.app\/profile\//);
    const summary = await app.summary(session, '?range=7d');
    expect(summary.funnel.published).toBe(2);
    expect(summary.engagement).toMatchObject({ likes: 11, replies: 2, impressions: 100 });
    const onlyX = await app.summary(session, '?range=7d&platform=twitter');
    expect(onlyX.funnel.published).toBe(1);
    expect(onlyX.engagement).toMatchObject({ likes: 4, impressions: 100 });
    const onlyBluesky = await app.summary(session, '?range=7d&platform=bluesky');
    expect(onlyBluesky.engagement).toMatchObject({ likes: 7, impressions: 0, engagement_rate: 0 });
  });

  test("a Bluesky rate limit pauses the user's Bluesky readings only", async () => {
    const { onX, onBluesky } = await onBothNetworks();
    const resetAt = new Date(Date.now() + 2 * HOUR);
    app.bluesky.fails.getReplyOutcomes = new RateLimitedError('rate limited', resetAt);
    await readReplyOutcomes(app.t.services, new Date());
    expect(await outcomeOf(onX.id)).toMatchObject({ likes: 4, reads: 2 });
    expect(await outcomeOf(onBluesky.id)).toMatchObject({ reads: 0, nextReadAt: resetAt, failures: 0 });
  });
});

describe('the summary across networks', () => {
  test('costs sum every network at its own prices; followers sum each network’s own readings', async () => {
    const session = await app.subscriber();
    const userId = session.user.id;
    const yesterday = app.dayAt(-1, 12);
    await app.db.insert(platformCalls).values([
      {
        userId,
        platform: 'twitter',
        providerKind: 'live',
        endpoint: 'postReply',
        resources: 1,
        costUsd: '0.015',
        createdAt: yesterday,
      },
      {
        userId,
        platform: 'twitter',
        providerKind: 'live',
        endpoint: 'searchRecent',
        resources: 10,
        costUsd: '0.05',
        createdAt: yesterday,
      },
      {
        userId,
        platform: 'bluesky',
        providerKind: 'live',
        endpoint: 'postReply',
        resources: 1,
        costUsd: '0',
        createdAt: yesterday,
      },
    ]);
    // X read all week; Bluesky connected three days ago.
    for (let d = -6; d <= 0; d += 1) await app.snapshot(session, app.dayAt(d), 100 + (d + 6) * 2);
    for (let d = -2; d <= 0; d += 1) await app.snapshot(session, app.dayAt(d), 40 + (d + 2) * 5, 'bluesky');

    const all = await app.summary(session, '?range=7d');
    expect(all.costs.platform_usd).toBe(0.065);
    // X 100 → 112, Bluesky 40 → 50: the day Bluesky was connected is not growth.
    expect(all.followers).toEqual({ start: 140, end: 162, change: 22 });
    expect(all.by_day.at(-1)).toMatchObject({ followers: 162, platform_usd: 0 });
    expect(all.by_day.at(-2)).toMatchObject({ followers: 110 + 45, platform_usd: 0.065 });
    expect(all.by_day[0]).toMatchObject({ followers: 100 });

    const bluesky = await app.summary(session, '?range=7d&platform=bluesky');
    expect(bluesky.costs.platform_usd).toBe(0);
    expect(bluesky.followers).toEqual({ start: 40, end: 50, change: 10 });
    const x = await app.summary(session, '?range=7d&platform=twitter');
    expect(x.costs.platform_usd).toBe(0.065);
    expect(x.followers).toEqual({ start: 100, end: 112, change: 12 });
  });

  test('the CSV names each reply’s network', async () => {
    const { session, onX, onBluesky } = await onBothNetworks();
    const res = await app.get(session, '/replies?range=7d&format=csv&sort=recent');
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n');
    const column = ANALYTICS_CSV_COLUMNS.indexOf('platform');
    expect(lines[0]!.split(',')[column]).toBe('platform');
    expect(lines[1]!.split(',')[column]).toBe('bluesky');
    expect(lines[2]!.split(',')[column]).toBe('twitter');
    expect(lines[1]).toContain(onBluesky.publishedUrl!);
    expect(lines[2]).toContain(onX.publishedUrl!);
    const only = await app.get(session, '/replies?range=7d&format=csv&platform=twitter');
    expect((await only.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  test('an unknown platform is a 400 naming it', async () => {
    const session: TSession = await app.subscriber();
    for (const path of [
      '/summary?platform=mastodon',
      '/replies?platform=x',
      '/replies?format=csv&platform=',
    ]) {
      const body = await expectErrorBody(await app.get(session, path), 400);
      expect(body.detail, path).toMatch(/^platform: /);
    }
  });
});

describe('the daily follower snapshot of every connected network', () => {
  test('reads X and Bluesky each once a day; a Bluesky rate limit leaves X read', async () => {
    const session = await app.subscriber();
    const { did } = await app.connectBluesky(session);
    app.bluesky.followers.set(did, 321);
    const now = new Date();
    const mine = () =>
      app.db.select().from(accountSnapshots).where(eq(accountSnapshots.userId, session.user.id));

    app.bluesky.fails.getProfile = new RateLimitedError('rate limited', new Date(Date.now() + HOUR));
    await snapshotAccounts(app.t.services, now);
    expect((await mine()).map((s) => s.platform)).toEqual(['twitter']);

    app.bluesky.fails = {};
    await snapshotAccounts(app.t.services, now);
    const rows = await mine();
    expect(rows.map((s) => s.platform).sort()).toEqual(['bluesky', 'twitter']);
    expect(rows.find((s) => s.platform === 'bluesky')).toMatchObject({ followers: 321, following: 3 });
    expect(await snapshotAccounts(app.t.services, now)).toBe(0);

    // A Bluesky account in need of reconnecting is not read.
    await app.db.delete(accountSnapshots).where(eq(accountSnapshots.userId, session.user.id));
    await app.db
      .update(platformConnections)
      .set({ status: 'reconnect_needed' })
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')),
      );
    await snapshotAccounts(app.t.services, now);
    expect((await mine()).map((s) => s.platform)).toEqual(['twitter']);
  });
});
