import type { TReplyRow } from './claim';

type TTargetRow = Pick<TReplyRow, 'postId' | 'post'>;

/** The post a reply is sent to: a retweet is answered by answering its original, as on X. */
export function replyTargetId(row: TTargetRow): string {
  const original = row.post.tweet_type === 'RETWEET' ? row.post.original_tweet : null;
  return original?.id ?? row.postId;
}

/** Every id a reply to this row's post may name as in_reply_to (the retweet's and its original's). */
export function replyTargetIds(row: TTargetRow): string[] {
  const target = replyTargetId(row);
  return target === row.postId ? [target] : [target, row.postId];
}

/**
 * When the reply was approved (its creation for a row never reviewed): fixed once it is scheduled,
 * so every attempt gives the platform the same time to derive the post's id from (Bluesky's key).
 */
export function replyKeyTime(row: Pick<TReplyRow, 'reviewedAt' | 'createdAt'>): string {
  return (row.reviewedAt ?? row.createdAt).toISOString();
}
