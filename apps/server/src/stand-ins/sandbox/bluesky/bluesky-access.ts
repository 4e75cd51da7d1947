import { eq, sql } from 'drizzle-orm';
import { perDatabase, type TDb } from '../../../db/client';
import { sandboxAccounts, sandboxBlueskySessions } from '../../../db/schema/sandbox';
import { ReconnectNeededError } from '../../../integrations/platform/errors';
import type { TCredentials } from '../../../integrations/platform/types';
import { hashAccessValue, spendingValues, spentOnWindow } from '../access';
import { randomToken } from '../ids';
import type { TAccountRow } from '../post-view';
import { rateWindow, refuseOverLimit, type TRateLimit } from '../rate-limits';
import { accountIdOfDid } from './bluesky-ids';

/**
 * Sessions and rate limits of the sandbox network's Bluesky face (decision 0067). A session is the
 * pair of tokens Bluesky's sign-in gives (access and refresh; TCredentials' accessToken and
 * accessSecret), kept here only as hashes, apart from the X face's access: one identity may be
 * connected on both faces, by the same user, without one connection revoking the other.
 */

export type TBlueskyEndpoint = 'read' | 'create' | 'delete';
export type TBlueskyRateLimits = Record<TBlueskyEndpoint, TRateLimit>;

/**
 * Per account, as Bluesky's hosts count (docs.bsky.app, Rate Limits): 3000 requests per 5 minutes;
 * record writes from 5000 points an hour, a create costing 3 and a delete 1. Tests pass smaller ones.
 */
export const SANDBOX_BLUESKY_RATE_LIMITS: TBlueskyRateLimits = {
  read: { limit: 3000, windowMs: 5 * 60_000 },
  create: { limit: Math.floor(5000 / 3), windowMs: 60 * 60_000 },
  delete: { limit: 5000, windowMs: 60 * 60_000 },
};

/** The window counters are shared with the X face's: these endpoint names are the face's own. */
const ENDPOINT_KEY: Record<TBlueskyEndpoint, string> = {
  read: 'bsky_read',
  create: 'bsky_create',
  delete: 'bsky_delete',
};

/** The fixed window `nowMs` falls in for one endpoint. */
export function blueskyWindow(limits: TBlueskyRateLimits, endpoint: TBlueskyEndpoint, nowMs: number) {
  return { ...rateWindow(limits, endpoint, nowMs), endpoint: ENDPOINT_KEY[endpoint] };
}

/**
 * The identity a session belongs to and one call counted on its window, in one statement: counted
 * only when both tokens and the DID match (the database checks them), answered as the count stands.
 */
const spendingStatement = perDatabase((db) => {
  const spent = spentOnWindow(db, {
    table: sandboxBlueskySessions,
    identity: sandboxBlueskySessions.identityId,
    token: sandboxBlueskySessions.accessToken,
    secret: sandboxBlueskySessions.refreshToken,
  });
  return db
    .with(spent)
    .select({
      identity: sandboxAccounts,
      refresh: sandboxBlueskySessions.refreshToken,
      count: sql<number | null>`(select count from ${spent})`,
    })
    .from(sandboxBlueskySessions)
    .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxBlueskySessions.identityId))
    .where(eq(sandboxBlueskySessions.accessToken, sql.placeholder('token')))
    .prepare('gatling_sandbox_bluesky_spend');
});

const expired = () => new ReconnectNeededError('The sandbox Bluesky session is invalid or was revoked');

/**
 * The identity of a session with one call of `endpoint` counted on it; an unknown, revoked or
 * mismatched session → ReconnectNeededError, a full window → RateLimitedError.
 */
export async function spendBlueskyCall(
  db: TDb,
  credentials: TCredentials,
  window: ReturnType<typeof blueskyWindow>,
): Promise<TAccountRow> {
  const identityId = accountIdOfDid(credentials.userId);
  if (!identityId || !credentials.accessToken || !credentials.accessSecret) throw expired();
  const secret = hashAccessValue(credentials.accessSecret);
  const [row] = await spendingStatement(db).execute(spendingValues(credentials, window, identityId));
  if (!row || row.refresh !== secret || row.identity.id !== identityId) throw expired();
  refuseOverLimit(window, Number(row.count ?? 0));
  return row.identity;
}

/** A new session for the identity, replacing its earlier one (signing in again, as on Bluesky). */
export async function openBlueskySession(
  db: TDb,
  identityId: string,
  now: Date,
): Promise<{ accessToken: string; accessSecret: string }> {
  const tokens = { accessToken: `bsky-${randomToken(24)}`, accessSecret: randomToken(30) };
  const hashed = {
    accessToken: hashAccessValue(tokens.accessToken),
    refreshToken: hashAccessValue(tokens.accessSecret),
    createdAt: now,
  };
  await db
    .insert(sandboxBlueskySessions)
    .values({ identityId, ...hashed })
    .onConflictDoUpdate({ target: sandboxBlueskySessions.identityId, set: hashed });
  return tokens;
}

/**
 * Ends an identity's Bluesky session, as revoking its app password does: every later call with it
 * answers ReconnectNeededError. False when there was none.
 */
export async function revokeSandboxBlueskySession(db: TDb, identityId: string): Promise<boolean> {
  const gone = await db
    .delete(sandboxBlueskySessions)
    .where(eq(sandboxBlueskySessions.identityId, identityId))
    .returning({ id: sandboxBlueskySessions.identityId });
  return gone.length > 0;
}
