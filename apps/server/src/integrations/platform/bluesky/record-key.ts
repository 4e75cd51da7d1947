import { createHash } from 'node:crypto';

/** base32 "sortable": a TID's characters sort in the order of the numbers they encode. */
const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** A record key that is a TID: 13 characters, the first encoding a value below 16 (top bit 0). */
export const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

/** 2023-01-01T00:00:00Z in microseconds: derived keys read as times from then on. */
const EPOCH_US = BigInt(Date.UTC(2023, 0, 1)) * 1000n;
/** About 13 months of microseconds: the spread of derived times, so that they stay plausible. */
const SPAN_US = 1n << 45n;

/**
 * The record key of the post a reply becomes, derived from the reply's own id: the same reply
 * always gets the same key, so writing it "only if absent" can never post it twice. The key is
 * a valid TID (53-bit microsecond time, 10-bit clock id) taken from a hash of the id, so keys of
 * different replies do not collide in practice and each looks like an ordinary post's key.
 */
export function replyRecordKey(replyId: string): string {
  const digest = createHash('sha256').update(`bluesky-reply:${replyId}`).digest();
  const timestamp = EPOCH_US + (digest.readBigUInt64BE(0) % SPAN_US);
  const clockId = BigInt(digest.readUInt16BE(8) & 0x3ff);
  let value = (timestamp << 10n) | clockId;
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
