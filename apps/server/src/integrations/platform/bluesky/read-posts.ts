import type { AppBskyFeedDefs } from '@atproto/api';
import { clamp } from '../base-provider';
import type { TPlatformPost } from '../types';
import { cursorTime } from './cursor-time';
import { passesExclusions, translateKeyword } from './keyword-query';
import { isReplyView, mapFeedItem, mapPostView } from './map-post';
import { threadOf } from './thread-views';
import type { TRunner } from './session';

/** Pages one read may take: enough for 100 new posts, bounded when a source is busy. */
const MAX_PAGES = 3;

const newestFirst = (a: TPlatformPost, b: TPlatformPost) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

/**
 * An account's posts, newest first, from its feed (getAuthorFeed): without reposts, and without
 * replies unless `withReplies` (the account's own). Stops at `sinceId` (a time) or `max`.
 */
export async function feedPosts(
  run: TRunner,
  input: { actor: string; withReplies: boolean; sinceId: string | undefined; max: number; viewer: string },
): Promise<TPlatformPost[]> {
  const since = cursorTime(input.sinceId);
  const max = clamp(input.max, 0, 100);
  const posts: TPlatformPost[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES && posts.length < max; page++) {
    const answer = await run.main('getUserPosts', (a) =>
      a.app.bsky.feed.getAuthorFeed({
        actor: input.actor,
        filter: input.withReplies ? 'posts_with_replies' : 'posts_no_replies',
        limit: clamp(max, 1, 100),
        cursor,
      }),
    );
    const items = answer.data.feed;
    let reachedSince = false;
    for (const item of items) {
      const post = mapFeedItem(item, input.viewer);
      if (!post) continue;
      if (since !== null && Date.parse(post.created_at) <= since) {
        reachedSince = true;
        continue;
      }
      if (!input.withReplies && post.in_reply_to_id) continue;
      posts.push(post);
    }
    cursor = answer.data.cursor;
    if (reachedSince || !cursor || items.length === 0) break;
  }
  return posts.sort(newestFirst).slice(0, max);
}

/**
 * Posts for a stored keyword (see keyword-query.ts), newest first: one search per alternative,
 * merged. A reply that matches comes with the posts above it (its parent and the thread's first
 * post, read in one more call), unless the keyword says `-is:reply`; when they cannot be read it is
 * left out. A keyword that is only `from:someone` reads that account's feed (without replies).
 */
export async function searchPosts(
  run: TRunner,
  keyword: string,
  options: { sinceId: string | undefined; max: number; viewer: string },
): Promise<TPlatformPost[]> {
  const search = translateKeyword(keyword);
  const max = clamp(options.max, 0, 100);
  const since = cursorTime(options.sinceId);
  let posts: TPlatformPost[];
  if (search.queries.length === 0) {
    if (!search.author) return [];
    posts = await feedPosts(run, {
      actor: search.author,
      withReplies: false,
      sinceId: options.sinceId,
      max,
      viewer: options.viewer,
    });
    const lang = search.lang ? primaryLanguage(search.lang) : null;
    if (lang) posts = posts.filter((p) => p.lang === null || p.lang === lang);
  } else {
    const byUri = new Map<string, AppBskyFeedDefs.PostView>();
    for (const q of search.queries) {
      const answer = await run.main('searchKeyword', (a) =>
        a.app.bsky.feed.searchPosts({
          q,
          sort: 'latest',
          limit: clamp(max, 1, 100),
          ...(search.lang ? { lang: search.lang } : {}),
          ...(search.author ? { author: search.author } : {}),
          ...(since !== null ? { since: new Date(since).toISOString() } : {}),
        }),
      );
      for (const view of answer.data.posts as AppBskyFeedDefs.PostView[]) {
        if (search.withoutReplies && isReplyView(view)) continue;
        if (!byUri.has(view.uri)) byUri.set(view.uri, view);
      }
    }
    const views = [...byUri.values()];
    const threads = await threadOf(run, views.filter(isReplyView));
    posts = views.flatMap((view) => {
      if (!isReplyView(view)) return [mapPostView(view, { viewer: options.viewer })];
      const thread = threads?.get(view.uri);
      return thread ? [mapPostView(view, { ...thread, viewer: options.viewer })] : [];
    });
  }
  return posts
    .filter((p) => since === null || Date.parse(p.created_at) > since)
    .filter((p) => passesExclusions(p.text, search.exclude))
    .sort(newestFirst)
    .slice(0, max);
}

/** 'pt-br' → 'pt': posts' languages are kept by their primary tag. */
const primaryLanguage = (tag: string) => tag.split('-')[0] ?? tag;
