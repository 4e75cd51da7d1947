import { Hono } from 'hono';
import { z } from 'zod';
import {
  DELETE_SCHEDULED_MAX,
  ZDeleteScheduledAnswer,
  ZScheduledAnswer,
} from '@gatling/shared/api/scheduled';
import type { TAppEnv, TModuleDeps } from '../../context';
import { cancelScheduled, parseInteractionIds } from './cancel-scheduled';
import { listScheduled } from './list-scheduled';

const TAG = 'scheduled replies';
const BASE = '/api/scheduled';

/** Documents the query; the route reads it with parseInteractionIds (the parameter may repeat). */
const ZDeleteScheduledQuery = z.object({
  interaction_ids: z.string().describe(`Comma-separated ids, at most ${DELETE_SCHEDULED_MAX}`),
});

/** Scheduled replies (spec §2 Scheduled replies, §7), mounted at /api/scheduled behind the guard. */
export function createScheduledRoutes(deps: Pick<TModuleDeps, 'db' | 'platforms' | 'registry'>) {
  const { db, registry } = deps;
  const app = new Hono<TAppEnv>();

  app.get('/', async (c) => c.json(ZScheduledAnswer.parse(await listScheduled(deps, c.get('user').id))));
  registry.add({
    method: 'get',
    path: BASE,
    tag: TAG,
    summary: "The user's replies not yet out, and failed ones, soonest first",
    description:
      'A bare array. status: scheduled (waiting for scheduled_at), publishing (being posted now), ' +
      "awaiting_intent (due; the user finishes it on the platform's reply page at intent_url) or " +
      'failed (last_error says why; kept until deleted).',
    responses: { 200: { description: 'Scheduled replies', schema: ZScheduledAnswer } },
  });

  app.delete('/', async (c) => {
    const ids = parseInteractionIds(c.req.queries('interaction_ids'));
    const deleted = await cancelScheduled(db, c.get('user').id, ids, new Date());
    return c.json(ZDeleteScheduledAnswer.parse({ deleted_ids: deleted }));
  });
  registry.add({
    method: 'delete',
    path: BASE,
    tag: TAG,
    summary: 'Cancel scheduled replies',
    description:
      'Cancels the ones that are scheduled, awaiting_intent or failed and answers their ids. A reply ' +
      "being posted right now, one already published, unknown ids and other users' ids are not " +
      `cancelled and not named. 422 for a missing or malformed list or more than ${DELETE_SCHEDULED_MAX} ids.`,
    query: ZDeleteScheduledQuery,
    responses: { 200: { description: 'The ids cancelled', schema: ZDeleteScheduledAnswer } },
  });

  return app;
}
