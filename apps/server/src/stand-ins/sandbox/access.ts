import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { ReconnectNeededError } from '../../integrations/platform/errors';
import type { TCredentials } from '../../integrations/platform/types';
import { randomToken } from './ids';
import type { TAccountRow } from './post-view';

/**
 * The network keeps the access tokens it issues only as hashes, as a real platform would: the
 * product holds the tokens (sealed), the sandbox tables never do.
 */
export const hashAccessValue = (value: string) => createHash('sha256').update(value).digest('hex');

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The identity a stored access belongs to; unknown, revoked or mismatched → ReconnectNeededError. */
export async function identityFor(db: TDb, credentials: TCredentials): Promise<TAccountRow> {
  const [row] = credentials.accessToken
    ? await db
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.accessToken, hashAccessValue(credentials.accessToken)))
    : [];
  if (
    !row?.accessSecret ||
    !sameSecret(row.accessSecret, hashAccessValue(credentials.accessSecret)) ||
    row.id !== credentials.userId
  ) {
    throw new ReconnectNeededError('The sandbox access token is invalid or was revoked');
  }
  return row;
}

/**
 * A new access token for the identity, replacing any earlier one (only its hash is stored, so an
 * earlier token cannot be handed out again): authorizing the app anew, as on X.
 */
export async function grantAccess(
  db: TDb,
  identityId: string,
): Promise<{ accessToken: string; accessSecret: string }> {
  const access = { accessToken: `${identityId}-${randomToken(18)}`, accessSecret: randomToken(30) };
  const granted = await db
    .update(sandboxAccounts)
    .set({
      accessToken: hashAccessValue(access.accessToken),
      accessSecret: hashAccessValue(access.accessSecret),
    })
    .where(eq(sandboxAccounts.id, identityId))
    .returning({ id: sandboxAccounts.id });
  if (granted.length === 0) throw new Error(`sandbox identity ${identityId} does not exist`);
  return access;
}

/**
 * Revokes an identity's access, as removing the app on X does: every later call with the old token
 * answers ReconnectNeededError; authorizing again makes a new token. False when nothing was revoked.
 */
export async function revokeSandboxAccess(db: TDb, identityId: string): Promise<boolean> {
  const revoked = await db
    .update(sandboxAccounts)
    .set({ accessToken: null, accessSecret: null })
    .where(and(eq(sandboxAccounts.id, identityId), isNotNull(sandboxAccounts.accessToken)))
    .returning({ id: sandboxAccounts.id });
  return revoked.length > 0;
}
