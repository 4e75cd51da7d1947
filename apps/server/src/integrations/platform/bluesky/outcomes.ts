import type { AppBskyFeedDefs } from '@atproto/api';
import type { TOutcomeQuery, TPostOutcome } from '../types';
import type { TRunner } from './session';

/** getPosts takes 25 URIs a call. */
const POSTS_BATCH = 25;
/** getLikes gives 100 a page: beyond that one page cannot say whether the author liked. */
const LIKES_PAGE = 100;

/**
 * The figures of the account's replies (getPosts), whether the answered post's author replied to
 * each (the reply's thread, one level down: only for replies with replies) and liked it (the
 * first page of its likes: only for 1 to 100 likes). A rate limit on those two leaves the rest
 * of that kind false ("cannot be known") rather than losing the figures.
 */
export async function readOutcomes(
  run: TRunner,
  ownDid: string,
  items: TOutcomeQuery[],
): Promise<{ found: TPostOutcome[]; missing: string[] }> {
  const byUri = new Map<string, TOutcomeQuery>();
  for (const item of items) if (!byUri.has(item.postId)) byUri.set(item.postId, item);
  const uris = [...byUri.keys()].filter((uri) => uri.startsWith(`at://${ownDid}/app.bsky.feed.post/`));
  const outcomes = new Map<string, TPostOutcome>();
  for (let i = 0; i < uris.length; i += POSTS_BATCH) {
    const batch = uris.slice(i, i + POSTS_BATCH);
    const answer = await run.main('getReplyOutcomes', (agent) =>
      agent.app.bsky.feed.getPosts({ uris: batch }),
    );
    for (const view of answer.data.posts) {
      if (byUri.has(view.uri) && view.author.did === ownDid) outcomes.set(view.uri, outcomeOf(view));
    }
  }
  const found = [...byUri.keys()].flatMap((uri) => outcomes.get(uri) ?? []);
  const missing = [...byUri.keys()].filter((uri) => !outcomes.has(uri));

  for (const outcome of found.filter((o) => o.replies > 0)) {
    const authorId = byUri.get(outcome.postId)?.inReplyTo.authorId;
    const thread = await run.secondary('getReplyOutcomes.authorReplied', (agent) =>
      agent.app.bsky.feed.getPostThread({ uri: outcome.postId, depth: 1, parentHeight: 0 }),
    );
    if (thread === null) break;
    const replies = (thread.data.thread as { replies?: unknown[] }).replies ?? [];
    outcome.authorReplied = replies.some(
      (r) => (r as { post?: { author?: { did?: string } } }).post?.author?.did === authorId,
    );
  }
  for (const outcome of found.filter((o) => o.likes >= 1 && o.likes <= LIKES_PAGE)) {
    const authorId = byUri.get(outcome.postId)?.inReplyTo.authorId;
    const likes = await run.secondary('getReplyOutcomes.authorLiked', (agent) =>
      agent.app.bsky.feed.getLikes({ uri: outcome.postId, limit: LIKES_PAGE }),
    );
    if (likes === null) break;
    outcome.authorLiked = likes.data.likes.some((like) => like.actor.did === authorId);
  }
  return { found, missing };
}

function outcomeOf(view: AppBskyFeedDefs.PostView): TPostOutcome {
  return {
    postId: view.uri,
    likes: view.likeCount ?? 0,
    replies: view.replyCount ?? 0,
    reposts: view.repostCount ?? 0,
    quotes: view.quoteCount ?? 0,
    impressions: null,
    authorReplied: false,
    authorLiked: false,
  };
}
