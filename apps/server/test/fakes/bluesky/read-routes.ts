import { findAccount, postsOf, type TFakeState, type TStoredRecord } from './state';
import { createdAtOf, feedItem, postView, profileBasic, profileDetailed, repliesTo, textOf } from './views';
import { invalid, limitOf, required, type TRoute, XrpcFail } from './xrpc';

const newestFirst = (a: TStoredRecord, b: TStoredRecord) => createdAtOf(b).localeCompare(createdAtOf(a));

/** One page from an offset cursor, as the AppView pages (its cursors are opaque strings). */
function page<T>(items: T[], params: URLSearchParams, limit: number) {
  const start = Number(params.get('cursor') ?? 0) || 0;
  const slice = items.slice(start, start + limit);
  return { slice, cursor: start + limit < items.length ? String(start + limit) : undefined };
}

/**
 * A search's terms: "quoted phrases" and words, every one of which a post's text must contain
 * (any case), as Bluesky's search matches all terms.
 */
function terms(q: string): string[] {
  return (q.match(/"[^"]*"|\S+/g) ?? []).map((t) => t.replace(/"/g, '').toLowerCase()).filter(Boolean);
}

function actorOrFail(state: TFakeState, actor: string) {
  const account = findAccount(state, actor);
  if (!account) throw invalid('Profile not found');
  return account;
}

export const READ_ROUTES: Record<string, TRoute> = {
  'app.bsky.actor.getProfile': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params }) =>
      profileDetailed(state, actorOrFail(state, required(params.get('actor'), 'actor'))),
  },
  'app.bsky.actor.getProfiles': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params }) => {
      const actors = params.getAll('actors');
      if (actors.length > 25) throw invalid('Error: actors must not have more than 25 elements');
      const found = actors.flatMap((a) => findAccount(state, a) ?? []);
      return { profiles: found.map((a) => profileDetailed(state, a)) };
    },
  },
  'com.atproto.identity.resolveHandle': {
    method: 'GET',
    auth: 'none',
    handle: ({ state, params }) => {
      const handle = required(params.get('handle'), 'handle');
      const did = findAccount(state, handle)?.did ?? state.identities.get(handle.toLowerCase())?.did;
      if (!did) throw invalid('Unable to resolve handle');
      return { did };
    },
  },
  'app.bsky.feed.getPosts': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params, account }) => {
      const uris = params.getAll('uris');
      if (uris.length > 25) throw invalid('Error: uris must not have more than 25 elements');
      const found = uris.flatMap((uri) => state.records.get(uri) ?? []);
      return { posts: found.map((r) => postView(state, r, account.did)) };
    },
  },
  'app.bsky.feed.getAuthorFeed': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params, account: viewer }) => {
      const account = actorOrFail(state, required(params.get('actor'), 'actor'));
      const filter = params.get('filter') ?? 'posts_with_replies';
      const own = postsOf(state)
        .filter((p) => p.did === account.did)
        .filter((p) => filter !== 'posts_no_replies' || !(p.value as { reply?: unknown }).reply);
      const reposts = [...state.records.values()].filter(
        (r) => r.collection === 'app.bsky.feed.repost' && r.did === account.did,
      );
      const items = [...own, ...reposts].sort(newestFirst);
      const { slice, cursor } = page(items, params, limitOf(params, 50, 100));
      const feed = slice.flatMap((r) => {
        if (r.collection === 'app.bsky.feed.post') return [feedItem(state, r, viewer.did)];
        const subject = state.records.get((r.value as { subject: { uri: string } }).subject.uri);
        if (!subject) return [];
        return [
          {
            ...feedItem(state, subject, viewer.did),
            reason: {
              $type: 'app.bsky.feed.defs#reasonRepost',
              by: profileBasic(account),
              indexedAt: r.indexedAt,
            },
          },
        ];
      });
      return { feed, ...(cursor ? { cursor } : {}) };
    },
  },
  'app.bsky.feed.searchPosts': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params, account: viewer }) => {
      const wanted = terms(required(params.get('q'), 'q'));
      const author = params.get('author');
      const authorDid = author ? (findAccount(state, author)?.did ?? '-') : null;
      const lang = params.get('lang');
      const since = params.get('since');
      const until = params.get('until');
      const hits = postsOf(state)
        .filter((p) => wanted.every((t) => textOf(p).toLowerCase().includes(t)))
        .filter((p) => authorDid === null || p.did === authorDid)
        .filter(
          (p) =>
            !lang || ((p.value as { langs?: string[] }).langs ?? []).some((l) => l.split('-')[0] === lang),
        )
        .filter((p) => !since || createdAtOf(p) >= since)
        .filter((p) => !until || createdAtOf(p) < until);
      if (params.get('sort') === 'latest') hits.sort(newestFirst);
      const { slice, cursor } = page(hits, params, limitOf(params, 25, 100));
      return {
        posts: slice.map((r) => postView(state, r, viewer.did)),
        hitsTotal: hits.length,
        ...(cursor ? { cursor } : {}),
      };
    },
  },
  'app.bsky.feed.getPostThread': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params }) => {
      const uri = required(params.get('uri'), 'uri');
      const record = state.records.get(uri);
      if (!record) throw new XrpcFail(400, 'NotFound', `Post not found: ${uri}`);
      const depth = Number(params.get('depth') ?? 6);
      const replies =
        depth > 0
          ? repliesTo(state, uri).map((r) => ({
              $type: 'app.bsky.feed.defs#threadViewPost',
              post: postView(state, r),
              replies: [],
            }))
          : [];
      return {
        thread: { $type: 'app.bsky.feed.defs#threadViewPost', post: postView(state, record), replies },
      };
    },
  },
  'app.bsky.feed.getLikes': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params }) => {
      const uri = required(params.get('uri'), 'uri');
      const likes = [...state.records.values()]
        .filter(
          (r) =>
            r.collection === 'app.bsky.feed.like' &&
            (r.value as { subject?: { uri?: string } }).subject?.uri === uri,
        )
        .flatMap((r) => {
          const actor = findAccount(state, r.did);
          return actor
            ? [
                {
                  indexedAt: r.indexedAt,
                  createdAt: r.indexedAt,
                  actor: { ...profileBasic(actor), indexedAt: r.indexedAt },
                },
              ]
            : [];
        });
      const { slice, cursor } = page(likes, params, limitOf(params, 50, 100));
      return { uri, likes: slice, ...(cursor ? { cursor } : {}) };
    },
  },
};
