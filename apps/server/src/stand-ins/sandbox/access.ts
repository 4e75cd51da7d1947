import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sandboxAccounts } from '../../db/schema/sandbox';
import { ReconnectNeededError } from '../../integrations/platform/errors';
import type { TCredentials } from '../../integrations/platform/types';
import { randomToken } from './ids';
import type { TAccountRow } from './post-view';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The identity a stored access belongs to; unknown, revoked or mismatched → ReconnectNeededError. */
export async function identityFor(db: TDb, credentials: TCredentials): Promise<TAccountRow> {
  const [row] = credentials.accessToken
    ? await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.accessToken, credentials.accessToken))
    : [];
  if (
    !row?.accessSecret ||
    !sameSecret(row.accessSecret, credentials.accessSecret) ||
    row.id !== credentials.userId
  ) {
    throw new ReconnectNeededError('The sandbox access token is invalid or was revoked');
  }
  return row;
}

/** The identity's access token, made on first use and kept (X's user tokens do not expire). */
export async function grantAccess(
  db: TDb,
  identityId: string,
): Promise<{ accessToken: string; accessSecret: string }> {
  const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, identityId));
  if (!row) throw new Error(`sandbox identity ${identityId} does not exist`);
  if (row.accessToken && row.accessSecret)
    return { accessToken: row.accessToken, accessSecret: row.accessSecret };
  const access = { accessToken: `${identityId}-${randomToken(18)}`, accessSecret: randomToken(30) };
  await db.update(sandboxAccounts).set(access).where(eq(sandboxAccounts.id, identityId));
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
