import { describe, expect, test } from 'vitest';
import { compareIdsDescending, mapTweets } from './map-tweet';

describe('mapTweets', () => {
  test('a quote whose original X left out (deleted or protected) has no original', () => {
    const [post] = mapTweets({
      data: [
        {
          id: '1900000000000000002',
          text: 'quoting a deleted post',
          edit_history_tweet_ids: ['1900000000000000002'],
          author_id: '7',
          referenced_tweets: [{ type: 'quoted', id: '1800000000000000001' }],
        },
      ],
      includes: { users: [{ id: '7', username: 'Dana', name: 'Dana' }] },
    });
    expect(post).toMatchObject({
      tweet_type: 'QUOTE',
      original: null,
      url: 'https://x.com/Dana/status/1900000000000000002',
    });
  });

  test('a reply whose answered post X left out has no parent; one it gave comes with its author', () => {
    const posts = mapTweets({
      data: [
        {
          id: '1900000000000000003',
          text: '@Dana agreed',
          edit_history_tweet_ids: ['1900000000000000003'],
          author_id: '8',
          referenced_tweets: [{ type: 'replied_to', id: '1800000000000000002' }],
        },
        {
          id: '1900000000000000004',
          text: '@Gone hm',
          edit_history_tweet_ids: ['1900000000000000004'],
          author_id: '8',
          referenced_tweets: [{ type: 'replied_to', id: '1800000000000000003' }],
        },
      ],
      includes: {
        users: [
          { id: '7', username: 'Dana', name: 'Dana', description: 'Ops at a bakery' },
          { id: '8', username: 'Eli', name: 'Eli' },
        ],
        tweets: [
          {
            id: '1800000000000000002',
            text: 'Deploys on Friday are fine',
            edit_history_tweet_ids: ['1800000000000000002'],
            author_id: '7',
          },
        ],
      },
    });
    expect(posts[0]?.in_reply_to_id).toBe('1800000000000000003');
    expect(posts[0]?.replied_to).toBeNull();
    expect(posts[1]).toMatchObject({
      in_reply_to_id: '1800000000000000002',
      author: { username: 'Eli', description: null },
      replied_to: {
        id: '1800000000000000002',
        text: 'Deploys on Friday are fine',
        author: { username: 'Dana', description: 'Ops at a bakery' },
      },
    });
  });

  test('missing optional fields map to nulls and zeros; created_at comes from the snowflake id', () => {
    const [post] = mapTweets({
      data: [{ id: '1895776021509046272', text: 'bare', edit_history_tweet_ids: ['1895776021509046272'] }],
    });
    expect(post).toMatchObject({
      lang: null,
      conversation_id: null,
      reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
      media_url: null,
      media_urls: [],
      mentions: [],
      author: { id: '', username: '', name: '', avatar_url: null },
      url: 'https://x.com/i/web/status/1895776021509046272',
    });
    expect(post?.created_at).toBe('2025-03-01T10:00:00.000Z');
  });

  test('empty pages map to no posts', () => {
    expect(mapTweets({})).toEqual([]);
  });
});

test('ids compare as 64-bit numbers', () => {
  expect(['9', '10', '1900000000000000001', '200'].sort(compareIdsDescending)).toEqual([
    '1900000000000000001',
    '200',
    '10',
    '9',
  ]);
});
