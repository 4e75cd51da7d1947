import { describe, expect, test } from 'vitest';
import type { TPlatformId, TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import { postKey } from './handled-post-ids';
import type { TFoundPost } from './read-sources';
import {
  chooseForDrafting,
  LIFT_FACTOR,
  replyTarget,
  selectCandidates,
  SINK_FACTOR,
  sourceFactor,
} from './select-candidates';
import { sourceKey, type TSourceRecord } from './source-record';
import { testPost, testPostBase } from '#test/kits/platform-posts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const base = (id: string, overrides: Partial<TPlatformPostBase> = {}) =>
  testPostBase(id, { created_at: minutesAgo(10), ...overrides });
const post = (id: string, overrides: Partial<TPlatformPost> = {}) =>
  testPost(id, { created_at: minutesAgo(10), ...overrides });
const keywordOn =
  (platform: TPlatformId) =>
  (p: TPlatformPost): TFoundPost => ({
    post: p,
    source: { kind: 'keyword', value: 'kw' },
    platform,
  });
const keyword = keywordOn('twitter');
const core = (p: TPlatformPost): TFoundPost => ({
  post: p,
  source: { kind: 'core_user', value: 'carol' },
  platform: 'twitter',
});
const OWN = { twitter: '900', bluesky: 'did:plc:me' };
const select = (found: TFoundPost[], handled: string[] = []) =>
  selectCandidates(found, {
    ownUserIds: OWN,
    now: NOW,
    handled: new Set(handled.map((id) => postKey('twitter', id))),
  }).map((c) => [c.post.id, c.source.kind]);

describe('selectCandidates', () => {
  test('keeps fresh posts of others, core users first, then newest first', () => {
    expect(select([keyword(post('101')), keyword(post('103')), core(post('102'))])).toEqual([
      ['102', 'core_user'],
      ['103', 'keyword'],
      ['101', 'keyword'],
    ]);
  });

  test('drops own posts, replies, posts older than three days and handled ones', () => {
    const own = post('201', { author: { id: '900', username: 'me', name: 'Me', avatar_url: null } });
    const reply = post('202', { in_reply_to_id: '150' });
    const old = post('203', { created_at: minutesAgo(3 * 24 * 60 + 1) });
    const recent = post('204', { created_at: minutesAgo(3 * 24 * 60 - 1) });
    expect(select([own, reply, old, recent, post('205')].map(keyword), ['205'])).toEqual([
      ['204', 'keyword'],
    ]);
  });

  test("a keyword's retweet answers the original; a core user's retweet is skipped", () => {
    const original = base('301', { author: { id: '501', username: 'bob', name: 'Bob', avatar_url: null } });
    const retweet = post('302', { tweet_type: 'RETWEET', original });
    expect(replyTarget(keyword(retweet))).toMatchObject({ id: '301', original: null, author: { id: '501' } });
    expect(replyTarget(core(retweet))).toBeNull();
    expect(replyTarget(keyword(post('303', { tweet_type: 'RETWEET', original: null })))).toBeNull();
    // The original found twice (directly and retweeted) is one candidate.
    expect(select([keyword(retweet), keyword(post('301'))])).toEqual([['301', 'keyword']]);
    // An original of the user's own, retweeted by someone, is still the user's own post.
    const mine = post('304', {
      tweet_type: 'RETWEET',
      original: base('305', { author: { id: '900', username: 'me', name: 'Me', avatar_url: null } }),
    });
    expect(select([keyword(mine)])).toEqual([]);
  });

  test('a post found by a core user and a keyword counts once, as the core user', () => {
    expect(select([core(post('401')), keyword(post('401'))])).toEqual([['401', 'core_user']]);
  });

  test("per platform: the user's own account there, that platform's handled posts, newest by time", () => {
    const did = (rkey: string) => `at://did:plc:other/app.bsky.feed.post/${rkey}`;
    const me = { id: 'did:plc:me', username: 'me.bsky.social', name: 'Me', avatar_url: null };
    // The X account's id means nothing on Bluesky, and the DID nothing on X.
    const xIdOnBluesky = post(did('3kaaa'), { author: { ...me, id: '900' }, created_at: minutesAgo(30) });
    const ownOnBluesky = post(did('3kbbb'), { author: me });
    const handledOnX = post(did('3kccc'), { created_at: minutesAgo(20) });
    // Bluesky ids do not sort by time: the newer post has the "smaller" id.
    const newer = post(did('3kaab'), { created_at: minutesAgo(1) });
    const found = [xIdOnBluesky, ownOnBluesky, handledOnX, newer].map(keywordOn('bluesky'));
    const picked = selectCandidates(found, {
      ownUserIds: OWN,
      now: NOW,
      // Handled on X under the same id: not this post.
      handled: new Set([postKey('twitter', did('3kccc')), postKey('bluesky', did('3kzzz'))]),
    });
    expect(picked.map((c) => [c.post.id, c.platform])).toEqual([
      [did('3kaab'), 'bluesky'],
      [did('3kccc'), 'bluesky'],
      [did('3kaaa'), 'bluesky'],
    ]);
    const handled = new Set([postKey('bluesky', did('3kccc'))]);
    expect(
      selectCandidates(found, { ownUserIds: OWN, now: NOW, handled }).map((c) => c.post.id),
    ).not.toContain(did('3kccc'));
  });
});

const record = (published: number, engaged: number, authorReplies = 0): TSourceRecord => ({
  published,
  engaged,
  authorReplies,
  engagementRate: 0,
});

describe('sourceFactor', () => {
  test('moves nothing without a record or with fewer than three read replies', () => {
    expect(sourceFactor(null)).toBe(1);
    expect(sourceFactor(record(2, 0))).toBe(1);
  });

  test('sinks a source whose read replies all earned nothing, lifts one doing well', () => {
    expect(sourceFactor(record(3, 0))).toBe(SINK_FACTOR);
    expect(sourceFactor(record(10, 0))).toBe(SINK_FACTOR);
    expect(sourceFactor(record(4, 2))).toBe(LIFT_FACTOR);
    expect(sourceFactor(record(3, 3, 1))).toBe(LIFT_FACTOR);
    expect(sourceFactor(record(5, 2))).toBe(1);
    expect(sourceFactor(record(3, 1))).toBe(1);
  });
});

describe('chooseForDrafting', () => {
  const qualified = (id: string, value: string, rank: number, minutes = 10) => ({
    post: post(id, { created_at: minutesAgo(minutes) }),
    source: { kind: 'keyword' as const, value },
    platform: 'twitter' as const,
    rank,
  });
  const records = new Map([
    [sourceKey({ kind: 'keyword', value: 'silent' }), record(3, 0)],
    [sourceKey({ kind: 'keyword', value: 'loved' }), record(4, 3, 1)],
    [sourceKey({ kind: 'keyword', value: 'young' }), record(2, 0)],
  ]);
  const choose = (items: ReturnType<typeof qualified>[], max = 10) =>
    chooseForDrafting(items, records, max).map((c) => c.post.id);

  test('a silent source sinks below the others and is the first left out at the cap', () => {
    // silent 90 → 45; loved 64 → 70.4; plain 70; young (two read replies) 50 stays 50.
    const items = [
      qualified('1', 'silent', 90),
      qualified('2', 'plain', 70),
      qualified('3', 'loved', 64),
      qualified('4', 'young', 50),
    ];
    expect(choose(items)).toEqual(['3', '2', '4', '1']);
    expect(choose(items, 3)).toEqual(['3', '2', '4']);
  });

  test('a lift is small: it passes a close rank, not a clearly higher one', () => {
    expect(choose([qualified('1', 'plain', 80), qualified('2', 'loved', 70)])).toEqual(['1', '2']);
  });

  test('equal ranks go newest first, then by post id, whatever the input order', () => {
    const items = [
      qualified('10', 'plain', 70, 30),
      qualified('11', 'plain', 70, 5),
      qualified('12', 'other', 70, 30),
    ];
    expect(choose(items)).toEqual(['11', '12', '10']);
    expect(choose([...items].reverse())).toEqual(['11', '12', '10']);
  });
});
