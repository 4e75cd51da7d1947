import type { TAnalyticsRange, TAnalyticsSummary } from '@gatling/shared/api/analytics';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TDb } from '../../db/client';
import { loadDailyCosts, loadReplyHistory, loadSnapshots } from './history';
import { loadConversationFigures } from './load-conversations';
import { loadModelUsage } from './load-model-usage';
import type { TInstanceModel } from './model-usage';
import { periodsOf } from './period';
import { summarise } from './summarise';

/**
 * The analytics summary of one user over a range ending today, beside the range before it: every
 * network's figures summed, or one network's when `platform` is given. The model usage is the
 * user's whole (a model call is not tied to a network); `instance` is the server's model. Follow-ups
 * of the conversations inbox are replies and count in every reply figure; `conversations` adds what
 * came back (decision 0083).
 */
export async function getAnalyticsSummary(
  db: TDb,
  userId: string,
  input: {
    range: TAnalyticsRange;
    timeZone: string;
    now: Date;
    platform?: TPlatform | undefined;
    instance: TInstanceModel;
    /** Minutes after publishing of a reply's first outcome reading on this server (readingTimes). */
    firstReadingMinutes: number;
  },
): Promise<TAnalyticsSummary> {
  const { current, previous } = periodsOf(input.range, input.now);
  const [history, costs, snapshots, modelUsage, conversations] = await Promise.all([
    loadReplyHistory(db, userId, previous.from, input.platform),
    loadDailyCosts(db, userId, previous.from, input.platform),
    loadSnapshots(db, userId, previous.days[0]!, input.platform),
    loadModelUsage(db, userId, current, input.instance),
    loadConversationFigures(db, userId, current, input.platform),
  ]);
  return summarise({
    range: input.range,
    current,
    previous,
    history,
    costs,
    snapshots,
    timeZone: input.timeZone,
    modelUsage,
    firstReadingMinutes: input.firstReadingMinutes,
    conversations,
  });
}
