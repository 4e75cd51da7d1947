import { and, inArray } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import type { PlatformProvider, TCredentials, TPlatformId } from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import {
  findConnection,
  markReconnectNeeded,
  openCredentials,
  type TConnectionRow,
} from '../connections/connection-credentials';
import { NOT_CONNECTED_DETAIL, RECONNECT_DETAIL } from './publish-messages';

export type TPublishAccess =
  | { ok: true; provider: PlatformProvider; credentials: TCredentials }
  /** Why the user's account cannot be used, as the scheduled list shows it. */
  | { ok: false; detail: string };

type TAccessContext = Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>;

/**
 * The access a stored connection gives. A connection made by another kind of provider (sandbox
 * tokens while X is configured) or one whose tokens cannot be opened any more (TOKEN_ENCRYPTION_KEY
 * changed) needs reconnecting, exactly as a revoked one does.
 */
async function accessOf(
  ctx: TAccessContext,
  userId: string,
  platform: TPlatformId,
  row: TConnectionRow | undefined,
): Promise<TPublishAccess> {
  const provider = ctx.platforms.get(platform);
  if (!row) return { ok: false, detail: NOT_CONNECTED_DETAIL };
  if (row.status !== 'connected' || row.providerKind !== provider.kind) {
    return { ok: false, detail: RECONNECT_DETAIL };
  }
  try {
    return { ok: true, provider, credentials: openCredentials(ctx.cipher, row) };
  } catch (err) {
    ctx.logger.warn({ err, user_id: userId }, 'stored platform tokens cannot be opened');
    await markReconnectNeeded(ctx.db, userId, platform);
    return { ok: false, detail: RECONNECT_DETAIL };
  }
}

/** The user's own access to the platform a reply goes to. */
export async function openPublishAccess(
  ctx: TAccessContext,
  userId: string,
  platform: TPlatformId,
): Promise<TPublishAccess> {
  return accessOf(ctx, userId, platform, await findConnection(ctx.db, userId, platform));
}

/** The access of each user of a publishing batch, as openPublishAccess gives it. */
export type TBatchAccess = {
  get: (userId: string, platform: TPlatformId) => Promise<TPublishAccess>;
  /** The platform refused the user's access: their later replies in the batch fail without calling it. */
  revoked: (userId: string, platform: TPlatformId) => void;
};

/**
 * The connections of every user of a batch's rows in one query, made when the first reply asks
 * (the rows were claimed a moment before, and are the batch's until it ends). Each user's access is
 * opened once; a user whose access the platform refused during the batch gets no more calls in it.
 * When the query fails, every reply that asks fails with it, as a reply's own read would.
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
  const opened = new Map<string, Promise<TPublishAccess>>();
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
      void opened.set(key(userId, platform), Promise.resolve({ ok: false, detail: RECONNECT_DETAIL })),
  };
}
