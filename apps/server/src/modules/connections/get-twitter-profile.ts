import type { TTwitterProfile } from '@gatling/shared/api/connections';
import { currentConnection } from './connection-profile';
import type { TConnectionsContext } from './context';
import { toTwitterProfile } from './twitter-profile';

export { PROFILE_REFRESH_MS } from './connection-profile';

/** The user's Twitter profile, or null when no account is connected. */
export async function getTwitterProfile(
  ctx: TConnectionsContext,
  userId: string,
  now: Date = new Date(),
): Promise<TTwitterProfile | null> {
  const row = await currentConnection(ctx, userId, 'twitter', now);
  return row ? toTwitterProfile(row, ctx.platforms.get('twitter')) : null;
}
