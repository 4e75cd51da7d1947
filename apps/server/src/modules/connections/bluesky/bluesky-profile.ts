import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import type { PasswordConnect, PlatformProvider } from '../../../integrations/platform/types';
import type { TConnectionRow } from '../connection-credentials';

/**
 * The Bluesky profile of a stored connection (docs/product/api.md#bluesky-connection). A
 * connection made by another kind of provider than the one running reads as reconnect_needed
 * without being changed, as X's does.
 */
export function toBlueskyProfile(
  row: TConnectionRow,
  provider: Pick<PlatformProvider, 'kind'> & Pick<PasswordConnect, 'serviceUrl'>,
): TBlueskyProfile {
  return {
    did: row.externalUserId,
    handle: row.username,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    status: row.providerKind === provider.kind ? row.status : 'reconnect_needed',
    service: provider.serviceUrl,
    provider: row.providerKind,
  };
}
