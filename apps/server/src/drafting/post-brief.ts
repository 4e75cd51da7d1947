import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TPostBrief } from './types';

/** A post as the review card shows it (a reply's snapshot), as the language-model tasks read it. */
export function toPostBrief(post: TOriginalMessage): TPostBrief {
  const original = post.original_tweet;
  return {
    id: post.id,
    text: post.text,
    author: {
      username: post.author.username,
      name: post.author.name,
      ...(post.author.bio ? { bio: post.author.bio } : {}),
    },
    tweet_type: post.tweet_type,
    original: original
      ? { text: original.text, author: { username: original.author.username, name: original.author.name } }
      : null,
    ...(post.replied_to
      ? {
          parent: {
            text: post.replied_to.text,
            author: { username: post.replied_to.author.username, name: post.replied_to.author.name },
          },
        }
      : {}),
  };
}
