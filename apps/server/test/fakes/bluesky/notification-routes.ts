import { authorViewer } from './gates';
import { findAccount, type TAccount, type TFakeState, type TStoredRecord } from './state';
import { profileBasic } from './views';
import { invalid, limitOf, type TRoute } from './xrpc';

type TPostValue = {
  reply?: { parent: { uri: string } };
  embed?: { $type?: string; record?: { uri?: string; record?: { uri?: string } } };
  facets?: { features?: { $type?: string; did?: string }[] }[];
  subject?: string | { uri?: string };
};

type TNotice = { record: TStoredRecord; reason: string; reasonSubject?: string };

const repoOf = (uri: string | undefined) => /^at:\/\/([^/]+)\//.exec(uri ?? '')?.[1];

/** The post a quote embeds (a record embed, or the record of a record-with-media embed). */
function quotedUri(value: TPostValue): string | undefined {
  const embed = value.embed;
  if (embed?.$type === 'app.bsky.embed.record') return embed.record?.uri;
  if (embed?.$type === 'app.bsky.embed.recordWithMedia') return embed.record?.record?.uri;
  return undefined;
}

/**
 * Why `record` notifies `did`, as the AppView indexes it: a reply to one of its posts, a mention
 * of it, a quote of one of its posts; a like, repost or follow. A post may notify for several
 * reasons at once. An account is not notified of its own records (unless `notifiesOwnPosts`).
 */
function noticesOf(state: TFakeState, record: TStoredRecord, did: string): TNotice[] {
  if (record.did === did && !state.notifiesOwnPosts) return [];
  const value = record.value as TPostValue;
  const subjectUri = typeof value.subject === 'object' ? value.subject?.uri : undefined;
  switch (record.collection) {
    case 'app.bsky.feed.post': {
      const out: TNotice[] = [];
      const parent = value.reply?.parent.uri;
      if (repoOf(parent) === did) out.push({ record, reason: 'reply', reasonSubject: parent! });
      const mentioned = (value.facets ?? []).some((f) =>
        (f.features ?? []).some((x) => x.$type === 'app.bsky.richtext.facet#mention' && x.did === did),
      );
      if (mentioned) out.push({ record, reason: 'mention' });
      const quoted = quotedUri(value);
      if (repoOf(quoted) === did) out.push({ record, reason: 'quote', reasonSubject: quoted! });
      return out;
    }
    case 'app.bsky.feed.like':
    case 'app.bsky.feed.repost':
      return repoOf(subjectUri) === did
        ? [{ record, reason: record.collection.split('.').pop()!, reasonSubject: subjectUri! }]
        : [];
    case 'app.bsky.graph.follow':
      return value.subject === did ? [{ record, reason: 'follow' }] : [];
    default:
      return [];
  }
}

/**
 * The notifications of `viewer`, newest first. Those by accounts the viewer muted or blocked, or
 * who block it, are kept, with the author's `viewer` saying so: the reader must leave them out
 * itself (an AppView's own filtering is not something to rely on).
 */
function notificationsOf(state: TFakeState, viewer: TAccount) {
  const seenAt = state.seenAt.get(viewer.did);
  return [...state.records.values()]
    .flatMap((r) => noticesOf(state, r, viewer.did))
    .sort((a, b) => b.record.indexedAt.localeCompare(a.record.indexedAt))
    .map(({ record, reason, reasonSubject }) => {
      const author = findAccount(state, record.did);
      if (!author) throw new Error(`fake Bluesky: no account ${record.did}`);
      return {
        uri: record.uri,
        cid: record.cid,
        author: { ...profileBasic(author), ...authorViewer(state, author.did, viewer.did), labels: [] },
        reason,
        ...(reasonSubject ? { reasonSubject } : {}),
        record: record.value,
        isRead: seenAt !== undefined && record.indexedAt <= seenAt,
        indexedAt: record.indexedAt,
        labels: [],
      };
    });
}

export const NOTIFICATION_ROUTES: Record<string, TRoute> = {
  'app.bsky.notification.listNotifications': {
    method: 'GET',
    auth: 'access',
    handle: ({ state, params, account }) => {
      if (params.has('seenAt')) throw invalid('The seenAt parameter is unsupported');
      const reasons = params.getAll('reasons');
      const all = notificationsOf(state, account).filter(
        (n) => reasons.length === 0 || reasons.includes(n.reason),
      );
      const limit = limitOf(params, 50, 100);
      const start = Number(params.get('cursor') ?? 0) || 0;
      const next = start + limit < all.length ? String(start + limit) : undefined;
      const seenAt = state.seenAt.get(account.did);
      return {
        notifications: all.slice(start, start + limit),
        ...(next ? { cursor: next } : {}),
        priority: false,
        ...(seenAt ? { seenAt } : {}),
      };
    },
  },
  'app.bsky.notification.updateSeen': {
    method: 'POST',
    auth: 'access',
    handle: ({ state, body, account }) => {
      const seenAt = body.seenAt;
      if (typeof seenAt !== 'string' || !Number.isFinite(Date.parse(seenAt))) {
        throw invalid('Input/seenAt must be an valid atproto datetime');
      }
      state.seenAt.set(account.did, seenAt);
      return undefined;
    },
  },
};
