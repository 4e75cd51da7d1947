import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from './client';
import { platformConnections } from './schema/connections';
import { instanceSettings } from './schema/instance';
import { createTokenCipher, parseKey } from '../lib/token-cipher';

const SETTING = 'token_key_check';

export class TokenKeyMismatchError extends Error {
  override readonly name = 'TokenKeyMismatchError';
}

/** A value that shows which key is in use without revealing it. */
const checkValue = (key: string) =>
  createHmac('sha256', parseKey(key)).update('gatling token-encryption key check').digest('base64url');

/**
 * Every process must seal and open tokens with the same key. The first process records a check
 * value of its key; a process started with another key (another data folder, a mistyped
 * TOKEN_ENCRYPTION_KEY) stops here with `TokenKeyMismatchError` instead of failing every reply and
 * flagging users' connections as revoked. A database from before the check is verified by opening
 * one stored token.
 */
/** Records `key` as the one the stored tokens are sealed with (after a rotation, in its transaction). */
export async function recordTokenKey(db: TDb, key: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key: SETTING, value: checkValue(key) })
    .onConflictDoUpdate({
      target: instanceSettings.key,
      set: { value: checkValue(key), updatedAt: new Date() },
    });
}

export async function verifyTokenKey(db: TDb, key: string): Promise<void> {
  const expected = checkValue(key);
  const [recorded] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, SETTING));
  if (recorded) {
    if (recorded.value !== expected) throw mismatch();
    return;
  }
  const [sealed] = await db
    .select({ token: platformConnections.accessTokenSealed })
    .from(platformConnections)
    .limit(1);
  if (sealed) {
    try {
      createTokenCipher(key).decrypt(sealed.token);
    } catch {
      throw mismatch();
    }
  }
  await db.insert(instanceSettings).values({ key: SETTING, value: expected }).onConflictDoNothing();
  // Two processes starting together: whichever recorded first wins, and the other must match it.
  const [winner] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, SETTING));
  if (winner && winner.value !== expected) throw mismatch();
}

function mismatch(): TokenKeyMismatchError {
  return new TokenKeyMismatchError(
    'The token encryption key differs from the one this database was set up with, so its stored ' +
      'connections cannot be opened. Start every process with the same TOKEN_ENCRYPTION_KEY, or, ' +
      'without one, with the same DATA_DIR (it holds token-encryption.secret). Nothing was changed.',
  );
}
