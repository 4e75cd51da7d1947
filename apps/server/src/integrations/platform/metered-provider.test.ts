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
  searchRecent: async () => [testPost('1'), testPost('2'), testPost('3')],
  getUserPosts: async () => [testPost('4'), testPost('5')],
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
    await provider.searchRecent(credentials, 'ai');
    await provider.getUserPosts(credentials, '42');
    await provider.getUserPosts(credentials, '77');
    await provider.getUsersByUsernames(credentials, ['a', 'b', 'ghost']);
    await provider.getProfile(credentials);
    await provider.postReply(credentials, { inReplyToId: '1', text: 'Agreed.' });
    await provider.postReply(credentials, { inReplyToId: '1', text: 'See https://example.com' });
    await provider.getReplyOutcomes(credentials, []);
    await provider.deletePost(credentials, '9');
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
      { endpoint: 'searchRecent', resources: 3, usd: '0.015000' },
      { endpoint: 'getUserPosts', resources: 2, usd: '0.002000' },
      { endpoint: 'getUserPosts', resources: 2, usd: '0.010000' },
      { endpoint: 'getUsersByUsernames', resources: 2, usd: '0.020000' },
      { endpoint: 'getProfile', resources: 1, usd: '0.010000' },
      { endpoint: 'postReply', resources: 1, usd: '0.015000' },
      { endpoint: 'postReply', resources: 1, usd: '0.200000' },
      { endpoint: 'getReplyOutcomes', resources: 0, usd: '0.000000' },
    ]);
  });

  test('a failed call is not charged, and the failure reaches the caller unchanged', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('meter-fail'));
    const boom = new Error('platform down');
    const failing = {
      ...inner,
      searchRecent: async () => Promise.reject(boom),
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
    await expect(provider.searchRecent(credentials, 'ai')).rejects.toBe(boom);
    expect(
      await t.database.db.select().from(platformCalls).where(eq(platformCalls.userId, session.user.id)),
    ).toEqual([]);
  });
});
