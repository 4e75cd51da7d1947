import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TDb } from '../../db/client';
import { sandboxAccounts, sandboxPosts } from '../../db/schema/sandbox';
import { generateAccounts, NETWORK_SIZE, PERSONA_COUNT, USERNAME_PATTERN } from './generate-accounts';
import { generatePosts } from './generate';
import { createSandboxNetwork } from './network';
import { HOUR_MS } from './schedule';
import { openSandbox, T0, type TSandboxFixture } from '#test/kits/sandbox';

/** A digest of every account and post, in id order: equal digests are byte-identical networks. */
async function digest(db: TDb): Promise<{ hash: string; accounts: number; posts: number }> {
  const accounts = await db.select().from(sandboxAccounts).orderBy(asc(sandboxAccounts.id));
  const posts = await db.select().from(sandboxPosts).orderBy(asc(sandboxPosts.id));
  const hash = createHash('sha256')
    .update(JSON.stringify([accounts, posts]))
    .digest('hex');
  return { hash, accounts: accounts.length, posts: posts.length };
}

const week = (seed: string) => {
  const accounts = generateAccounts(seed);
  const origin = Math.floor((T0.getTime() - 7 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  return generatePosts({
    seed,
    accounts,
    originMs: origin,
    fromMs: origin - 1,
    toMs: T0.getTime(),
    known: new Map(),
    claimedAt: new Map(),
    summonable: [],
  });
};

describe('generator (pure)', () => {
  test('accounts: 300, valid unique usernames, English personas, long-tailed followers', () => {
    const accounts = generateAccounts('pure-seed');
    expect(accounts).toHaveLength(NETWORK_SIZE);
    const names = accounts.map((a) => a.username.toLowerCase());
    expect(new Set(names).size).toBe(NETWORK_SIZE);
    for (const a of accounts) {
      expect(a.username).toMatch(USERNAME_PATTERN);
      expect(a.avatarUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(a.topics.length).toBeGreaterThan(0);
    }
    expect(accounts.slice(0, PERSONA_COUNT).every((a) => a.lang === 'en')).toBe(true);
    const followers = accounts.map((a) => a.followers).sort((x, y) => x - y);
    expect(followers.at(-1)).toBeGreaterThan(20 * (followers[NETWORK_SIZE / 2] ?? 0));
    expect(new Set(accounts.map((a) => a.lang))).toEqual(new Set(['en', 'es', 'de', 'fr']));
  });

  test('a week of posts reads like a network: kinds, languages, media, mentions, threads', () => {
    const { posts } = week('pure-seed');
    expect(posts.length).toBeGreaterThan(3000);
    const kinds = new Set(posts.map((p) => (p.inReplyToPostId ? 'REPLY' : p.tweetType)));
    expect(kinds).toEqual(new Set(['SINGLE', 'RETWEET', 'QUOTE', 'REPLY']));
    expect(new Set(posts.map((p) => p.lang))).toEqual(new Set(['en', 'es', 'de', 'fr']));
    expect(posts.filter((p) => p.mediaUrl).length).toBeGreaterThan(100);
    expect(posts.filter((p) => p.tweetType === 'SINGLE' && /@\w/.test(p.text)).length).toBeGreaterThan(50);
    const ids = new Set(posts.map((p) => p.id));
    for (const p of posts) {
      expect(Array.from(p.text).length).toBeLessThanOrEqual(280);
      expect(p.text).not.toMatch(/\{[a-z]+\}|undefined|lorem/i);
      if (p.inReplyToPostId) expect(ids.has(p.inReplyToPostId)).toBe(true);
      if (p.tweetType === 'RETWEET') expect(p.text.startsWith('RT @')).toBe(true);
    }
    // Distinct voices: most posts are unique texts.
    expect(new Set(posts.map((p) => p.text)).size).toBeGreaterThan(posts.length * 0.8);
  });

  test('same seed → same posts; another seed → another network', () => {
    expect(JSON.stringify(week('pure-seed'))).toBe(JSON.stringify(week('pure-seed')));
    expect(week('other-seed').posts[0]?.text).not.toBe(week('pure-seed').posts[0]?.text);
    expect(generateAccounts('other-seed')[0]?.username).not.toBe(generateAccounts('pure-seed')[0]?.username);
  });
});

describe('network in the database', () => {
  // a and b share a seed, c has another; b is seeded by several concurrent first reads.
  let a: TSandboxFixture;
  let b: TSandboxFixture;
  let c: TSandboxFixture;
  let seeded: Awaited<ReturnType<typeof digest>>;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([
      openSandbox({ seed: 'alpha' }),
      openSandbox({ seed: 'alpha' }),
      openSandbox({ seed: 'beta' }),
    ]);
    const racers = [1, 2, 3].map(() => createSandboxNetwork({ db: b.db, seed: 'alpha', clock: () => T0 }));
    await Promise.all([
      a.provider.network.sync(),
      c.provider.network.sync(),
      b.provider.network.sync(),
      ...racers.map((n) => n.sync()),
    ]);
    seeded = await digest(a.db);
  });
  afterAll(() => Promise.all([a, b, c].map((s) => s?.close())));

  test('same seed → byte-identical network; different seed → different', async () => {
    expect(seeded.accounts).toBe(NETWORK_SIZE);
    expect(seeded.posts).toBeGreaterThan(3000);
    expect(await digest(b.db)).toEqual(seeded);
    expect((await digest(c.db)).hash).not.toBe(seeded.hash);
  });

  test('concurrent first reads seed once', async () => {
    const [accounts] = await b.db.select({ n: count() }).from(sandboxAccounts);
    expect(accounts?.n).toBe(NETWORK_SIZE);
    const [posts] = await b.db.select({ n: count() }).from(sandboxPosts);
    expect(posts?.n).toBe(seeded.posts);
  });

  test('advancing the clock adds posts, the same however the time is stepped', async () => {
    const later = new Date(T0.getTime() + 5 * HOUR_MS);
    await a.provider.network.advanceTo(later);
    for (const step of [1, 2, 2.5, 4, 5])
      await b.provider.network.advanceTo(new Date(T0.getTime() + step * HOUR_MS));
    const [da, db] = await Promise.all([digest(a.db), digest(b.db)]);
    expect(da.posts).toBeGreaterThan(seeded.posts);
    expect(db).toEqual(da);
    // Reads never move the network backwards.
    expect((await a.provider.network.advanceTo(T0)).getTime()).toBe(later.getTime());
  });

  test('reactions grow with age towards their base values', async () => {
    const creds = await c.connect();
    const [post] = await c.db
      .select()
      .from(sandboxPosts)
      .where(
        and(
          gt(sandboxPosts.createdAt, new Date(T0.getTime() - 3 * HOUR_MS)),
          eq(sandboxPosts.tweetType, 'SINGLE'),
        ),
      )
      .orderBy(desc(sandboxPosts.baseViews))
      .limit(1);
    if (!post) throw new Error('no recent post');
    const read = async () => {
      const since = (BigInt(post.id) - 1n).toString();
      const posts = await c.provider.getUserPosts(creds, post.authorId, { sinceId: since, max: 100 });
      const found = posts.find((p) => p.id === post.id);
      if (!found) throw new Error('post not found');
      return found.reactions;
    };
    const young = await read();
    c.clock.now = new Date(T0.getTime() + 6 * HOUR_MS);
    const older = await read();
    c.clock.now = new Date(T0.getTime() + 20 * 24 * HOUR_MS);
    const old = await read();
    expect(older.views).toBeGreaterThan(young.views);
    for (const key of ['likes', 'replies', 'retweets', 'views'] as const) {
      expect(older[key]).toBeGreaterThanOrEqual(young[key]);
      expect(old[key]).toBeGreaterThanOrEqual(older[key]);
    }
    // Saturated: weeks on, the simulated part has reached its base values.
    expect(old.likes).toBe(post.baseLikes);
    expect(old.views).toBe(post.baseViews);
  });
});
