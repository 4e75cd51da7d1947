import type { TPlatformId, TPlatformPost } from '../../integrations/platform/types';
import { postKey } from './handled-post-ids';
import { CANDIDATES_MAX, POST_MAX_AGE_MS } from './monitor-limits';
import type { TSourceRef } from './plan-sources';
import type { TFoundPost } from './read-sources';
import { recordOf, type TSourceRecord, type TSourceRecords } from './source-record';

/** A post worth qualifying: the one a reply would answer, where it was found, and on which network. */
export type TCandidate = { post: TPlatformPost; source: TSourceRef; platform: TPlatformId };

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
 * What is worth qualifying among the posts a run read: not the user's own on that network
 * (`ownUserIds`: the connected account's id per platform), not older than POST_MAX_AGE_MS, not one
 * already handled (`handled`: postKey of the posts with a reply), each post once. A reply is
 * one only when its words matched a keyword and the post it answers came with it (the card and the
 * draft show the thread above it); a core user's replies and replies out of context are not. What
 * `setAside` gives a reason for (a thread closed to the user, a language they do not write in, adult
 * content) is passed to `onSetAside` instead, before the cap: it takes no candidate's place. Core
 * users' posts first, then the newest (by time: Bluesky's ids do not sort by it), at most
 * CANDIDATES_MAX.
 */
export function selectCandidates(
  found: TFoundPost[],
  context: {
    ownUserIds: Partial<Record<TPlatformId, string>>;
    now: Date;
    handled: ReadonlySet<string>;
    setAside?: (post: TPlatformPost) => string | null;
    onSetAside?: (post: TPlatformPost, reason: string) => void;
  },
): TCandidate[] {
  const oldest = context.now.getTime() - POST_MAX_AGE_MS;
  const seen = new Set<string>();
  const candidates: (TCandidate & { at: number })[] = [];
  for (const item of found) {
    const post = replyTarget(item);
    const key = post ? postKey(item.platform, post.id) : null;
    if (!post || !key || seen.has(key)) continue;
    seen.add(key);
    const at = Date.parse(post.created_at);
    if (post.author.id === context.ownUserIds[item.platform] || !inContext(post, item.source)) continue;
    if (!Number.isFinite(at) || at < oldest || context.handled.has(key)) continue;
    const reason = context.setAside?.(post) ?? null;
    if (reason !== null) {
      context.onSetAside?.(post, reason);
      continue;
    }
    candidates.push({ post, source: item.source, platform: item.platform, at });
  }
  const rank = (c: TCandidate) => (c.source.kind === 'core_user' ? 0 : 1);
  return candidates
    .sort((a, b) => rank(a) - rank(b) || b.at - a.at || compareIdsDescending(a.post.id, b.post.id))
    .slice(0, CANDIDATES_MAX)
    .map(({ post, source, platform }) => ({ post, source, platform }));
}

/** A post that starts a thread, or a keyword's match whose parent is known (shown above it). */
function inContext(post: TPlatformPost, source: TSourceRef): boolean {
  return post.in_reply_to_id === null || (source.kind === 'keyword' && !!post.replied_to);
}

/** Read replies a source needs before its record moves its posts (fewer say little). */
export const RECORD_MIN_PUBLISHED = 3;
/** The rank of a source's posts when none of its read replies earned anything. */
export const SINK_FACTOR = 0.5;
/** The rank of a source's posts when at least half of its read replies earned something. */
export const LIFT_FACTOR = 1.1;

/**
 * How a source's record moves its posts in the drafting order ("sources whose replies earn nothing
 * sink"). With fewer than RECORD_MIN_PUBLISHED replies published and read in the record's window,
 * nothing (×1). With that many or more: none engaged (no like, reply, repost or quote on any)
 * ×SINK_FACTOR, so its posts come after the others and are the first left out when the run's draft
 * cap is reached; at least half engaged ×LIFT_FACTOR, a small lift (a 64 becomes 70.4, ahead of a
 * 70 but not of an 80); anything between ×1. Only the order moves: the score stored on the reply
 * (and shown on the card) stays the qualifier's.
 */
export function sourceFactor(record: TSourceRecord | null): number {
  if (!record || record.published < RECORD_MIN_PUBLISHED) return 1;
  if (record.engaged === 0) return SINK_FACTOR;
  return record.engaged * 2 >= record.published ? LIFT_FACTOR : 1;
}

/**
 * The qualified posts to draft, in drafting order, at most `max`: by rank weighed by the source's
 * record (sourceFactor), then the newest, then the highest post id, so the same inputs always give
 * the same drafts.
 */
export function chooseForDrafting<T extends TCandidate & { rank: number }>(
  qualified: readonly T[],
  records: TSourceRecords,
  max: number,
): T[] {
  const weighted = qualified.map((item) => ({
    item,
    rank: item.rank * sourceFactor(recordOf(records, item.source)),
    at: Date.parse(item.post.created_at),
  }));
  return weighted
    .sort((a, b) => b.rank - a.rank || b.at - a.at || compareIdsDescending(a.item.post.id, b.item.post.id))
    .slice(0, max)
    .map((w) => w.item);
}

function compareIdsDescending(a: string, b: string): number {
  return a.length !== b.length ? b.length - a.length : b < a ? -1 : b > a ? 1 : 0;
}
