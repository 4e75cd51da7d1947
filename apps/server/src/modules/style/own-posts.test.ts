import { describe, expect, test } from 'vitest';
import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import { repliesOf, SAMPLE_REPLIES_MAX } from './own-posts';

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
