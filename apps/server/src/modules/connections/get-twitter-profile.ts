import { eq } from 'drizzle-orm';
import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { platformConnections } from '../../db/schema/connections';
import { PlatformError, ReconnectNeededError } from '../../integrations/platform/errors';
import type { PlatformProvider } from '../../integrations/platform/types';
import {
  findConnection,
  markReconnectNeeded,
  openCredentials,
  type TConnectionRow,
} from './connection-credentials';
import type { TConnectionsContext } from './context';
import { toTwitterProfile } from './twitter-profile';

/** The stored name and avatar are refreshed from the platform at most this often (reads are billed). */
export const PROFILE_REFRESH_MS = 15 * 60_000;

/** The user's Twitter profile, or null when no account is connected. */
export async function getTwitterProfile(
  ctx: TConnectionsContext,
  userId: string,
  now: Date = new Date(),
): Promise<TTwitterProfile | null> {
  const provider = ctx.platforms.get('twitter');
  const row = await findConnection(ctx.db, userId, 'twitter');
  if (!row) return null;
  const stale = now.getTime() - row.updatedAt.getTime() >= PROFILE_REFRESH_MS;
  const usable = row.status === 'connected' && row.providerKind === provider.kind;
  const current = stale && usable ? await refreshProfile(ctx, provider, row, now) : row;
  return toTwitterProfile(current, provider);
}

/**
 * Reads the profile from the platform and stores what changed. A revoked access marks the
 * connection reconnect_needed; an outage or a rate limit keeps the stored profile (tried again on
 * a later read).
 */
async function refreshProfile(
  ctx: TConnectionsContext,
  provider: PlatformProvider,
  row: TConnectionRow,
  now: Date,
): Promise<TConnectionRow> {
  let credentials;
  try {
    credentials = openCredentials(ctx.cipher, row);
  } catch (err) {
    // Sealed under another key (e.g. TOKEN_ENCRYPTION_KEY changed): unusable until reconnected.
    ctx.logger.warn({ err, user_id: row.userId }, 'stored Twitter tokens cannot be opened');
    await markReconnectNeeded(ctx.db, row.userId, 'twitter');
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
      ctx.logger.info({ user_id: row.userId }, 'Twitter access revoked: reconnect needed');
      await markReconnectNeeded(ctx.db, row.userId, 'twitter');
      return { ...row, status: 'reconnect_needed' };
    }
    if (err instanceof PlatformError) {
      ctx.logger.warn({ err, user_id: row.userId }, 'Twitter profile refresh failed; serving the stored one');
      return row;
    }
    throw err;
  }
}
