import type { TAnalyticsRange, TAnalyticsSummary } from '@gatling/shared/api/analytics';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TDb } from '../../db/client';
import { loadDailyCosts, loadReplyHistory, loadSnapshots } from './history';
import { periodsOf } from './period';
import { summarise } from './summarise';

/**
 * The analytics summary of one user over a range ending today, beside the range before it: every
 * network's figures summed, or one network's when `platform` is given.
 */
export async function getAnalyticsSummary(
  db: TDb,
  userId: string,
  input: { range: TAnalyticsRange; timeZone: string; now: Date; platform?: TPlatform | undefined },
): Promise<TAnalyticsSummary> {
  const { current, previous } = periodsOf(input.range, input.now);
  const [history, costs, snapshots] = await Promise.all([
    loadReplyHistory(db, userId, previous.from, input.platform),
    loadDailyCosts(db, userId, previous.from, input.platform),
    loadSnapshots(db, userId, previous.days[0]!, input.platform),
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
