import type { TOriginalMessage, TPostAuthor } from '@gatling/shared/api/replies';
import type { TPlatformAuthor, TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';

const authorOf = (a: TPlatformAuthor): TPostAuthor => ({
  username: a.username,
  name: a.name,
  avatar_url: a.avatar_url,
  ...(a.description ? { bio: a.description } : {}),
});

/** The post as the review card shows it (kept with the reply as it was when drafted). */
export function toOriginalMessage(post: TPlatformPost): TOriginalMessage {
  const original = post.tweet_type !== 'SINGLE' ? post.original : null;
  return {
    id: post.id,
    text: post.text,
    created_at: post.created_at,
    reactions: post.reactions,
    author: authorOf(post.author),
    media: post.media_url ? { url: post.media_url } : null,
    tweet_type: post.tweet_type,
    original_tweet: original
      ? {
          id: original.id,
          text: original.text,
          author: authorOf(original.author),
          media_urls: original.media_urls,
          reactions: original.reactions,
        }
      : null,
    url: post.url,
    ...(post.in_reply_to_id ? { replied_to: post.replied_to ? threadPost(post.replied_to) : null } : {}),
    ...(post.in_reply_to_id && post.thread_root ? { thread_root: threadPost(post.thread_root) } : {}),
    ...(post.labels?.length ? { labels: post.labels } : {}),
  };
}

const threadPost = (post: TPlatformPostBase): NonNullable<TOriginalMessage['replied_to']> => ({
  id: post.id,
  text: post.text,
  author: authorOf(post.author),
});
