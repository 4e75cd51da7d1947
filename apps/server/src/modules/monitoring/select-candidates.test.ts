import { describe, expect, test } from 'vitest';
import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import type { TFoundPost } from './read-sources';
import { replyTarget, selectCandidates } from './select-candidates';
import { testPost, testPostBase } from '#test/kits/platform-posts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const base = (id: string, overrides: Partial<TPlatformPostBase> = {}) =>
  testPostBase(id, { created_at: minutesAgo(10), ...overrides });
const post = (id: string, overrides: Partial<TPlatformPost> = {}) =>
  testPost(id, { created_at: minutesAgo(10), ...overrides });
const keyword = (p: TPlatformPost): TFoundPost => ({ post: p, source: { kind: 'keyword', value: 'kw' } });
const core = (p: TPlatformPost): TFoundPost => ({ post: p, source: { kind: 'core_user', value: 'carol' } });
const select = (found: TFoundPost[], handled: string[] = []) =>
  selectCandidates(found, { ownUserId: '900', now: NOW, handled: new Set(handled) }).map((c) => [
    c.post.id,
    c.source.kind,
  ]);

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
});
