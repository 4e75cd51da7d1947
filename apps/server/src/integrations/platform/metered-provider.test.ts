import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { uniqueEmail, useTestApp } from '#test/harness';
import { testPost } from '#test/kits/platform-posts';
import { platformCalls } from '../../db/schema/analytics';
import { createLogger } from '../../lib/logger';
import { meteredProvider, platformPrices } from './metered-provider';
import type { PlatformProvider, TCredentials, TPlatformProfile } from './types';

const t = useTestApp();

const profile: TPlatformProfile = {
  id: '42',
  username: 'me',
  name: 'Me',
  avatar_url: null,
  followers: 10,
  following: 5,
  description: null,
};

/** A provider answering fixed results: what is metered depends only on what comes back. */
const inner = {
  id: 'twitter',
  kind: 'sandbox',
  searchKeyword: async () => [testPost('1'), testPost('2'), testPost('3')],
  getUserPosts: async () => [testPost('4'), testPost('5')],
  // Reads the account's posts through `this`, as the timeline platforms do.
  async findOwnReplies(this: PlatformProvider, credentials: TCredentials) {
    const [first] = await this.getUserPosts(credentials, credentials.userId);
    return [first ?? null];
  },
  cursorAfter: (_current: string | null, post: { id: string }) => post.id,
  getUsersByUsernames: async () => ({ found: [profile, profile], missing: ['ghost'] }),
  getProfile: async () => profile,
  postReply: async () => ({ id: '9', url: 'https://x.com/me/status/9' }),
  deletePost: async () => undefined,
  getReplyOutcomes: async () => ({ found: [], missing: ['7'] }),
  intentUrl: () => 'https://x.com/intent',
} as unknown as PlatformProvider;

describe('metered platform calls', () => {
  test('each billable call is charged at the configured prices to the user the credentials belong to', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('meter'));
    const db = t.database.db;
    const provider = meteredProvider(inner, {
      db,
      logger: createLogger('silent'),
      prices: platformPrices(t.config),
    });
    const credentials: TCredentials = {
      accessToken: 'a',
      accessSecret: 's',
      userId: '42',
      username: 'me',
      meterAs: session.user.id,
    };
    await provider.searchKeyword(credentials, 'ai');
    await provider.getUserPosts(credentials, '42');
    await provider.getUserPosts(credentials, '77');
    await provider.getUsersByUsernames(credentials, ['a', 'b', 'ghost']);
    await provider.getProfile(credentials);
    await provider.postReply(credentials, { inReplyToId: '1', text: 'Agreed.', key: 'r1' });
    await provider.postReply(credentials, { inReplyToId: '1', text: 'See https://example.com', key: 'r2' });
    await provider.getReplyOutcomes(credentials, []);
    await provider.deletePost(credentials, '9');
    // Charged as the read it makes, once.
    expect(
      await provider.findOwnReplies(credentials, [{ targetIds: ['1'], text: 'x', key: 'r1' }]),
    ).toMatchObject([{ id: '4' }]);
    expect(provider.cursorAfter(null, testPost('8'))).toBe('8');
    // Without a product user behind them (the connect flow) calls are not metered.
    await provider.getProfile({ ...credentials, meterAs: undefined });
    expect(provider.intentUrl('1', 'x')).toBe('https://x.com/intent');

    const rows = await db
      .select({
        endpoint: platformCalls.endpoint,
        resources: platformCalls.resources,
        usd: platformCalls.costUsd,
      })
      .from(platformCalls)
      .where(eq(platformCalls.userId, session.user.id))
      .orderBy(platformCalls.id);
    expect(rows).toEqual([
      { endpoint: 'searchKeyword', resources: 3, usd: '0.015000' },
      { endpoint: 'getUserPosts', resources: 2, usd: '0.002000' },
      { endpoint: 'getUserPosts', resources: 2, usd: '0.010000' },
      { endpoint: 'getUsersByUsernames', resources: 2, usd: '0.020000' },
      { endpoint: 'getProfile', resources: 1, usd: '0.010000' },
      { endpoint: 'postReply', resources: 1, usd: '0.015000' },
      { endpoint: 'postReply', resources: 1, usd: '0.200000' },
      { endpoint: 'getReplyOutcomes', resources: 0, usd: '0.000000' },
      { endpoint: 'getUserPosts', resources: 2, usd: '0.002000' },
    ]);
  });

  test("a Bluesky call is recorded at no cost; X's prices stay X's", async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('meter-bsky'));
    const deps = { db: t.database.db, logger: createLogger('silent'), prices: platformPrices(t.config) };
    const bluesky = meteredProvider({ ...inner, id: 'bluesky', kind: 'live' } as PlatformProvider, deps);
    const x = meteredProvider(inner, deps);
    const credentials = {
      accessToken: 'a',
      accessSecret: 's',
      userId: 'did:plc:me',
      username: 'me.bsky.social',
    };
    const meterAs = { ...credentials, meterAs: session.user.id };
    await bluesky.searchKeyword(meterAs, 'ai');
    await bluesky.postReply(meterAs, { inReplyToId: 'at://p', text: 'See https://example.com', key: 'r' });
    await x.searchKeyword(meterAs, 'ai');
    const rows = await t.database.db
      .select({
        platform: platformCalls.platform,
        endpoint: platformCalls.endpoint,
        resources: platformCalls.resources,
        usd: platformCalls.costUsd,
      })
      .from(platformCalls)
      .where(eq(platformCalls.userId, session.user.id))
      .orderBy(platformCalls.id);
    expect(rows).toEqual([
      { platform: 'bluesky', endpoint: 'searchKeyword', resources: 3, usd: '0.000000' },
      { platform: 'bluesky', endpoint: 'postReply', resources: 1, usd: '0.000000' },
      { platform: 'twitter', endpoint: 'searchKeyword', resources: 3, usd: '0.015000' },
    ]);
  });

  test('a failed call is not charged, and the failure reaches the caller unchanged', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('meter-fail'));
    const boom = new Error('platform down');
    const failing = {
      ...inner,
      searchKeyword: async () => Promise.reject(boom),
    } as unknown as PlatformProvider;
    const provider = meteredProvider(failing, {
      db: t.database.db,
      logger: createLogger('silent'),
      prices: platformPrices(t.config),
    });
    const credentials = {
      accessToken: 'a',
      accessSecret: 's',
      userId: '1',
      username: 'x',
      meterAs: session.user.id,
    };
    await expect(provider.searchKeyword(credentials, 'ai')).rejects.toBe(boom);
    expect(
      await t.database.db.select().from(platformCalls).where(eq(platformCalls.userId, session.user.id)),
    ).toEqual([]);
  });
});
