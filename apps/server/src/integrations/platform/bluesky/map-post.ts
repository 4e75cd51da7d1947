import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import type { TPlatformPost, TPlatformPostBase, TPlatformProfile, TTweetType } from '../types';
import { recordKeyOf, repoOf } from './record-key';
import { labelsOf, replyDisabled } from './reply-gate';

type TAuthor = { did: string; handle: string; displayName?: string; avatar?: string; description?: string };
type TRecord = {
  text?: unknown;
  createdAt?: unknown;
  langs?: unknown;
  reply?: { root?: { uri?: unknown }; parent?: { uri?: unknown } };
  facets?: unknown;
};
/** What a post view and an embedded record view share. */
type TPostLike = {
  uri: string;
  author: TAuthor;
  record: TRecord;
  indexedAt: string;
  embed: unknown;
  likeCount?: number;
  replyCount?: number;
  repostCount?: number;
  quoteCount?: number;
};

/**
 * The public web address of a post, by its author's DID (the at:// URI's repository), not the
 * handle: a handle can change, a DID does not, so a link kept in Sent keeps working.
 */
export function postUrl(uri: string): string {
  return `https://bsky.app/profile/${repoOf(uri) ?? ''}/post/${recordKeyOf(uri) ?? ''}`;
}

export function mapProfile(view: AppBskyActorDefs.ProfileViewDetailed): TPlatformProfile {
  return {
    id: view.did,
    username: view.handle,
    name: view.displayName?.trim() || view.handle,
    avatar_url: view.avatar ?? null,
    followers: view.followersCount ?? null,
    following: view.followsCount ?? null,
    description: view.description ?? null,
  };
}

/**
 * What a post view is read with: for a reply, the posts above it as the platform gave them (its
 * parent, and the thread's first post); `viewer`, the DID of the account that would reply.
 */
export type TThreadContext = {
  parent?: AppBskyFeedDefs.PostView | null;
  root?: AppBskyFeedDefs.PostView | null;
  viewer?: string;
};

/** A feed item as a post; null for what is not the author's own post (a repost of another's). */
export function mapFeedItem(item: AppBskyFeedDefs.FeedViewPost, viewer?: string): TPlatformPost | null {
  if (item.reason) return null;
  const parent = item.reply?.parent;
  const root = item.reply?.root;
  return mapPostView(item.post, {
    parent: isPostView(parent) ? parent : null,
    root: isPostView(root) ? root : null,
    ...(viewer ? { viewer } : {}),
  });
}

/**
 * A post view as a platform post: its labels, whether the thread's gate leaves `viewer` out
 * (reply_allowed false), and for a reply the posts above it (replied_to, thread_root).
 */
export function mapPostView(view: AppBskyFeedDefs.PostView, context: TThreadContext = {}): TPlatformPost {
  const base = mapBase(fromPostView(view));
  const quoted = quotedRecord(view.embed);
  const post: TPlatformPost = {
    ...base,
    tweet_type: quoted ? 'QUOTE' : base.tweet_type,
    original: quoted ? mapBase(quoted) : null,
  };
  const labels = labelsOf(view);
  if (labels.length > 0) post.labels = labels;
  if (base.in_reply_to_id) {
    const { parent, root } = context;
    post.replied_to = parent ? mapBase(fromPostView(parent)) : null;
    if (root && root.uri !== parent?.uri && root.uri === base.conversation_id) {
      post.thread_root = mapBase(fromPostView(root));
    }
  }
  if (context.viewer && replyDisabled(view, context.root ?? null, context.viewer)) post.reply_allowed = false;
  return post;
}

/** Whether a post is a reply: its record names a parent. */
export function isReplyView(view: AppBskyFeedDefs.PostView): boolean {
  return !!(view.record as TRecord).reply;
}

export function isPostView(value: unknown): value is AppBskyFeedDefs.PostView {
  const v = value as { uri?: unknown; author?: unknown; record?: unknown };
  return typeof v?.uri === 'string' && !!v.author && !!v.record;
}

function fromPostView(view: AppBskyFeedDefs.PostView): TPostLike {
  return { ...view, record: view.record as TRecord, embed: view.embed };
}

function mapBase(post: TPostLike): TPlatformPostBase {
  const record = post.record;
  const text = typeof record.text === 'string' ? record.text : '';
  const parentUri = stringOr(record.reply?.parent?.uri);
  const media = mediaUrls(post.embed);
  const tweetType: TTweetType = 'SINGLE';
  return {
    id: post.uri,
    text,
    created_at: isoOr(record.createdAt, post.indexedAt),
    lang: firstLanguage(record.langs),
    author: {
      id: post.author.did,
      username: post.author.handle,
      name: post.author.displayName?.trim() || post.author.handle,
      avatar_url: post.author.avatar ?? null,
    },
    reactions: {
      likes: post.likeCount ?? 0,
      replies: post.replyCount ?? 0,
      retweets: (post.repostCount ?? 0) + (post.quoteCount ?? 0),
      views: 0,
    },
    media_url: media[0] ?? null,
    media_urls: media,
    tweet_type: tweetType,
    conversation_id: stringOr(record.reply?.root?.uri) ?? post.uri,
    in_reply_to_id: parentUri,
    mentions: mentionsOf(text, record.facets),
    url: postUrl(post.uri),
  };
}

/** The record a quote post embeds, as far as the view shows it (not when it is gone or blocked). */
function quotedRecord(embed: unknown): TPostLike | null {
  let view = embed as { $type?: string; record?: unknown } | undefined;
  if (view?.$type === 'app.bsky.embed.recordWithMedia#view') view = view.record as typeof view;
  if (view?.$type !== 'app.bsky.embed.record#view') return null;
  type TViewRecord = Partial<TPostLike> & { $type?: string; value?: TRecord; embeds?: unknown[] };
  const r = view.record as TViewRecord | undefined;
  if (r?.$type !== 'app.bsky.embed.record#viewRecord' || !r.uri || !r.author || !r.value) return null;
  if (!r.uri.includes('/app.bsky.feed.post/')) return null;
  return {
    ...r,
    uri: r.uri,
    author: r.author,
    record: r.value,
    indexedAt: r.indexedAt ?? '',
    embed: r.embeds?.[0],
  };
}

function mediaUrls(embed: unknown): string[] {
  const e = embed as {
    $type?: string;
    images?: { fullsize?: string }[];
    thumbnail?: string;
    media?: unknown;
  };
  if (!e?.$type) return [];
  if (e.$type === 'app.bsky.embed.images#view') {
    return (e.images ?? []).map((i) => i.fullsize).filter((u): u is string => typeof u === 'string');
  }
  if (e.$type === 'app.bsky.embed.video#view') return e.thumbnail ? [e.thumbnail] : [];
  if (e.$type === 'app.bsky.embed.recordWithMedia#view') return mediaUrls(e.media);
  return [];
}

/** Mentioned handles, read from the text the mention facets point at (facets hold only the DID). */
function mentionsOf(text: string, facets: unknown): string[] {
  if (!Array.isArray(facets)) return [];
  const bytes = Buffer.from(text, 'utf8');
  const out = new Set<string>();
  for (const facet of facets as {
    index?: { byteStart?: number; byteEnd?: number };
    features?: { $type?: string }[];
  }[]) {
    if (!facet.features?.some((f) => f.$type === 'app.bsky.richtext.facet#mention')) continue;
    const { byteStart, byteEnd } = facet.index ?? {};
    if (typeof byteStart !== 'number' || typeof byteEnd !== 'number') continue;
    const handle = bytes.subarray(byteStart, byteEnd).toString('utf8').replace(/^@/, '').trim().toLowerCase();
    if (handle) out.add(handle);
  }
  return [...out];
}

function firstLanguage(langs: unknown): string | null {
  const first = Array.isArray(langs) ? (langs[0] as unknown) : undefined;
  return typeof first === 'string' && first ? (first.split('-')[0] ?? first).toLowerCase() : null;
}

function isoOr(value: unknown, fallback: string): string {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isFinite(time)) return new Date(time).toISOString();
  const fallbackTime = Date.parse(fallback);
  return Number.isFinite(fallbackTime) ? new Date(fallbackTime).toISOString() : fallback;
}

function stringOr(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
