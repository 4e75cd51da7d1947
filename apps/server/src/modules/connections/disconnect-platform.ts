import { and, eq } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import { AppError } from '../../errors';
import type { TPlatformId } from '../../integrations/platform/types';
import type { TConnectionsContext } from './context';
import { NO_CONNECTION_DETAILS } from './open-platform-access';

/**
 * Forgets the user's connection to `platform` and its tokens; 404 when there is none. Deleting them
 * is what ends our access: X's OAuth 1.0a tokens do not expire (the user can also revoke the app on
 * X); a Bluesky session dies with its app password, which the user can revoke on Bluesky.
 */
export async function disconnectPlatform(
  ctx: Pick<TConnectionsContext, 'db'>,
  userId: string,
  platform: TPlatformId,
): Promise<void> {
  const deleted = await ctx.db
    .delete(platformConnections)
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)))
    .returning({ id: platformConnections.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NO_CONNECTION_DETAILS[platform]);
}
