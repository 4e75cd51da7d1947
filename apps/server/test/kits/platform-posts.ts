import type { TPlatformPost, TPlatformPostBase } from '../../src/integrations/platform/types';

const ALICE = { id: '500', username: 'alice', name: 'Alice', avatar_url: null };

/** A post as a platform provider reads it: a plain one by @alice, made now, nothing attached. */
export function testPostBase(id: string, overrides: Partial<TPlatformPostBase> = {}): TPlatformPostBase {
  const author = overrides.author ?? ALICE;
  return {
    id,
    text: `post ${id}`,
    created_at: new Date().toISOString(),
    lang: 'en',
    author,
    reactions: { likes: 0, replies: 0, retweets: 0, views: 0 },
    media_url: null,
    media_urls: [],
    tweet_type: 'SINGLE',
    conversation_id: id,
    in_reply_to_id: null,
    mentions: [],
    url: `https://x.com/${author.username}/status/${id}`,
    ...overrides,
  };
}

/** testPostBase with no quoted or retweeted original unless `overrides` gives one. */
export function testPost(id: string, overrides: Partial<TPlatformPost> = {}): TPlatformPost {
  return { ...testPostBase(id, overrides), original: null, ...overrides };
}
