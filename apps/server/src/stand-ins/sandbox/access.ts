import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { perDatabase, type TDb } from '../../db/client';
import { sandboxAccounts, sandboxRateWindows } from '../../db/schema/sandbox';
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

/** The identity the access belongs to; unknown, revoked or mismatched → ReconnectNeededError. */
export function checkedIdentity(row: TAccountRow | undefined, credentials: TCredentials): TAccountRow {
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
 * The identity a stored access belongs to (unknown, revoked or mismatched → ReconnectNeededError)
 * and one call counted on its rate-limit window, in one statement: the count is added only when the
 * access is valid (the same checks, made by the database) and is answered as it stands after this
 * call. One upsert, so concurrent calls and several processes count correctly.
 */
export async function identitySpending(
  db: TDb,
  credentials: TCredentials,
  window: { endpoint: string; windowStart: Date },
): Promise<{ identity: TAccountRow; count: number }> {
  if (!credentials.accessToken) return { identity: checkedIdentity(undefined, credentials), count: 0 };
  const [row] = await spendingStatement(db).execute(spendingValues(credentials, window));
  return { identity: checkedIdentity(row?.identity, credentials), count: Number(row?.count ?? 0) };
}

/** Where a face of the network keeps its accesses: the table, and its identity and token columns. */
export type TAccessStore = {
  table: AnyPgTable;
  identity: AnyPgColumn;
  token: AnyPgColumn;
  secret: AnyPgColumn;
};

/** The X face's accesses: on the identity's own row. */
const X_ACCESS: TAccessStore = {
  table: sandboxAccounts,
  identity: sandboxAccounts.id,
  token: sandboxAccounts.accessToken,
  secret: sandboxAccounts.accessSecret,
};

/**
 * One call counted on the rate-limit window of the identity an access belongs to, only when the
 * access is valid (its token and secret hashes and its identity match a row of `store`); its count
 * after this call. Placeholders: token and secret (their hashes), identity, endpoint, windowStart.
 */
export function spentOnWindow(db: TDb, store: TAccessStore = X_ACCESS) {
  return db.$with('spent', {}).as(sql`
    insert into ${sandboxRateWindows} (key, endpoint, window_start, count)
    select ${store.identity}, ${sql.placeholder('endpoint')}, ${sql.placeholder('windowStart')}::timestamptz, 1
    from ${store.table}
    where ${store.token} = ${sql.placeholder('token')} and ${store.secret} = ${sql.placeholder('secret')}
      and ${store.identity} = ${sql.placeholder('identity')}
    on conflict (key, endpoint, window_start) do update set count = ${sandboxRateWindows}.count + 1
    returning count`);
}

/** The values of spentOnWindow's placeholders. */
export const spendingValues = (
  credentials: TCredentials,
  window: { endpoint: string; windowStart: Date },
  identity: string = credentials.userId,
) => ({
  token: hashAccessValue(credentials.accessToken),
  secret: hashAccessValue(credentials.accessSecret),
  identity,
  endpoint: window.endpoint,
  windowStart: window.windowStart.toISOString(),
});

/** identitySpending's statement, built once for each database. */
const spendingStatement = perDatabase((db) => {
  const spent = spentOnWindow(db);
  return db
    .with(spent)
    .select({ identity: sandboxAccounts, count: sql<number | null>`(select count from ${spent})` })
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.accessToken, sql.placeholder('token')))
    .prepare('gatling_sandbox_spend');
});

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
