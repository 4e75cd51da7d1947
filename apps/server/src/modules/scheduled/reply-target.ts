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
