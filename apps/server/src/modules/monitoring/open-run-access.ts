import { AppError } from '../../errors';
import type { TJobContext } from '../../context';
import { openPlatformAccess } from '../connections/open-platform-access';
import { MONITOR_DETAIL } from './monitor-details';
import type { TAccess } from './read-sources';

/** The user's X access for the run; a missing or dead connection fails the run with what to do. */
export async function openRunAccess(
  ctx: Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>,
  userId: string,
): Promise<TAccess> {
  const access = await openPlatformAccess(ctx, userId, 'twitter');
  if (access.ok) return { provider: access.provider, credentials: access.credentials };
  const detail = access.reason === 'not_connected' ? MONITOR_DETAIL.notConnected : MONITOR_DETAIL.reconnect;
  throw new AppError('CONFLICT', detail, { cause: access.cause });
}
