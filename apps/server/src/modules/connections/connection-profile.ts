import { eq } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import { PlatformError, ReconnectNeededError } from '../../integrations/platform/errors';
import type { PlatformProvider, TPlatformId } from '../../integrations/platform/types';
import {
  findConnection,
  markReconnectNeeded,
  openPersistingCredentials,
  type TConnectionRow,
} from './connection-credentials';
import type { TConnectionsContext } from './context';

/** The stored name and avatar are refreshed from the platform at most this often (reads are billed). */
export const PROFILE_REFRESH_MS = 15 * 60_000;

/**
 * The user's connection to `platform` as the profile card shows it, or null when none: its name and
 * avatar read again from the platform when older than PROFILE_REFRESH_MS and usable.
 */
export async function currentConnection(
  ctx: TConnectionsContext,
  userId: string,
  platform: TPlatformId,
  now: Date = new Date(),
): Promise<TConnectionRow | null> {
  const provider = ctx.platforms.get(platform);
  const row = await findConnection(ctx.db, userId, platform);
  if (!row) return null;
  const stale = now.getTime() - row.updatedAt.getTime() >= PROFILE_REFRESH_MS;
  const usable = row.status === 'connected' && row.providerKind === provider.kind;
  return stale && usable ? refreshProfile(ctx, provider, row, now) : row;
}

/**
 * Reads the profile from the platform and stores what changed. A revoked access marks the
 * connection reconnect_needed; an outage or a rate limit keeps the stored profile (tried again on
 * a later read). A session the read refreshed (Bluesky) is stored through `persist`.
 */
async function refreshProfile(
  ctx: TConnectionsContext,
  provider: PlatformProvider,
  row: TConnectionRow,
  now: Date,
): Promise<TConnectionRow> {
  const log = { user_id: row.userId, platform: row.platform };
  let credentials;
  try {
    credentials = openPersistingCredentials(ctx, row);
  } catch (err) {
    // Sealed under another key (e.g. TOKEN_ENCRYPTION_KEY changed): unusable until reconnected.
    ctx.logger.warn({ err, ...log }, 'stored platform tokens cannot be opened');
    await markReconnectNeeded(ctx.db, row.userId, row.platform);
    return { ...row, status: 'reconnect_needed' };
  }
  try {
    const profile = await provider.getProfile(credentials);
    const [updated] = await ctx.db
      .update(platformConnections)
      .set({
        username: profile.username,
        displayName: profile.name,
        avatarUrl: profile.avatar_url,
        updatedAt: now,
      })
      .where(eq(platformConnections.id, row.id))
      .returning();
    return updated ?? row;
  } catch (err) {
    if (err instanceof ReconnectNeededError) {
      ctx.logger.info(log, 'platform access revoked: reconnect needed');
      await markReconnectNeeded(ctx.db, row.userId, row.platform);
      return { ...row, status: 'reconnect_needed' };
    }
    if (err instanceof PlatformError) {
      ctx.logger.warn({ err, ...log }, 'profile refresh failed; serving the stored one');
      return row;
    }
    throw err;
  }
}
