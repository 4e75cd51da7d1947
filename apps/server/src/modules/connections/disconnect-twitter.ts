import { and, eq } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import { AppError } from '../../errors';
import type { TConnectionsContext } from './context';
import { NO_CONNECTION_DETAIL } from './open-platform-access';

/**
 * Forgets the user's Twitter connection and its tokens. OAuth 1.0a tokens do not expire: deleting
 * them here is what ends our access (the user can also revoke the app on X).
 */
export async function disconnectTwitter(ctx: Pick<TConnectionsContext, 'db'>, userId: string): Promise<void> {
  const deleted = await ctx.db
    .delete(platformConnections)
    .where(and(eq(platformConnections.userId, userId), eq(platformConnections.platform, 'twitter')))
    .returning({ id: platformConnections.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NO_CONNECTION_DETAIL);
}
