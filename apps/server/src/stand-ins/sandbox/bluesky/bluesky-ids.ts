/**
 * How the sandbox network's rows look on its Bluesky face (decision 0067): every account has a DID
 * and a handle, every post an at:// URI, each a reversible spelling of the row's numeric id, so no
 * table holds a second id and every path that handles Bluesky ids meets real-looking ones.
 */

/** The handles' domain: `.test` is reserved (RFC 2606), so no real Bluesky account can have one. */
export const SANDBOX_HANDLE_DOMAIN = 'sandbox.test';
export const POST_COLLECTION = 'app.bsky.feed.post';

/** PLC identifiers are 24 characters of base32; ours start with a marker anyone can read. */
const DID_PREFIX = 'did:plc:sandbox';
const DID_DIGITS = 24 - 'sandbox'.length;
/** A record key is a TID: 13 characters of base32 "sortable", the value below 2^63. */
const RKEY_DIGITS = 13;
const S32 = '234567abcdefghijklmnopqrstuvwxyz';
const MAX = (1n << 63n) - 1n;

function encode(value: bigint, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i++) {
    out = S32[Number(rest & 31n)] + out;
    rest >>= 5n;
  }
  return out;
}

function decode(text: string): bigint | null {
  let value = 0n;
  for (const ch of text) {
    const digit = S32.indexOf(ch);
    if (digit < 0) return null;
    value = (value << 5n) | BigInt(digit);
  }
  return value <= MAX ? value : null;
}

const isNumericId = (id: string) => /^[1-9]\d{0,18}$/.test(id) && BigInt(id) <= MAX;

/** The DID of a network account (its numeric id). */
export function didOf(accountId: string): string {
  return `${DID_PREFIX}${encode(BigInt(accountId), DID_DIGITS)}`;
}

/** The account id a DID of the network stands for; null for any other DID. */
export function accountIdOfDid(did: string): string | null {
  if (!did.startsWith(DID_PREFIX) || did.length !== DID_PREFIX.length + DID_DIGITS) return null;
  const value = decode(did.slice(DID_PREFIX.length));
  return value !== null && value > 0n ? value.toString() : null;
}

/** The record key of a post (its numeric id). */
export function recordKeyOf(postId: string): string {
  return encode(BigInt(postId), RKEY_DIGITS);
}

/** The post id a record key stands for; null when it is none of the network's. */
export function postIdOfRecordKey(rkey: string): string | null {
  if (rkey.length !== RKEY_DIGITS) return null;
  const value = decode(rkey);
  return value !== null && value > 0n ? value.toString() : null;
}

/** A post's at:// URI, from its author's and its own numeric ids. */
export function postUri(authorId: string, postId: string): string {
  return `at://${didOf(authorId)}/${POST_COLLECTION}/${recordKeyOf(postId)}`;
}

/** The numeric ids an at:// URI of the network names; null for anything else. */
export function parsePostUri(uri: string): { authorId: string; postId: string } | null {
  const match = /^at:\/\/([^/]+)\/([^/]+)\/([^/?#]+)$/.exec(uri);
  if (!match || match[2] !== POST_COLLECTION) return null;
  const authorId = accountIdOfDid(match[1] ?? '');
  const postId = postIdOfRecordKey(match[3] ?? '');
  return authorId && postId && isNumericId(authorId) ? { authorId, postId } : null;
}

/**
 * An account's handle: its username in lower case, underscores as hyphens (a handle is a domain
 * name), under the sandbox's domain. X usernames have no hyphens, so the spelling goes back.
 */
export function handleOf(username: string): string {
  return `${username.toLowerCase().replace(/_/g, '-')}.${SANDBOX_HANDLE_DOMAIN}`;
}

/**
 * The lower-case username a handle (any case, '@' optional) stands for: one of the sandbox's, or a
 * bare name as typed. Bluesky's public domain is read as the sandbox's too, since keywords written
 * for Bluesky name authors that way (`from:alice` means alice.bsky.social). Null for other domains.
 */
export function usernameKeyOfHandle(handle: string): string | null {
  const name = handle.trim().replace(/^@+/, '').toLowerCase();
  const label = [`.${SANDBOX_HANDLE_DOMAIN}`, '.bsky.social'].reduce(
    (rest, suffix) => (rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest),
    name,
  );
  if (!/^[a-z0-9_-]{1,15}$/.test(label)) return null;
  return label.replace(/-/g, '_');
}

/** The sandbox's own page of a post on its Bluesky face, shaped like bsky.app's. */
export function postPageUrl(publicUrl: string, handle: string, postId: string): string {
  return `${publicUrl}/sandbox/profile/${encodeURIComponent(handle)}/post/${recordKeyOf(postId)}`;
}
