import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { platformConnections } from '../../db/schema/connections';
import type { TCredentials, TPlatformId } from '../../integrations/platform/types';
import type { TLogger } from '../../lib/logger';
import type { TTokenCipher } from '../../lib/token-cipher';

export type TConnectionRow = typeof platformConnections.$inferSelect;
export type TProviderKind = TConnectionRow['providerKind'];

export async function findConnection(
  db: TDb,
  userId: string,
  platform: TPlatformId,
): Promise<TConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)));
  return row;
}

/** Opens a connection's sealed tokens. */
export function openCredentials(cipher: TTokenCipher, row: TConnectionRow): TCredentials {
  return {
    accessToken: cipher.decrypt(row.accessTokenSealed),
    accessSecret: cipher.decrypt(row.accessSecretSealed),
    userId: row.externalUserId,
    username: row.username,
    meterAs: row.userId,
  };
}

/**
 * The connection's credentials with a `persist` that stores the tokens a refreshed session gives
 * (Bluesky rotates its refresh token on every refresh: the old one stops working, so failing to keep
 * the new one loses the connection). Each store is conditional on the tokens last stored through
 * this opening still being there: a reconnect, or another process that refreshed and stored first,
 * is never overwritten with older tokens.
 */
export function openPersistingCredentials(
  ctx: { db: TDb; cipher: TTokenCipher; logger?: TLogger },
  row: TConnectionRow,
): TCredentials {
  let storedSecret = row.accessSecretSealed;
  const persist = async (tokens: { accessToken: string; accessSecret: string }) => {
    const accessSecretSealed = ctx.cipher.encrypt(tokens.accessSecret);
    const stored = await ctx.db
      .update(platformConnections)
      .set({ accessTokenSealed: ctx.cipher.encrypt(tokens.accessToken), accessSecretSealed })
      .where(
        and(eq(platformConnections.id, row.id), eq(platformConnections.accessSecretSealed, storedSecret)),
      )
      .returning({ id: platformConnections.id });
    if (stored.length > 0) storedSecret = accessSecretSealed;
    else
      ctx.logger?.info(
        { user_id: row.userId, platform: row.platform },
        'refreshed tokens not stored: the connection changed meanwhile',
      );
  };
  return { ...openCredentials(ctx.cipher, row), persist };
}

/**
 * The user's usable access to a platform, or null: no connection, one that needs reconnecting, or
 * one made by another kind of provider than `kind` (sandbox tokens are never sent to X).
 */
export async function getConnectionCredentials(
  db: TDb,
  cipher: TTokenCipher,
  userId: string,
  platform: TPlatformId,
  options: { kind?: TProviderKind } = {},
): Promise<TCredentials | null> {
  const row = await findConnection(db, userId, platform);
  if (!row || row.status !== 'connected') return null;
  if (options.kind && row.providerKind !== options.kind) return null;
  return openCredentials(cipher, row);
}

/**
 * Call when the platform answered ReconnectNeededError: the stored access is dead until the user
 * connects again (the connect flow sets the status back to connected).
 */
export async function markReconnectNeeded(db: TDb, userId: string, platform: TPlatformId): Promise<void> {
  await db
    .update(platformConnections)
    .set({ status: 'reconnect_needed', updatedAt: new Date() })
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)));
}
