import type { TTwitterProfile } from '@gatling/shared/api/connections';
import type { PlatformProvider } from '../../../integrations/platform/types';
import type { TConnectionRow } from '../connection-credentials';
import { currentConnection } from '../connection-profile';
import type { TConnectionsContext } from '../context';

/**
 * The Twitter profile (docs/product/data.md#twitter-connection) of a stored connection. A connection made by
 * another kind of provider than the one running (e.g. sandbox, now that X keys are set) cannot be used: it
 * reads as reconnect_needed without being changed, so switching back makes it usable again.
 */
export function toTwitterProfile(row: TConnectionRow, provider: PlatformProvider): TTwitterProfile {
  return {
    profile_image_url: row.avatarUrl,
    display_name: row.displayName,
    twitter_username: row.username,
    status: row.providerKind === provider.kind ? row.status : 'reconnect_needed',
    provider: row.providerKind,
  };
}

/** The user's Twitter profile, or null when no account is connected. */
export async function getTwitterProfile(
  ctx: TConnectionsContext,
  userId: string,
  now: Date = new Date(),
): Promise<TTwitterProfile | null> {
  const row = await currentConnection(ctx, userId, 'twitter', now);
  return row ? toTwitterProfile(row, ctx.platforms.get('twitter')) : null;
}
