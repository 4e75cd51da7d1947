import { and, eq } from 'drizzle-orm';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import type { TDb } from '../../db/client';
import { monitorRuns } from '../../db/schema/monitoring';
import { AppError } from '../../errors';
import { MONITOR_DETAIL } from './monitor-details';
import { toMonitorStatus } from './run-row';
import { isUuid } from '../../lib/uuid';

/**
 * GET /monitor/status/{id} (docs/product/api.md#monitoring): one of the user's runs; anything else (or not an
 * id) is a 404.
 */
export async function getMonitorStatus(db: TDb, userId: string, runId: string): Promise<TMonitorStatus> {
  if (!isUuid(runId)) throw new AppError('NOT_FOUND', MONITOR_DETAIL.runNotFound);
  const [row] = await db
    .select()
    .from(monitorRuns)
    .where(and(eq(monitorRuns.id, runId), eq(monitorRuns.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', MONITOR_DETAIL.runNotFound);
  return toMonitorStatus(row);
}
