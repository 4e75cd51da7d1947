import type { PlatformProvider, TCredentials, TOwnReplyQuery, TPlatformPost } from './types';

/** One read: the account's newest posts (X's most per page), enough to see recent replies. */
export const OWN_POSTS_READ_MAX = 100;

const NUMERIC_ID = /^\d{1,19}$/;

/** The smallest of numeric post ids, or undefined when one of them is not numeric. */
function oldestId(ids: string[]): string | undefined {
  if (ids.length === 0 || !ids.every((id) => NUMERIC_ID.test(id))) return undefined;
  return ids.reduce((a, b) => (BigInt(a) <= BigInt(b) ? a : b));
}

const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The account's reply to one of `targetIds` among `posts`: the one carrying `text` when there is
 * one (X may prefix mentions or shorten links), otherwise the oldest. Any reply of the account there
 * counts: the point is never to answer the same post twice.
 */
export function pickOwnReply(
  posts: TPlatformPost[],
  targetIds: string[],
  text: string,
): TPlatformPost | null {
  const replies = posts.filter((p) => p.in_reply_to_id !== null && targetIds.includes(p.in_reply_to_id));
  const wanted = comparable(text);
  return replies.find((p) => comparable(p.text).includes(wanted)) ?? replies.at(-1) ?? null;
}

/**
 * findOwnReplies for platforms whose post ids sort by time (X and the sandbox network): one read of
 * the account's own posts newer than the oldest of all the queries' `targetIds` (a reply is always
 * newer than the post it answers, so since_id = that post keeps the read, billed per post on X, to
 * what can matter), then pickOwnReply for each query. It reads through `provider.getUserPosts` so
 * that a wrapper around the provider (metering) sees the read. Found posts are returned whole:
 * their created_at is when they were published.
 */
export async function findOwnRepliesByTimeline(
  provider: Pick<PlatformProvider, 'getUserPosts'>,
  credentials: TCredentials,
  queries: Pick<TOwnReplyQuery, 'targetIds' | 'text'>[],
): Promise<(TPlatformPost | null)[]> {
  if (queries.length === 0) return [];
  const sinceId = oldestId(queries.flatMap((q) => q.targetIds));
  const posts = await provider.getUserPosts(credentials, credentials.userId, {
    max: OWN_POSTS_READ_MAX,
    ...(sinceId ? { sinceId } : {}),
  });
  return queries.map((q) => pickOwnReply(posts, q.targetIds, q.text));
}
