import { describe, expect, test } from 'vitest';
import { testPost } from '#test/kits/platform-posts';
import { findOwnRepliesByTimeline, OWN_POSTS_READ_MAX, pickOwnReply } from './own-reply';
import type { TCredentials, TPageOptions, TPlatformPost } from './types';

const me: TCredentials = { accessToken: 'a', accessSecret: 's', userId: '42', username: 'me' };
const reply = (id: string, to: string, text: string) => testPost(id, { in_reply_to_id: to, text });

/** A timeline answering `posts`, and the reads it was asked for. */
function timeline(posts: TPlatformPost[]) {
  const reads: { userId: string; options: TPageOptions | undefined }[] = [];
  return {
    reads,
    getUserPosts: async (_c: TCredentials, userId: string, options?: TPageOptions) => {
      reads.push({ userId, options });
      return posts;
    },
  };
}

describe('finding the account’s reply on a timeline', () => {
  test('one read of the own posts since the oldest target (compared as numbers)', async () => {
    const read = timeline([]);
    const input = { targetIds: ['1000', '999', '1900000000000000001'], text: 'Hi' };
    expect(await findOwnRepliesByTimeline(read, me, [input])).toEqual([null]);
    expect(read.reads).toEqual([{ userId: '42', options: { max: OWN_POSTS_READ_MAX, sinceId: '999' } }]);
  });

  test('without numeric targets the read has no since_id', async () => {
    const read = timeline([]);
    await findOwnRepliesByTimeline(read, me, [{ targetIds: ['abc', '5'], text: 'Hi' }]);
    expect(read.reads[0]?.options).toEqual({ max: OWN_POSTS_READ_MAX });
  });

  test('the reply carrying the text wins, else the oldest reply to a target, else none', () => {
    // Newest first, as timelines come.
    const posts = [
      reply('30', '7', 'Another answer'),
      reply('20', '8', '@ann The words we   WANT, more'),
      testPost('15', { text: 'the words we want' }),
      reply('10', '7', 'First answer'),
      reply('5', '9', 'the words we want'),
    ];
    expect(pickOwnReply(posts, ['7', '8'], 'the words we want')?.id).toBe('20');
    expect(pickOwnReply(posts, ['7'], 'the words we want')?.id).toBe('10');
    expect(pickOwnReply(posts, ['6'], 'the words we want')).toBeNull();
  });
});
