import { normaliseUsername } from '../base-provider';
import type { TPlatformPost, TReplyDelivery } from '../types';

/**
 * X's reply rule for self-serve API access (since February 2026): the API may post a reply only
 * where the post's author summoned the account, by mentioning it or by quoting one of its posts.
 * Anywhere else the user completes the reply on X through the web intent. Apps with unrestricted
 * access (X_UNRESTRICTED_REPLIES) may reply anywhere.
 */
export function replyDelivery(
  post: TPlatformPost,
  account: { userId: string; username: string },
  unrestrictedReplies: boolean,
): TReplyDelivery {
  if (unrestrictedReplies) return 'api';
  // Continuing one's own thread summons nobody else.
  if (post.author.id === account.userId) return 'api';
  if (post.mentions.includes(normaliseUsername(account.username))) return 'api';
  if (post.tweet_type === 'QUOTE' && post.original?.author.id === account.userId) return 'api';
  return 'intent';
}

/** The prefilled compose page on X for a reply the user sends themselves. */
export function intentUrl(postId: string, text: string): string {
  return `https://x.com/intent/tweet?in_reply_to=${encodeURIComponent(postId)}&text=${encodeURIComponent(text)}`;
}
