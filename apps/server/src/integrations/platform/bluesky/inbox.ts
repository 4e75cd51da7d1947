import type { AppBskyFeedDefs, AppBskyNotificationListNotifications } from '@atproto/api';
import { clamp } from '../base-provider';
import type { TInboxEntry, TInboxPage } from '../types';
import { cursorTime } from './cursor-time';
import { isPostView, mapPostView } from './map-post';
import type { TRunner } from './session';
import { threadUris } from './thread-views';

type TNotification = AppBskyNotificationListNotifications.Notification;
type TKind = TInboxEntry['kind'];

/** The notifications the inbox takes in, and the kind each becomes. */
const KINDS: Record<string, TKind> = { reply: 'answer', mention: 'mention', quote: 'quote' };
/** One post may notify for several reasons (a reply that also mentions): it comes in once, as this. */
const PRECEDENCE: TKind[] = ['answer', 'quote', 'mention'];
/** Pages one read may take after a cursor: up to 300 notifications, bounded when the account is busy. */
const MAX_PAGES = 3;
const PAGE_LIMIT = 100;
/** getPosts takes 25 URIs a call. */
const POSTS_BATCH = 25;

type TTaken = { notification: TNotification; kind: TKind };

/**
 * The account's replies, mentions and quotes after `cursor` (an indexedAt), oldest first, at most
 * `max`: read from its notifications, each post hydrated with getPosts together with its parent and
 * its thread's first post. Left out: the account's own posts, and those of authors it muted or
 * blocked or who block it. The cursor comes back as the newest notification taken in (the same one
 * when nothing is new), and the notifications are marked seen up to it.
 */
export async function readInbox(
  run: TRunner,
  input: { viewer: string; cursor: string | null; max: number },
): Promise<TInboxPage> {
  const max = clamp(input.max, 0, 100);
  if (max === 0) return { entries: [], cursor: input.cursor };
  const fresh = await newNotifications(run, cursorTime(input.cursor), max);
  const { taken, newest } = take(fresh, input.viewer, max);
  const views = await postsByUri(
    run,
    taken.flatMap(({ notification: n }) => [n.uri, ...Object.values(threadUris(n))]),
  );
  const entries = taken.flatMap(({ notification, kind }): TInboxEntry[] => {
    const view = views.get(notification.uri);
    // Gone, or hidden from the account, since it notified.
    if (!view) return [];
    const { parent, root } = threadUris(view);
    const post = mapPostView(view, {
      parent: parent ? (views.get(parent) ?? null) : null,
      root: root ? (views.get(root) ?? null) : null,
      viewer: input.viewer,
    });
    return [{ kind, post }];
  });
  const cursor = newest ?? input.cursor;
  if (newest !== null && newest !== input.cursor) await markSeen(run, newest);
  return { entries, cursor };
}

/**
 * The notifications after `since`, newest first: a first read (no `since`) takes the newest page of
 * `max`; a later one pages back until it reaches `since`, MAX_PAGES at most.
 */
async function newNotifications(run: TRunner, since: number | null, max: number): Promise<TNotification[]> {
  const out: TNotification[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await run.main('readInbox', (a) =>
      a.app.bsky.notification.listNotifications({
        reasons: Object.keys(KINDS),
        limit: since === null ? max : PAGE_LIMIT,
        ...(cursor ? { cursor } : {}),
      }),
    );
    const { notifications } = answer.data;
    let reachedSince = false;
    for (const n of notifications) {
      if (!KINDS[n.reason]) continue;
      if (since !== null && !(Date.parse(n.indexedAt) > since)) {
        reachedSince = true;
        continue;
      }
      out.push(n);
    }
    cursor = answer.data.cursor;
    if (since === null || reachedSince || !cursor || notifications.length === 0) break;
  }
  return out;
}

/**
 * Oldest first, one entry per post, up to `max` (and any taken in at the same instant as the last,
 * so that none is skipped by the next read's "after"). `newest` is the indexedAt of the last
 * notification passed over, taken or left out: where the next read starts.
 */
function take(fresh: TNotification[], viewer: string, max: number) {
  const byPost = new Map<string, TTaken>();
  const oldestFirst = [...fresh].sort((a, b) => Date.parse(a.indexedAt) - Date.parse(b.indexedAt));
  for (const notification of oldestFirst) {
    const kind = KINDS[notification.reason]!;
    const seen = byPost.get(notification.uri);
    if (!seen) byPost.set(notification.uri, { notification, kind });
    else if (PRECEDENCE.indexOf(kind) < PRECEDENCE.indexOf(seen.kind)) seen.kind = kind;
  }
  const taken: TTaken[] = [];
  let newest: string | null = null;
  for (const item of byPost.values()) {
    const at = item.notification.indexedAt;
    if (taken.length >= max && newest !== null && Date.parse(at) !== Date.parse(newest)) break;
    newest = at;
    if (wanted(item.notification, viewer)) taken.push(item);
  }
  return { taken, newest };
}

/** Not the account's own post, nor one by an author it muted or blocked, or who blocks it. */
function wanted(n: TNotification, viewer: string): boolean {
  const v = n.author.viewer;
  if (n.author.did === viewer) return false;
  return !(v?.muted || v?.mutedByList || v?.blocking || v?.blockingByList || v?.blockedBy);
}

/** The posts by URI, read with getPosts 25 a call; a post gone or hidden from the account is absent. */
async function postsByUri(run: TRunner, uris: (string | null)[]) {
  const unique = [...new Set(uris.filter((u): u is string => !!u))];
  const found = new Map<string, AppBskyFeedDefs.PostView>();
  for (let i = 0; i < unique.length; i += POSTS_BATCH) {
    const batch = unique.slice(i, i + POSTS_BATCH);
    const answer = await run.main('readInbox.posts', (a) => a.app.bsky.feed.getPosts({ uris: batch }));
    for (const view of answer.data.posts) if (isPostView(view)) found.set(view.uri, view);
  }
  return found;
}

/**
 * Marks the notifications seen up to `seenAt`, as the Bluesky app does once they are read. Tried
 * once: a failure (logged by the call) loses nothing, the page is kept and the next read marks them.
 */
async function markSeen(run: TRunner, seenAt: string): Promise<void> {
  try {
    await run.main('readInbox.seen', (a) => a.app.bsky.notification.updateSeen({ seenAt }), {
      idempotent: false,
    });
  } catch {
    // Seen or not, what was read is answered.
  }
}
