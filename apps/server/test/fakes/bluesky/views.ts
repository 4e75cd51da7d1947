import { authorViewer, gateView, labelViews } from './gates';
import { findAccount, postsOf, type TAccount, type TFakeState, type TStoredRecord } from './state';

type TRecordValue = {
  text?: string;
  reply?: { root: { uri: string }; parent: { uri: string } };
  embed?: { $type?: string; record?: { uri: string }; images?: unknown[] };
};

export const avatarOf = (a: TAccount) => `https://cdn.bsky.app/img/avatar/plain/${a.did}/avatar@jpeg`;

export function profileBasic(a: TAccount) {
  return { did: a.did, handle: a.handle, displayName: a.displayName ?? '', avatar: avatarOf(a) };
}

export function profileDetailed(state: TFakeState, a: TAccount) {
  return {
    ...profileBasic(a),
    description: a.description ?? '',
    followersCount: a.followers ?? 0,
    followsCount: 10,
    postsCount: postsOf(state).filter((p) => p.did === a.did).length,
    indexedAt: '2024-01-01T00:00:00.000Z',
  };
}

const valueOf = (r: TStoredRecord) => r.value as TRecordValue;

function counts(state: TFakeState, uri: string) {
  const all = [...state.records.values()];
  const subject = (r: TStoredRecord) => (r.value as { subject?: { uri?: string } }).subject?.uri;
  return {
    replyCount: postsOf(state).filter((p) => valueOf(p).reply?.parent.uri === uri).length,
    repostCount: all.filter((r) => r.collection === 'app.bsky.feed.repost' && subject(r) === uri).length,
    likeCount: all.filter((r) => r.collection === 'app.bsky.feed.like' && subject(r) === uri).length,
    quoteCount: postsOf(state).filter((p) => quotedUri(valueOf(p)) === uri).length,
  };
}

function quotedUri(value: TRecordValue): string | undefined {
  return value.embed?.$type === 'app.bsky.embed.record' ? value.embed.record?.uri : undefined;
}

function authorOf(state: TFakeState, r: TStoredRecord): TAccount {
  const account = findAccount(state, r.did);
  if (!account) throw new Error(`fake Bluesky: no account ${r.did}`);
  return account;
}

function embedView(state: TFakeState, r: TStoredRecord): unknown {
  const embed = valueOf(r).embed;
  if (embed?.$type === 'app.bsky.embed.images') {
    return {
      $type: 'app.bsky.embed.images#view',
      images: (embed.images ?? []).map((_, i) => ({
        thumb: `https://cdn.bsky.app/img/feed_thumbnail/plain/${r.did}/${r.rkey}-${i}@jpeg`,
        fullsize: `https://cdn.bsky.app/img/feed_fullsize/plain/${r.did}/${r.rkey}-${i}@jpeg`,
        alt: '',
      })),
    };
  }
  const quoted = quotedUri(valueOf(r));
  if (!quoted) return undefined;
  const target = state.records.get(quoted);
  if (!target)
    return {
      $type: 'app.bsky.embed.record#view',
      record: { $type: 'app.bsky.embed.record#viewNotFound', uri: quoted, notFound: true },
    };
  return {
    $type: 'app.bsky.embed.record#view',
    record: {
      $type: 'app.bsky.embed.record#viewRecord',
      uri: target.uri,
      cid: target.cid,
      author: profileBasic(authorOf(state, target)),
      value: target.value,
      indexedAt: target.indexedAt,
      ...counts(state, target.uri),
    },
  };
}

/** A post as the AppView shows it to `viewer` (the signed-in account's DID, when there is one). */
export function postView(state: TFakeState, r: TStoredRecord, viewer?: string) {
  const embed = embedView(state, r);
  const gate = gateView(state, r, viewer);
  const gateViewer = 'viewer' in gate ? gate.viewer : {};
  const like = viewer ? likeOf(state, viewer, r.uri) : undefined;
  return {
    $type: 'app.bsky.feed.defs#postView',
    uri: r.uri,
    cid: r.cid,
    author: { ...profileBasic(authorOf(state, r)), ...authorViewer(state, r.did, viewer) },
    record: r.value,
    ...(embed ? { embed } : {}),
    ...counts(state, r.uri),
    indexedAt: r.indexedAt,
    ...labelViews(state, r),
    ...gate,
    ...(like ? { viewer: { ...gateViewer, like } } : {}),
  };
}

/** The viewer's like of the post (its record's URI), which the AppView shows in the post's `viewer`. */
function likeOf(state: TFakeState, viewer: string, uri: string): string | undefined {
  return [...state.records.values()].find(
    (r) =>
      r.collection === 'app.bsky.feed.like' &&
      r.did === viewer &&
      (r.value as { subject?: { uri?: string } }).subject?.uri === uri,
  )?.uri;
}

const notFound = (uri: string) => ({ $type: 'app.bsky.feed.defs#notFoundPost', uri, notFound: true });

/** A feed item: the post, and for a reply its root and parent. */
export function feedItem(state: TFakeState, r: TStoredRecord, viewer?: string) {
  const reply = valueOf(r).reply;
  if (!reply) return { post: postView(state, r, viewer) };
  const view = (uri: string) => {
    const target = state.records.get(uri);
    return target ? postView(state, target, viewer) : notFound(uri);
  };
  return {
    post: postView(state, r, viewer),
    reply: { root: view(reply.root.uri), parent: view(reply.parent.uri) },
  };
}

export function repliesTo(state: TFakeState, uri: string): TStoredRecord[] {
  return postsOf(state).filter((p) => valueOf(p).reply?.parent.uri === uri);
}

export const textOf = (r: TStoredRecord) => valueOf(r).text ?? '';
export const createdAtOf = (r: TStoredRecord) =>
  String((r.value as { createdAt?: string }).createdAt ?? r.indexedAt);
