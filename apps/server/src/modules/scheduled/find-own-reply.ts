import type { PlatformProvider, TCredentials, TPlatformPost } from '../../integrations/platform/types';

/** One read: the account's newest posts (X's most per page), enough to see recent replies. */
export const OWN_POSTS_READ_MAX = 100;

const NUMERIC_ID = /^\d{1,19}$/;

/** The smallest of numeric post ids, or undefined when one of them is not numeric. */
function oldestId(ids: string[]): string | undefined {
  if (ids.length === 0 || !ids.every((id) => NUMERIC_ID.test(id))) return undefined;
  return ids.reduce((a, b) => (BigInt(a) <= BigInt(b) ? a : b));
}

/**
 * The account's own posts newer than the oldest of `targetIds`, newest first. A reply is always
 * newer than the post it answers, so since_id = that post keeps the read (billed per post on X) to
 * what can matter.
 */
export function readOwnPostsSince(
  provider: PlatformProvider,
  credentials: TCredentials,
  targetIds: string[],
): Promise<TPlatformPost[]> {
  const sinceId = oldestId(targetIds);
  return provider.getUserPosts(credentials, credentials.userId, {
    max: OWN_POSTS_READ_MAX,
    ...(sinceId ? { sinceId } : {}),
  });
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

/** Whether the account already replied there (an earlier attempt, or the user by hand). */
export async function findOwnReply(
  provider: PlatformProvider,
  credentials: TCredentials,
  targetIds: string[],
  text: string,
): Promise<TPlatformPost | null> {
  return pickOwnReply(await readOwnPostsSince(provider, credentials, targetIds), targetIds, text);
}
