import { createHash } from 'node:crypto';

/** base32 "sortable": a TID's characters sort in the order of the numbers they encode. */
const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** A record key that is a TID: 13 characters, the first encoding a value below 16 (top bit 0). */
export const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

/** 2023-01-01T00:00:00Z in microseconds: keys made before keyTime was given read as times from then on. */
const EPOCH_US = BigInt(Date.UTC(2023, 0, 1)) * 1000n;
/** About 13 months of microseconds: the spread of those older keys' times. */
const SPAN_US = 1n << 45n;

/**
 * The record key of the post a reply becomes: a valid TID (53-bit microsecond time, 10-bit clock
 * id), the same for the same reply on every attempt, so that writing it "only if absent" can never
 * post it twice. Its time is `keyTime` (when the user approved the reply, which never changes once
 * approved) plus up to a millisecond, and its clock id, both taken from a hash of the reply id: the
 * key reads as the reply's real time and sorts with the account's other posts, and two replies
 * approved in the same millisecond still differ. Without `keyTime` (or with a time that is not one)
 * the time comes from the hash alone, spread over 2023–2024: how keys were made before, still read
 * when looking for a reply an earlier attempt may have posted (legacyReplyRecordKey).
 */
export function replyRecordKey(replyId: string, keyTime?: string): string {
  const ms = keyTime === undefined ? NaN : Date.parse(keyTime);
  if (!Number.isFinite(ms) || ms < Date.UTC(2023, 0, 1)) return legacyReplyRecordKey(replyId);
  const digest = createHash('sha256').update(`bluesky-reply:${replyId}`).digest();
  const timestamp = BigInt(ms) * 1000n + BigInt(digest.readUInt16BE(0) % 1000);
  return tid(timestamp, BigInt(digest.readUInt16BE(8) & 0x3ff));
}

/** The key a reply got before keys carried the approval time: kept so an earlier post is still found. */
export function legacyReplyRecordKey(replyId: string): string {
  const digest = createHash('sha256').update(`bluesky-reply:${replyId}`).digest();
  const timestamp = EPOCH_US + (digest.readBigUInt64BE(0) % SPAN_US);
  return tid(timestamp, BigInt(digest.readUInt16BE(8) & 0x3ff));
}

/**
 * The record key of the like the product gives for `likeKey` (its item's id): a valid TID (a like's
 * key must be one), the same on every attempt, so that writing it "only if absent" can never like
 * twice; hashed under its own prefix, so never the key of a reply. Its time is spread over 2023–2024
 * as replies' older keys are: nothing orders likes by their keys.
 */
export function likeRecordKey(likeKey: string): string {
  const digest = createHash('sha256').update(`bluesky-like:${likeKey}`).digest();
  const timestamp = EPOCH_US + (digest.readBigUInt64BE(0) % SPAN_US);
  return tid(timestamp, BigInt(digest.readUInt16BE(8) & 0x3ff));
}

/** A TID: the time in microseconds and a clock id, as 13 sortable base32 characters. */
function tid(timestampUs: bigint, clockId: bigint): string {
  let value = (timestampUs << 10n) | clockId;
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = S32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/** The record key (last path segment) of an at:// URI, or null when it is not one. */
export function recordKeyOf(uri: string): string | null {
  const match = /^at:\/\/([^/]+)\/([^/]+)\/([^/?#]+)$/.exec(uri);
  return match?.[3] ?? null;
}

/** The repository (DID or handle) of an at:// URI, or null when it is not one. */
export function repoOf(uri: string): string | null {
  return /^at:\/\/([^/]+)\//.exec(uri)?.[1] ?? null;
}
