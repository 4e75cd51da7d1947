import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BadInputError } from '../../integrations/platform/errors';
import type { TCredentials, TPlatformPost } from '../../integrations/platform/types';
import { insertTestAccount, insertTestPost, openSandbox, type TSandboxFixture } from '#test/kits/sandbox';

let s: TSandboxFixture;
let creds: TCredentials;
const p: Record<string, string> = {};

beforeAll(async () => {
  s = await openSandbox();
  creds = await s.connect();
  const alpha = await insertTestAccount(s.db, 'zq_alpha');
  const beta = await insertTestAccount(s.db, 'ZQ_Beta');
  const post = (
    key: string,
    input: Omit<Parameters<typeof insertTestPost>[1], 'authorId'> & { by: string },
  ) => insertTestPost(s.db, { ...input, authorId: input.by }).then((id) => (p[key] = id));
  await post('old', { by: alpha, text: 'Zorblax ancient history', minutesAgo: 8 * 24 * 60 });
  await post('p1', { by: alpha, text: 'Zorblax pricing launch today! #zqtag', minutesAgo: 300 });
  await post('p2', { by: beta, text: 'zorblax is great, cc @zq_alpha', minutesAgo: 240 });
  await post('p3', {
    by: alpha,
    text: 'RT @ZQ_Beta: zorblax is great, cc @zq_alpha',
    minutesAgo: 200,
    tweetType: 'RETWEET',
    referencedPostId: p.p2,
  });
  await post('p4', {
    by: beta,
    text: 'Zorblax fans, read this',
    minutesAgo: 180,
    tweetType: 'QUOTE',
    referencedPostId: p.p1,
  });
  await post('p5', {
    by: beta,
    text: '@zq_alpha a zorblax question',
    minutesAgo: 120,
    inReplyToPostId: p.p1,
  });
  await post('p6', { by: alpha, text: 'Zorblax en español, por fin', minutesAgo: 90, lang: 'es' });
  await post('p7', { by: alpha, text: 'The zorblaxing phrase is here', minutesAgo: 60 });
  await post('p8', {
    by: beta,
    text: 'Quarterly ZORBLAX report',
    minutesAgo: 30,
    mediaUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  });
  await post('gone', { by: beta, text: 'zorblax deleted', minutesAgo: 20, deleted: true });
});
afterAll(() => s.close());

const search = (query: string, options?: { sinceId?: string; max?: number }) =>
  s.provider.searchRecent(creds, query, { max: 100, ...options });
const keys = (posts: TPlatformPost[]) =>
  posts.map((post) => Object.keys(p).find((k) => p[k] === post.id) ?? post.id);

describe('searchRecent operators', () => {
  test('a bare word matches whole words, any case, newest first, within 7 days, deleted excluded', async () => {
    const posts = await search('zorblax');
    expect(keys(posts)).toEqual(['p8', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(keys(await search('ZORBLAX'))).toEqual(keys(posts));
    expect(keys(await search('zorblaxing'))).toEqual(['p7']);
  });

  test('several words must all match', async () => {
    expect(keys(await search('zorblax pricing'))).toEqual(['p1']);
    expect(keys(await search('zorblax pricing nothing'))).toEqual([]);
  });

  test('quoted phrases match the words in order', async () => {
    expect(keys(await search('"pricing launch"'))).toEqual(['p1']);
    expect(keys(await search('"launch pricing"'))).toEqual([]);
  });

  test('is:retweet, is:quote, is:reply and their negations', async () => {
    expect(keys(await search('zorblax is:retweet'))).toEqual(['p3']);
    expect(keys(await search('zorblax is:reply'))).toEqual(['p5']);
    expect(keys(await search('zorblax -is:retweet -is:reply'))).toEqual(['p8', 'p6', 'p4', 'p2', 'p1']);
    const quotes = await search('zorblax is:quote');
    expect(keys(quotes)).toEqual(['p4']);
    expect(quotes[0]?.tweet_type).toBe('QUOTE');
    expect(quotes[0]?.original?.id).toBe(p.p1);
  });

  test('from:, @mention, #hashtag, lang:, has:media and -word', async () => {
    expect(keys(await search('zorblax from:ZQ_ALPHA'))).toEqual(['p6', 'p3', 'p1']);
    expect(keys(await search('@ZQ_alpha'))).toEqual(['p5', 'p3', 'p2']);
    expect(keys(await search('#zqtag'))).toEqual(['p1']);
    expect(keys(await search('zorblax lang:es'))).toEqual(['p6']);
    expect(keys(await search('español'))).toEqual(['p6']);
    expect(keys(await search('españo'))).toEqual([]);
    expect(keys(await search('zorblax has:media'))).toEqual(['p8']);
    expect(keys(await search('zorblax -great -fans'))).toEqual(['p8', 'p6', 'p5', 'p1']);
  });

  test('OR, parentheses and negated groups combine', async () => {
    expect(keys(await search('(zorblax OR zorblaxing) from:zq_alpha -is:retweet'))).toEqual([
      'p7',
      'p6',
      'p1',
    ]);
    expect(keys(await search('(zorblax OR zorblaxing) -from:zq_alpha'))).toEqual(['p8', 'p5', 'p4', 'p2']);
    expect(keys(await search('zorblaxing OR pricing launch'))).toEqual(['p7', 'p1']);
    expect(keys(await search('zorblax -(is:retweet OR is:quote OR is:reply) -lang:es'))).toEqual([
      'p8',
      'p2',
      'p1',
    ]);
  });

  test('since_id returns only newer posts; max caps the page', async () => {
    expect(keys(await search('zorblax', { sinceId: p.p4 }))).toEqual(['p8', 'p6', 'p5']);
    expect(keys(await search('zorblax', { max: 10 }))).toHaveLength(7);
    expect(keys(await search('zorblax', { sinceId: '1' }))).toHaveLength(7);
  });

  test('posts carry authors, reactions, mentions and urls', async () => {
    const [reply] = await search('zorblax is:reply');
    expect(reply).toMatchObject({
      author: { username: 'ZQ_Beta' },
      mentions: ['zq_alpha'],
      in_reply_to_id: p.p1,
      conversation_id: p.p1,
      url: `http://localhost:3000/sandbox/ZQ_Beta/status/${p.p5}`,
    });
  });

  test('the generated network answers everyday queries', async () => {
    const posts = await search('pricing OR churn OR onboarding', { max: 50 });
    expect(posts.length).toBeGreaterThan(10);
    for (const post of posts) expect(post.text).toMatch(/\b(pricing|churn|onboarding)\b/i);
    const ids = posts.map((post) => BigInt(post.id));
    expect([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(ids);
  });

  test.each([
    ['', 'empty'],
    ['(zorblax', 'never closed'],
    ['zorblax)', 'no matching'],
    ['-is:retweet', 'at least one keyword'],
  ])('an invalid query %j is a BadInputError', async (query, message) => {
    await expect(search(query)).rejects.toThrow(BadInputError);
    await expect(search(query)).rejects.toThrow(message);
  });

  test('page sizes and since_id are checked like X does', async () => {
    await expect(search('zorblax', { max: 9 })).rejects.toThrow(BadInputError);
    await expect(search('zorblax', { max: 101 })).rejects.toThrow(BadInputError);
    await expect(search('zorblax', { sinceId: 'abc' })).rejects.toThrow(BadInputError);
    await expect(s.provider.searchRecent(creds, 'zorblax')).resolves.toHaveLength(7);
  });
});

describe('searchKeyword', () => {
  test('a stored keyword is searched as X’s provider sends it: grouped, original posts only', async () => {
    // The OR stays inside the keyword: the exclusions apply to both sides.
    const posts = await s.provider.searchKeyword(creds, 'zorblaxing OR "pricing launch"', { max: 100 });
    expect(keys(posts)).toEqual(['p7', 'p1']);
    expect(keys(await s.provider.searchKeyword(creds, 'zorblax', { max: 100 }))).toEqual([
      'p8',
      'p6',
      'p4',
      'p2',
      'p1',
    ]);
    expect(s.provider.cursorAfter(p.p2!, posts[0]!)).toBe(p.p7);
    expect(s.provider.cursorAfter(p.p8!, posts[0]!)).toBe(p.p8);
  });
});
