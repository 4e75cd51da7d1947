import { and, inArray } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import type { PlatformProvider, TCredentials, TPlatformId } from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import {
  findConnection,
  markReconnectNeeded,
  openPersistingCredentials,
  type TConnectionRow,
} from './connection-credentials';

/**
 * A user's access to a platform through their connected account: the provider the instance talks to
 * (X, or the sandbox network) and the user's opened tokens. Monitoring runs, publishing, outcome
 * readings, account snapshots and core-user checks open it here, so that a new platform or provider
 * is reached through this one seam.
 */
export type TPlatformAccess =
  | { ok: true; provider: PlatformProvider; credentials: TCredentials }
  /**
   * Why the account cannot be used: never connected, or in need of connecting again (revoked,
   * made by another kind of provider, or sealed under another key: `cause` says why it failed to
   * open). Each area tells the user in its own words.
   */
  | { ok: false; reason: 'not_connected' | 'reconnect'; cause?: unknown };

/** A user with no connected account of each platform, as the other areas' messages begin it. */
export const NO_CONNECTION_DETAILS: Record<TPlatformId, string> = {
  twitter: 'No X account is connected',
  bluesky: 'No Bluesky account is connected',
};

export type TAccessContext = Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>;

/**
 * The access a stored connection gives. A connection made by another kind of provider (sandbox
 * tokens while X is configured: they are never sent to X) or one whose tokens cannot be opened any
 * more (TOKEN_ENCRYPTION_KEY changed) needs reconnecting, exactly as a revoked one does.
 */
async function accessOf(
  ctx: TAccessContext,
  userId: string,
  platform: TPlatformId,
  row: TConnectionRow | undefined,
): Promise<TPlatformAccess> {
  const provider = ctx.platforms.get(platform);
  if (!row) return { ok: false, reason: 'not_connected' };
  if (row.status !== 'connected' || row.providerKind !== provider.kind) {
    return { ok: false, reason: 'reconnect' };
  }
  try {
    // Refreshed tokens (a Bluesky session) are stored back on this row as the provider gets them.
    return { ok: true, provider, credentials: openPersistingCredentials(ctx, row) };
  } catch (err) {
    ctx.logger.warn({ err, user_id: userId }, 'stored platform tokens cannot be opened');
    await markReconnectNeeded(ctx.db, userId, platform);
    return { ok: false, reason: 'reconnect', cause: err };
  }
}

/** The user's own access to `platform`. */
export async function openPlatformAccess(
  ctx: TAccessContext,
  userId: string,
  platform: TPlatformId,
): Promise<TPlatformAccess> {
  return accessOf(ctx, userId, platform, await findConnection(ctx.db, userId, platform));
}

/** The access of each user of a batch, as openPlatformAccess gives it. */
export type TBatchAccess = {
  get: (userId: string, platform: TPlatformId) => Promise<TPlatformAccess>;
  /** The platform refused the user's access: their later items in the batch fail without calling it. */
  revoked: (userId: string, platform: TPlatformId) => void;
};

/**
 * The connections of every user of a batch's rows in one query, made when the first item asks (the
 * rows were claimed a moment before, and are the batch's until it ends). Each user's access is
 * opened once; a user whose access the platform refused during the batch gets no more calls in it.
 * When the query fails, every item that asks fails with it, as an item's own read would.
 */
export function openBatchAccess(
  ctx: TAccessContext,
  rows: { userId: string; platform: TPlatformId }[],
): TBatchAccess {
  const key = (userId: string, platform: TPlatformId) => `${userId} ${platform}`;
  let connections: Promise<Map<string, TConnectionRow>> | null = null;
  const readConnections = async () => {
    const found = await ctx.db
      .select()
      .from(platformConnections)
      .where(
        and(
          inArray(platformConnections.userId, [...new Set(rows.map((r) => r.userId))]),
          inArray(platformConnections.platform, [...new Set(rows.map((r) => r.platform))]),
        ),
      );
    return new Map(found.map((row) => [key(row.userId, row.platform), row]));
  };
  const opened = new Map<string, Promise<TPlatformAccess>>();
  return {
    get: (userId, platform) => {
      const k = key(userId, platform);
      let access = opened.get(k);
      if (!access) {
        connections ??= readConnections();
        access = connections.then((found) => accessOf(ctx, userId, platform, found.get(k)));
        opened.set(k, access);
      }
      return access;
    },
    revoked: (userId, platform) =>
      void opened.set(key(userId, platform), Promise.resolve({ ok: false, reason: 'reconnect' })),
  };
}
