import { randomBytes, randomInt } from 'node:crypto';
import { BadInputError } from '../../integrations/platform/errors';

/** X's snowflake epoch (2010-11-04): ids are (ms since it) << 22 | 22 low bits. */
const EPOCH_MS = 1288834974657n;
export const POST_ID_DIGITS = 19;
/** Low bit set on ids the product's actions make, so they never collide with generated ones. */
const WRITTEN_BIT = 1 << 21;

function snowflake(ms: number, low: number): string {
  return (((BigInt(ms) - EPOCH_MS) << 22n) | BigInt(low & 0x3fffff)).toString();
}

/** A generated post: the account's place in the generator and the post's place in its hour. */
export function generatedPostId(ms: number, accountSeq: number, k: number): string {
  return snowflake(ms, ((accountSeq & 0x1ffff) << 4) | (k & 0xf));
}

/** A post written through the product (or an identity's history): `low` is random or hashed. */
export function writtenPostId(ms: number, low: number = randomInt(0, WRITTEN_BIT)): string {
  return snowflake(ms, WRITTEN_BIT | (low & (WRITTEN_BIT - 1)));
}

/** The largest post id of the millisecond `ms`: every post made by then sorts at or before it. */
export function lastIdAt(ms: number): string {
  return snowflake(ms, 0x3fffff).padStart(POST_ID_DIGITS, '0');
}

export function accountId(createdMs: number, low: number): string {
  return snowflake(createdMs, low);
}

/** The time a post id was made at. */
export function idTime(id: string): Date {
  return new Date(Number((BigInt(id) >> 22n) + EPOCH_MS));
}

/**
 * since_id as a 19-digit string, so it compares with post ids as text. X answers 400 for one that
 * is not a number.
 */
export function normaliseSinceId(sinceId: string | undefined): string | null {
  if (sinceId === undefined || sinceId === '') return null;
  if (!/^\d{1,19}$/.test(sinceId))
    throw new BadInputError(`since_id must be a post id (digits only), got "${sinceId}"`);
  return sinceId.padStart(POST_ID_DIGITS, '0');
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
