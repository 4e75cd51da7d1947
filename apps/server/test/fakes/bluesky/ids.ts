import crypto from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const S32 = '234567abcdefghijklmnopqrstuvwxyz';
/** The TID syntax the PDS checks a post's record key against (@atproto/syntax isValidTid). */
export const TID = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A real CIDv1 (dag-cbor, sha2-256) of the value's JSON: the client checks the CID syntax. */
export function cidFor(value: unknown): string {
  const digest = crypto.createHash('sha256').update(JSON.stringify(value)).digest();
  return `b${base32(Buffer.concat([Buffer.from([0x01, 0x71, 0x12, 0x20]), digest]))}`;
}

/** A did:plc for a handle, stable across runs. */
export function didFor(handle: string): string {
  return `did:plc:${base32(crypto.createHash('sha256').update(handle).digest()).slice(0, 24)}`;
}

let lastMicros = 0n;
/** A fresh TID for the fake's own records (posts added by tests, likes). */
export function nextTid(): string {
  let micros = BigInt(Date.now()) * 1000n;
  if (micros <= lastMicros) micros = lastMicros + 1n;
  lastMicros = micros;
  let value = (micros << 10n) | 7n;
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = S32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}
