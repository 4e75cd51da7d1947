import type { TPlatformPost } from '../../integrations/platform/types';
import { CANDIDATES_MAX, POST_MAX_AGE_MS } from './monitor-limits';
import type { TSourceRef } from './plan-sources';
import type { TFoundPost } from './read-sources';

/** A post worth qualifying: the one a reply would answer, and where it was found. */
export type TCandidate = { post: TPlatformPost; source: TSourceRef };

/**
 * The post a reply would answer. A keyword search's retweet answers the post retweeted (the words
 * that matched are its author's); a core user's retweet is someone else's post, so nothing.
 */
export function replyTarget(found: TFoundPost): TPlatformPost | null {
  const { post, source } = found;
  if (post.tweet_type !== 'RETWEET') return post;
  if (source.kind === 'core_user' || !post.original) return null;
  return { ...post.original, original: null };
}

/**
 * What is worth qualifying among the posts a run read: not the user's own, not a reply (its
 * conversation cannot be shown, so a draft would answer it out of context), not older than
 * POST_MAX_AGE_MS, not one already handled (`handled`: post ids with an interaction), each post
 * once. Core users' posts first, then the newest, at most CANDIDATES_MAX.
 */
export function selectCandidates(
  found: TFoundPost[],
  context: { ownUserId: string; now: Date; handled: ReadonlySet<string> },
): TCandidate[] {
  const oldest = context.now.getTime() - POST_MAX_AGE_MS;
  const seen = new Set<string>();
  const candidates: TCandidate[] = [];
  for (const item of found) {
    const post = replyTarget(item);
    if (!post || seen.has(post.id)) continue;
    seen.add(post.id);
    const at = Date.parse(post.created_at);
    if (post.author.id === context.ownUserId || post.in_reply_to_id !== null) continue;
    if (!Number.isFinite(at) || at < oldest || context.handled.has(post.id)) continue;
    candidates.push({ post, source: item.source });
  }
  const rank = (c: TCandidate) => (c.source.kind === 'core_user' ? 0 : 1);
  return candidates
    .sort((a, b) => rank(a) - rank(b) || compareIdsDescending(a.post.id, b.post.id))
    .slice(0, CANDIDATES_MAX);
}

function compareIdsDescending(a: string, b: string): number {
  return a.length !== b.length ? b.length - a.length : b < a ? -1 : b > a ? 1 : 0;
}
