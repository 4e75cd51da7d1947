import { normaliseUsername } from './base-provider';
import type { TPlatformPost, TReplyDelivery } from './types';

/** What the reply rule looks at in the post being answered. */
export type TReplyParent = {
  authorId: string;
  /** Usernames the post mentions, lower case, without '@'. */
  mentions: string[];
  tweetType: string;
  /** Author of the quoted post, for a QUOTE. */
  quotedAuthorId: string | null;
};

/**
 * X's reply rule for self-serve API access (since February 2026): the API may post a reply only
 * where the post's author summoned the account, by mentioning it or by quoting one of its posts.
 * Continuing one's own thread summons nobody else, so it is allowed too. The sandbox network
 * enforces the same rule, so both providers share this one definition.
 */
export function summonsAccount(parent: TReplyParent, account: { id: string; username: string }): boolean {
  return (
    parent.authorId === account.id ||
    parent.mentions.includes(normaliseUsername(account.username)) ||
    (parent.tweetType === 'QUOTE' && parent.quotedAuthorId === account.id)
  );
}

/** 'api' where the rule (or unrestricted access, X_UNRESTRICTED_REPLIES) allows; otherwise the web intent. */
export function replyDelivery(
  post: TPlatformPost,
  account: { userId: string; username: string },
  unrestrictedReplies: boolean,
): TReplyDelivery {
  if (unrestrictedReplies) return 'api';
  const parent = {
    authorId: post.author.id,
    mentions: post.mentions,
    tweetType: post.tweet_type,
    quotedAuthorId: post.original?.author.id ?? null,
  };
  return summonsAccount(parent, { id: account.userId, username: account.username }) ? 'api' : 'intent';
}
