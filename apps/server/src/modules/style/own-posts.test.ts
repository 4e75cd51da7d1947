import { describe, expect, test } from 'vitest';
import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import { ownWordsOf, repliesOf, SAMPLE_REPLIES_MAX } from './own-posts';

const ME = '10';
let next = 100;

function base(authorId: string, username: string, text: string): TPlatformPostBase {
  next += 1;
  return {
    id: String(next),
    text,
    created_at: '2026-03-01T10:00:00.000Z',
    lang: 'en',
    author: { id: authorId, username, name: username, avatar_url: null },
    reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
    media_url: null,
    media_urls: [],
    tweet_type: 'SINGLE',
    conversation_id: null,
    in_reply_to_id: null,
    mentions: [],
    url: `https://x.com/${username}/status/${next}`,
  };
}

/** A post of mine; a reply when `parent` is given (null: the platform did not give the answered post). */
function mine(
  text: string,
  parent?: TPlatformPostBase | null,
  extra: Partial<TPlatformPost> = {},
): TPlatformPost {
  const post = base(ME, 'me', text);
  if (parent === undefined) return { ...post, original: null, ...extra };
  return { ...post, in_reply_to_id: parent?.id ?? '999', original: null, replied_to: parent, ...extra };
}

describe('repliesOf', () => {
  test('keeps my replies to others with the post each answered, without the leading @mentions', () => {
    const question = base('20', 'dana', '  Where do you host Postgres?  ');
    expect(repliesOf([mine('@dana @mk neon, for a year now', question)], ME)).toEqual([
      {
        post: { author_username: 'dana', text: 'Where do you host Postgres?' },
        reply: 'neon, for a year now',
      },
    ]);
  });

  test('skips posts that are not replies, replies to unknown posts, my own threads, bare mentions and retweets', () => {
    const other = base('20', 'dana', 'Shipping on Fridays?');
    const posts = [
      mine('just a post'),
      mine('@dana agreed', null),
      mine('and part two of the thread', base(ME, 'me', 'part one')),
      mine('@dana', other),
      mine('RT @dana: Shipping on Fridays?', other, { tweet_type: 'RETWEET' }),
      mine('@dana only with a rollback plan', base('20', 'dana', '   ')),
      mine('@dana only with a rollback plan', other),
    ];
    expect(repliesOf(posts, ME)).toEqual([
      { post: { author_username: 'dana', text: 'Shipping on Fridays?' }, reply: 'only with a rollback plan' },
    ]);
  });

  test(`keeps the newest ${SAMPLE_REPLIES_MAX}`, () => {
    const other = base('20', 'dana', 'A question');
    const posts = Array.from({ length: SAMPLE_REPLIES_MAX + 5 }, (_, i) => mine(`answer ${i}`, other));
    const pairs = repliesOf(posts, ME);
    expect(pairs).toHaveLength(SAMPLE_REPLIES_MAX);
    expect(pairs[0]?.reply).toBe('answer 0');
  });
});

const author = { id: '1', username: 'me', name: 'Me', avatar_url: null };
function post(
  text: string,
  tweet_type: TPlatformPost['tweet_type'],
  original?: Partial<TPlatformPostBase>,
): TPlatformPost {
  const base: TPlatformPostBase = {
    id: '100',
    text,
    created_at: '2026-05-01T00:00:00.000Z',
    lang: 'en',
    author,
    reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
    media_url: null,
    media_urls: [],
    tweet_type,
    conversation_id: null,
    in_reply_to_id: null,
    mentions: [],
    url: 'https://x.com/me/status/100',
  };
  return {
    ...base,
    original: original ? { ...base, id: '55', url: 'https://x.com/o/status/55', ...original } : null,
  };
}

describe('ownWordsOf: the user’s own words from their timeline', () => {
  test('retweets are skipped, a quote keeps its own text, replies lose their leading mentions', () => {
    const texts = ownWordsOf([
      post('RT @other: someone else’s words', 'RETWEET', { text: 'someone else’s words' }),
      post('this is the way https://t.co/abc123', 'QUOTE', { text: 'the quoted post' }),
      post('so true https://x.com/o/status/55', 'QUOTE', { text: 'the quoted post' }),
      post('my notes: https://blog.example.com/post', 'QUOTE', { text: 'the quoted post' }),
      post('@alice @bob agreed, ship it', 'SINGLE'),
      post('https://example.com', 'SINGLE'),
      post('  plain post  ', 'SINGLE'),
    ]);
    expect(texts).toEqual([
      'this is the way',
      'so true',
      'my notes: https://blog.example.com/post',
      'agreed, ship it',
      'plain post',
    ]);
  });
});
