import type { TweetV2 } from 'twitter-api-v2';
import type { TOutcomeQuery, TPostOutcome } from '../types';

/** Pieces of getReplyOutcomes that need no network: the figures, and the recent searches to run. */

/** X's recent search takes queries of at most 512 characters (self-serve access). */
export const SEARCH_QUERY_MAX = 512;

/** The outcome of one looked-up post, before the author's replies and likes are known. */
export function outcomeOf(tweet: TweetV2): TPostOutcome {
  const m = tweet.public_metrics;
  return {
    postId: tweet.id,
    likes: m?.like_count ?? 0,
    replies: m?.reply_count ?? 0,
    reposts: m?.retweet_count ?? 0,
    quotes: m?.quote_count ?? 0,
    impressions: typeof m?.impression_count === 'number' ? m.impression_count : null,
    authorReplied: false,
    authorLiked: false,
  };
}

/**
 * Recent-search queries asking whether the answered posts' authors replied to these replies:
 * `(from:AUTHOR in_reply_to_tweet_id:REPLY)` clauses OR-joined, as many per query as fit in
 * `max` characters.
 */
export function authorReplyQueries(
  items: Array<Pick<TOutcomeQuery, 'postId' | 'inReplyTo'>>,
  max = SEARCH_QUERY_MAX,
): string[] {
  const queries: string[] = [];
  let current = '';
  for (const item of items) {
    const clause = `(from:${item.inReplyTo.authorUsername} in_reply_to_tweet_id:${item.postId})`;
    const joined = current ? `${current} OR ${clause}` : clause;
    if (joined.length <= max) {
      current = joined;
    } else {
      if (current) queries.push(current);
      current = clause;
    }
  }
  if (current) queries.push(current);
  return queries;
}
