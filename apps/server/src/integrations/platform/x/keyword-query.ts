import type { TPlatformPost } from '../types';

/**
 * The recent-search query for one of the user's stored keywords (already in X's syntax): original
 * posts only, since reposts and replies are not what monitoring drafts replies to. The sandbox
 * network reads the same query language, so both send this.
 */
export function keywordQuery(keyword: string): string {
  return `(${keyword}) -is:retweet -is:reply`;
}

/** The larger of two numeric post ids: X's ids sort by time, so it is where the next read starts. */
export function numericCursorAfter(current: string | null, post: Pick<TPlatformPost, 'id'>): string {
  if (current === null) return post.id;
  return BigInt(post.id) > BigInt(current) ? post.id : current;
}
