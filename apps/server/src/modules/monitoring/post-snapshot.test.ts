import { describe, expect, test } from 'vitest';
import { ZOriginalMessage } from '@gatling/shared/api/replies';
import { toPostBrief } from '../../drafting/post-brief';
import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import { testPostBase } from '#test/kits/platform-posts';
import { toOriginalMessage } from './post-snapshot';

function base(id: string, username: string, text: string, description?: string | null): TPlatformPostBase {
  return testPostBase(id, {
    text,
    created_at: '2026-03-01T10:00:00.000Z',
    author: { id: `u${id}`, username, name: `${username} name`, avatar_url: null, description },
    reactions: { likes: 1, replies: 0, retweets: 0, views: 10 },
  });
}

describe('the post snapshot and what drafting reads of it', () => {
  test("a reply keeps the post it answers and its author's bio, through the stored contract", () => {
    const parent = base('1', 'dana', 'Where do you host Postgres?', 'Ops at a bakery');
    const post: TPlatformPost = {
      ...base('2', 'eli', '@dana neon, branching is great', 'Backend at a fintech'),
      in_reply_to_id: '1',
      original: null,
      replied_to: parent,
    };
    // Stored as jsonb and read back through the shared contract.
    const snapshot = ZOriginalMessage.parse(JSON.parse(JSON.stringify(toOriginalMessage(post))));
    expect(snapshot.author.bio).toBe('Backend at a fintech');
    expect(snapshot.replied_to).toEqual({
      id: '1',
      text: 'Where do you host Postgres?',
      author: { username: 'dana', name: 'dana name', avatar_url: null, bio: 'Ops at a bakery' },
    });
    expect(toPostBrief(snapshot)).toMatchObject({
      author: { username: 'eli', name: 'eli name', bio: 'Backend at a fintech' },
      parent: { text: 'Where do you host Postgres?', author: { username: 'dana', name: 'dana name' } },
    });
  });

  test('a reply whose answered post is unknown says so; a post that is no reply has neither', () => {
    const orphan: TPlatformPost = { ...base('3', 'eli', '@gone hm'), in_reply_to_id: '9', original: null };
    expect(toOriginalMessage(orphan).replied_to).toBeNull();
    expect(toPostBrief(toOriginalMessage(orphan)).parent).toBeUndefined();

    const single: TPlatformPost = {
      ...base('4', 'eli', 'just a post', null),
      original: null,
      replied_to: null,
    };
    const snapshot = toOriginalMessage(single);
    expect(snapshot).not.toHaveProperty('replied_to');
    expect(snapshot.author).not.toHaveProperty('bio');
    expect(toPostBrief(snapshot).author).toEqual({ username: 'eli', name: 'eli name' });
  });
});
