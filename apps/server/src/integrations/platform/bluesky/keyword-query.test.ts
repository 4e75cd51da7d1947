import { describe, expect, test } from 'vitest';
import { MAX_ALTERNATIVES, normaliseHandle, passesExclusions, translateKeyword } from './keyword-query';

describe('a stored keyword as Bluesky searches it', () => {
  test.each([
    ['indie hacker', { queries: ['indie hacker'], exclude: [] }],
    ['"side project" lang:en -is:retweet', { queries: ['"side project"'], lang: 'en', exclude: [] }],
    ['(saas OR indie) -is:reply', { queries: ['saas', 'indie'], exclude: [], withoutReplies: true }],
    ['(saas OR indie) founder', { queries: ['saas founder', 'indie founder'], exclude: [] }],
    ['launch from:Someone', { queries: ['launch'], author: 'someone.bsky.social', exclude: [] }],
    ['launch from:dev.example.com', { queries: ['launch'], author: 'dev.example.com', exclude: [] }],
    ['from:someone -is:retweet', { queries: [], author: 'someone.bsky.social', exclude: [] }],
    ['startup -crypto -"get rich"', { queries: ['startup'], exclude: ['crypto', 'get rich'] }],
    ['#buildinpublic has:media is:verified', { queries: ['#buildinpublic'], exclude: [] }],
    ['growth url:example.com to:bob conversation_id:123', { queries: ['growth'], exclude: [] }],
    ['(a OR b OR c OR d OR e)', { queries: ['a', 'b', 'c'], exclude: [] }],
    ['pricing -(crypto OR nft)', { queries: ['pricing'], exclude: [] }],
    ['seo AND content', { queries: ['seo content'], exclude: [] }],
    ['lang:de -is:retweet', { queries: [], lang: 'de', exclude: [] }],
    ['@levelsio tips', { queries: ['levelsio tips'], exclude: [] }],
    ['facturation -is:retweet lang:fr', { queries: ['facturation'], lang: 'fr', exclude: [] }],
    ['"gestión de facturas" -is:retweet', { queries: ['"gestión de facturas"'], exclude: [] }],
    ['請求書 lang:ja', { queries: ['請求書'], lang: 'ja', exclude: [] }],
  ])('%s', (keyword, expected) => {
    expect(translateKeyword(keyword)).toEqual(expected);
  });

  test('no X operator survives into a query', () => {
    const keyword =
      '("cold email" OR outreach) lang:en -is:retweet -is:reply is:quote has:links -has:media from:x';
    const { queries } = translateKeyword(keyword);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
    for (const q of queries) expect(q).not.toMatch(/\b(is|has|lang|from):/);
  });

  test('handles: lower case, no @, a bare name on bsky.social, DIDs untouched', () => {
    expect(normaliseHandle('@Alice')).toBe('alice.bsky.social');
    expect(normaliseHandle('Dev.Example.COM')).toBe('dev.example.com');
    expect(normaliseHandle('did:plc:abc')).toBe('did:plc:abc');
  });

  test('exclusions ignore case', () => {
    expect(passesExclusions('Get RICH quick', ['get rich'])).toBe(false);
    expect(passesExclusions('Get going', ['get rich'])).toBe(true);
  });
});
