import type { AppBskyFeedDefs } from '@atproto/api';
import { detectLanguage } from '../../../lib/text/language';
import { BadInputError } from '../errors';
import type { TCredentials, TFoundReply, TOwnReplyQuery, TReplyInput } from '../types';
import { ReplyGatedError, xrpcErrorName } from './bluesky-errors';
import { postUrl } from './map-post';
import { legacyReplyRecordKey, replyRecordKey } from './record-key';
import { replyDisabled } from './reply-gate';
import { replyRecord, type TStrongRef } from './reply-record';
import type { TBlueskySession, TRunner } from './session';
import { threadUris } from './thread-views';

export const POST_COLLECTION = 'app.bsky.feed.post';

/**
 * Writes the reply exactly once: its record key comes from the reply's key and approval time
 * (record-key.ts), and it is written "only if absent" (putRecord with swapRecord null); an
 * InvalidSwap answer means an earlier attempt posted it, and that post is the answer. A thread whose
 * gate leaves the account out is refused before anything is written (ReplyGatedError), unless an
 * earlier attempt already posted there. The record says the language the reply is written in.
 */
export async function writeReply(
  run: TRunner,
  session: TBlueskySession,
  credentials: TCredentials,
  input: TReplyInput & { createdAt: string },
): Promise<{ id: string; url: string }> {
  const rkey = replyRecordKey(input.key, input.keyTime);
  const parents = await run.main('postReply.parent', (a) =>
    a.app.bsky.feed.getPosts({ uris: [input.inReplyToId] }),
  );
  const parent = parents.data.posts[0];
  if (!parent) throw new BadInputError('The post being answered is no longer on Bluesky.');
  const parentRef = { uri: parent.uri, cid: parent.cid };
  const root = strongRef((parent.record as { reply?: { root?: unknown } }).reply?.root) ?? parentRef;
  if (await gated(run, parent, root, credentials.userId)) {
    const earlier = await readOwnPost(run, credentials, rkey);
    if (earlier) return earlier;
    throw new ReplyGatedError();
  }
  const lang = detectLanguage(input.text) ?? firstLanguage(parent.record);
  const record = await replyRecord(session.agent, {
    text: input.text,
    root,
    parent: parentRef,
    ...(lang ? { langs: [lang] } : {}),
    createdAt: input.createdAt,
  });
  try {
    const written = await run.main(
      'postReply',
      (a) =>
        a.com.atproto.repo.putRecord({
          repo: credentials.userId,
          collection: POST_COLLECTION,
          rkey,
          record,
          swapRecord: null,
        }),
      // The outcome of a failed write is unknown: it is looked up (findOwnReplies), not retried.
      { idempotent: false },
    );
    return { id: written.data.uri, url: postUrl(written.data.uri) };
  } catch (err) {
    if (xrpcErrorName(err) !== 'InvalidSwap') throw err;
    const existing = await readOwnPost(run, credentials, rkey);
    if (!existing) throw err;
    return existing;
  }
}

/**
 * The post a reply's key made, if any: at the key it has now, then at the key replies got before
 * keys carried the approval time (an attempt made before that may have posted there).
 */
export async function findOwnReply(
  run: TRunner,
  credentials: TCredentials,
  query: TOwnReplyQuery,
): Promise<TFoundReply | null> {
  const rkey = replyRecordKey(query.key, query.keyTime);
  const found = await readOwnPost(run, credentials, rkey);
  const legacy = legacyReplyRecordKey(query.key);
  return found ?? (legacy === rkey ? null : readOwnPost(run, credentials, legacy));
}

/** The account's post at `rkey`, or null when there is none. */
async function readOwnPost(run: TRunner, credentials: TCredentials, rkey: string) {
  try {
    const answer = await run.main('findOwnReplies', (a) =>
      a.com.atproto.repo.getRecord({ repo: credentials.userId, collection: POST_COLLECTION, rkey }),
    );
    return { id: answer.data.uri, url: postUrl(answer.data.uri) };
  } catch (err) {
    if (xrpcErrorName(err) === 'RecordNotFound') return null;
    throw err;
  }
}

/**
 * Whether the thread's gate leaves the account out: the AppView's word on the parent, else the
 * root's gate (read with one more call when the parent is itself a reply).
 */
async function gated(
  run: TRunner,
  parent: AppBskyFeedDefs.PostView,
  root: TStrongRef,
  viewerDid: string,
): Promise<boolean> {
  if (typeof parent.viewer?.replyDisabled === 'boolean' || !threadUris(parent).root) {
    return replyDisabled(parent, parent, viewerDid);
  }
  const roots = await run.main('postReply.root', (a) => a.app.bsky.feed.getPosts({ uris: [root.uri] }));
  return replyDisabled(parent, roots.data.posts[0] ?? null, viewerDid);
}

function firstLanguage(record: unknown): string | null {
  const langs = (record as { langs?: unknown }).langs;
  const first: unknown = Array.isArray(langs) ? langs[0] : undefined;
  return typeof first === 'string' && first ? first : null;
}

function strongRef(value: unknown): TStrongRef | null {
  const v = value as { uri?: unknown; cid?: unknown } | undefined;
  return typeof v?.uri === 'string' && typeof v.cid === 'string' ? { uri: v.uri, cid: v.cid } : null;
}
