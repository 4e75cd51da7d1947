import { AppError } from '../../errors';
import type { TJobContext } from '../../context';
import type { TPlatformId } from '../../integrations/platform/types';
import { openPlatformAccess } from '../connections/open-platform-access';
import { MONITOR_DETAIL, reconnectDetail } from './monitor-details';
import type { TAccess } from './read-sources';

/**
 * The user's access to every platform they connected, in the registry's order: the run reads each.
 * A connection that needs reconnecting is left out while another works (its profile card already
 * says so); with none usable the run fails with what to do: connect an account, or reconnect one.
 */
export async function openRunAccess(
  ctx: Pick<TJobContext, 'db' | 'cipher' | 'platforms' | 'logger'>,
  userId: string,
): Promise<TAccess[]> {
  const accesses: TAccess[] = [];
  let dead: { platform: TPlatformId; cause: unknown } | null = null;
  for (const { id: platform } of ctx.platforms.list()) {
    const access = await openPlatformAccess(ctx, userId, platform);
    if (access.ok) {
      accesses.push({ platform, provider: access.provider, credentials: access.credentials });
    } else if (access.reason === 'reconnect') {
      dead ??= { platform, cause: access.cause };
      ctx.logger.info(
        { user_id: userId, platform },
        'monitoring leaves out a connection that needs reconnecting',
      );
    }
  }
  if (accesses.length > 0) return accesses;
  if (dead) throw new AppError('CONFLICT', reconnectDetail(dead.platform), { cause: dead.cause });
  throw new AppError('CONFLICT', MONITOR_DETAIL.notConnected);
}
