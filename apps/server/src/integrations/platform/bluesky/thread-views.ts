import type { AppBskyFeedDefs } from '@atproto/api';
import { isPostView } from './map-post';
import type { TRunner } from './session';

/** getPosts takes 25 URIs a call. */
const POSTS_BATCH = 25;

type TView = AppBskyFeedDefs.PostView;
type TReplyRefs = { parent?: { uri?: unknown }; root?: { uri?: unknown } };
export type TThreadViews = { parent: TView | null; root: TView | null };

/**
 * The URIs of a reply's parent and of its thread's first post, as its record names them (the record
 * of a post view, or of a notification).
 */
export function threadUris(view: { record: unknown }): { parent: string | null; root: string | null } {
  const reply = (view.record as { reply?: TReplyRefs }).reply;
  const uri = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return { parent: uri(reply?.parent?.uri), root: uri(reply?.root?.uri) };
}

/**
 * The posts above each reply (by the reply's URI): its parent and its thread's first post, read
 * with getPosts, 25 a call (a post gone or hidden from the account is null). Null when Bluesky is
 * limiting these reads: the replies are then left out rather than shown without their thread.
 */
export async function threadOf(run: TRunner, replies: TView[]): Promise<Map<string, TThreadViews> | null> {
  const out = new Map<string, TThreadViews>();
  if (replies.length === 0) return out;
  const wanted = [
    ...new Set(replies.flatMap((view) => Object.values(threadUris(view)).filter((u): u is string => !!u))),
  ];
  const found = new Map<string, TView>();
  for (let i = 0; i < wanted.length; i += POSTS_BATCH) {
    const uris = wanted.slice(i, i + POSTS_BATCH);
    const answer = await run.secondary('searchKeyword.thread', (a) => a.app.bsky.feed.getPosts({ uris }));
    if (answer === null) return null;
    for (const view of answer.data.posts) if (isPostView(view)) found.set(view.uri, view);
  }
  for (const view of replies) {
    const { parent, root } = threadUris(view);
    out.set(view.uri, {
      parent: parent ? (found.get(parent) ?? null) : null,
      root: root ? (found.get(root) ?? null) : null,
    });
  }
  return out;
}
