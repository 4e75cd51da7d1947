import { accountSnapshots } from '../../db/schema/analytics';
import { platformConnections } from '../../db/schema/connections';
import type { PlatformProvider, TConnected, TPlatformId } from '../../integrations/platform/types';
import type { TConnectionRow } from './connection-credentials';
import type { TConnectionsContext } from './context';

/**
 * Stores an account the platform just connected: one row per user and platform (connecting again
 * replaces it, which is how a reconnect_needed connection is repaired), its tokens sealed. Another
 * product user may connect the same account: each keeps their own row and session.
 */
export async function storeConnection(
  ctx: Pick<TConnectionsContext, 'db' | 'cipher'>,
  userId: string,
  platform: TPlatformId,
  providerKind: PlatformProvider['kind'],
  { credentials, profile }: TConnected,
): Promise<TConnectionRow> {
  if (providerKind === 'unconfigured')
    throw new Error(`${platform} is not configured: nothing connects to it`);
  const fields = {
    providerKind,
    externalUserId: credentials.userId,
    username: profile.username,
    displayName: profile.name,
    avatarUrl: profile.avatar_url,
    accessTokenSealed: ctx.cipher.encrypt(credentials.accessToken),
    accessSecretSealed: ctx.cipher.encrypt(credentials.accessSecret),
    status: 'connected' as const,
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(platformConnections)
    .values({ userId, platform, ...fields })
    .onConflictDoUpdate({ target: [platformConnections.userId, platformConnections.platform], set: fields })
    .returning();
  if (!row) throw new Error(`the ${platform} connection was not stored`);
  // The profile just read is the day's audience reading: analytics have followers from the start.
  if (profile.followers !== null) {
    await ctx.db
      .insert(accountSnapshots)
      .values({
        userId,
        platform,
        day: new Date().toISOString().slice(0, 10),
        followers: profile.followers,
        following: profile.following ?? 0,
      })
      .onConflictDoNothing();
  }
  return row;
}
