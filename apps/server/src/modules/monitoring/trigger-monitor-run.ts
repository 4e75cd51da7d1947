import type { TMonitorTriggerAnswer } from '@gatling/shared/api/monitoring';
import type { TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import type { TPlatformId } from '../../integrations/platform/types';
import { findConnection } from '../connections/connection-credentials';
import { enqueueRun } from './enqueue-run';
import { MONITOR_DETAIL, reconnectDetail } from './monitor-details';
import { TRIGGER_COOLDOWN_MS } from './monitor-limits';

export type TTriggerContext = Pick<TModuleDeps, 'db' | 'platforms' | 'jobs'>;

/**
 * POST /monitor/trigger (docs/product/api.md#monitoring): queues a monitoring run and wakes the worker. A run
 * already queued or running is answered instead of a second one, and so is a run that completed within the
 * last minute (pressing again reads nothing new and spends the user's reads). 409 without a usable
 * connection to any platform (X or Bluesky): the run reads through them.
 */
export async function triggerMonitorRun(
  ctx: TTriggerContext,
  userId: string,
  now = new Date(),
): Promise<TMonitorTriggerAnswer> {
  let dead: TPlatformId | null = null;
  let usable = false;
  for (const provider of ctx.platforms.list()) {
    const connection = await findConnection(ctx.db, userId, provider.id);
    if (!connection) continue;
    // A sandbox connection is never handed to the live provider (and the other way round).
    if (connection.status === 'connected' && connection.providerKind === provider.kind) usable = true;
    else dead ??= provider.id;
  }
  if (!usable) throw new AppError('CONFLICT', dead ? reconnectDetail(dead) : MONITOR_DETAIL.notConnected);
  const { run, created } = await enqueueRun(ctx.db, userId, {
    trigger: 'manual',
    now,
    completedAfter: new Date(now.getTime() - TRIGGER_COOLDOWN_MS),
  });
  if (!run) throw new Error('a manual trigger always answers a run');
  if (created) ctx.jobs.nudge('monitor-runs');
  return { monitor_run_id: run.id };
}
