import type { PlatformProvider, TCredentials, TPlatformId } from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import { findConnection, markReconnectNeeded, openCredentials } from '../connections/connection-credentials';
import { NOT_CONNECTED_DETAIL, RECONNECT_DETAIL } from './publish-messages';

export type TPublishAccess =
  | { ok: true; provider: PlatformProvider; credentials: TCredentials }
  /** Why the user's account cannot be used, as the scheduled list shows it. */
  | { ok: false; detail: string };

/**
 * The user's own access to the platform a reply goes to. A connection made by another kind of
 * provider (sandbox tokens while X is configured) or one whose tokens cannot be opened any more
 * (TOKEN_ENCRYPTION_KEY changed) needs reconnecting, exactly as a revoked one does.
 */
export async function openPublishAccess(
  ctx: Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>,
  userId: string,
  platform: TPlatformId,
): Promise<TPublishAccess> {
  const provider = ctx.platforms.get(platform);
  const row = await findConnection(ctx.db, userId, platform);
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
