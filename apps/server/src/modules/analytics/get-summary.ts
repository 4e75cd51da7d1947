import type { TAnalyticsRange, TAnalyticsSummary } from '@gatling/shared/api/analytics';
import type { TDb } from '../../db/client';
import { loadDailyCosts, loadReplyHistory, loadSnapshots } from './history';
import { periodsOf } from './period';
import { summarise } from './summarise';

/** The analytics summary of one user over a range ending today, beside the range before it. */
export async function getAnalyticsSummary(
  db: TDb,
  userId: string,
  input: { range: TAnalyticsRange; timeZone: string; now: Date },
): Promise<TAnalyticsSummary> {
  const { current, previous } = periodsOf(input.range, input.now);
  const [history, costs, snapshots] = await Promise.all([
    loadReplyHistory(db, userId, previous.from),
    loadDailyCosts(db, userId, previous.from),
    loadSnapshots(db, userId, previous.days[0]!),
  ]);
  return summarise({
    range: input.range,
    current,
    previous,
    history,
    costs,
    snapshots,
    timeZone: input.timeZone,
  });
}
