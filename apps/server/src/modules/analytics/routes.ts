import { getAnalyticsSummaryContract, listAnalyticsRepliesContract } from '@gatling/shared/api/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { readQuery } from '../../http/validate';
import { assertAnalyticsAccess } from './analytics-access';
import { getAnalyticsSummary } from './get-summary';
import { listReplyOutcomes } from './list-reply-outcomes';
import { instanceModelOf } from './load-model-usage';
import { periodsOf } from './period';
import { readingTimes } from './read-outcomes';
import { repliesCsv } from './replies-csv';

/** A query outside what the schema allows is a bad request (400) naming the parameter. */
const readQuery400 = <S extends z.ZodObject>(c: Context, schema: S): z.output<S> =>
  readQuery(c, schema, 'BAD_REQUEST');

/** Analytics (issue "what became of every reply") at /api/analytics, behind the guard and the plan. */
export function createAnalyticsRoutes(deps: Pick<TModuleDeps, 'db' | 'registry' | 'config' | 'platforms'>) {
  const { db, registry, config } = deps;
  // The first reading's time after publishing, as the reading job schedules it on this server.
  const firstReadingMinutes = Math.round(readingTimes(deps)[0]! / 60_000);
  const routes = defineRoutes<TAppEnv>(registry, {
    base: '/api/analytics',
    tag: 'analytics',
    config: deps.config,
  });

  routes.serve(
    getAnalyticsSummaryContract,
    {
      summary: 'Funnel, engagement, followers, costs, model usage and their breakdowns over a range',
      description:
        'range is 7d, 30d or 90d (whole UTC days ending today; default 30d); anything else is 400. ' +
        '`previous` holds the headline figures of the same number of days before. platform=twitter|bluesky ' +
        "narrows the figures to one network (model costs are not tied to a network: they stay the user's " +
        'whole); without it every network is summed. Any other value is 400. `model_usage` counts every ' +
        'language-model call of the range as it was made, published or not, by task and by model (whose ' +
        "model: the user's own, the server's, or an earlier one; and whether a price was known). " +
        "Cost per published reply is the range's platform calls (at the network's prices; on the simulated " +
        'network priced as X would bill them, paid by nobody: `platform_simulated_usd`) plus its model calls ' +
        "that find, draft and edit replies (at each model's price), divided by the replies published in " +
        "the range: every draft's searching and drafting is in it, published or not. Chat, style " +
        'analysis, the audience interview and model tests are not. `first_reading_minutes`: minutes after ' +
        'a reply goes out of its first figures on this server (then 24 hours and 7 days). Follow-ups sent ' +
        'from the conversations inbox are replies and count in every reply figure (one by_source row, ' +
        '`conversation`/`follow_ups`); `conversations` adds the answers taken in (quiet ones aside), the ' +
        'follow-ups published, the median minutes from a reply going out to an answer to it, and the ' +
        'keywords and core users whose replies started them. 402 without a subscription or trial.',
      readQuery: readQuery400,
      responses: { 200: { description: 'The summary' } },
    },
    async (c, { query }) => {
      const now = new Date();
      await assertAnalyticsAccess(db, c.get('user'), config, now);
      const summary = await getAnalyticsSummary(db, c.get('user').id, {
        range: query.range,
        timeZone: query.tz,
        now,
        platform: query.platform,
        instance: instanceModelOf(config),
        firstReadingMinutes,
      });
      return summary;
    },
  );

  routes.serve(
    listAnalyticsRepliesContract,
    {
      summary: 'Every reply published in the range and what it earned',
      description:
        'sort: engagement (default), recent, likes, replies or impressions. With `Accept: text/csv` or ' +
        'format=csv the same rows come as a CSV file with a header line (its platform column names the ' +
        'network). Each row says how many answers the reply drew (`answers`) and, for a follow-up, the ' +
        'reply_url of the reply whose answer it follows up (`follow_up_of`); in the CSV these are the last ' +
        "columns. platform=twitter|bluesky lists one network's replies (400 for another value). 402 " +
        'without a subscription or trial.',
      readQuery: readQuery400,
      responses: { 200: { description: 'The replies', csv: true } },
    },
    async (c, { query }) => {
      const now = new Date();
      await assertAnalyticsAccess(db, c.get('user'), config, now);
      const { current } = periodsOf(query.range, now);
      const rows = await listReplyOutcomes(db, c.get('user').id, current, query.sort, query.platform);
      const wantsCsv =
        query.format === 'csv' ||
        (query.format === undefined && /\btext\/csv\b/i.test(c.req.header('accept') ?? ''));
      if (wantsCsv) {
        return c.body(repliesCsv(rows), 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="gatling-replies-${query.range}.csv"`,
        });
      }
      return { range: query.range, sort: query.sort, replies: rows };
    },
  );

  return routes;
}
