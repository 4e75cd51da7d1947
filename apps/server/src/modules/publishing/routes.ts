import {
  checkFinishedContract,
  checkPostedContract,
  deleteScheduledContract,
  listScheduledContract,
  listSentContract,
  restoreScheduledContract,
  retryScheduledContract,
} from '@gatling/shared/api/contracts';
import { DELETE_SCHEDULED_MAX } from '@gatling/shared/api/scheduled';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { cancelScheduled, parseReplyIds } from './cancel-scheduled';
import { checkFinishedNow } from './check-finished';
import { checkPosted } from './check-posted';
import { serveHandOffs } from './hand-off-routes';
import { listScheduled } from './list-scheduled';
import { listSent } from './list-sent';
import { restoreScheduled } from './restore-scheduled';
import { retryScheduled } from './retry-scheduled';

/**
 * Scheduled replies (docs/product/screens.md Scheduled replies, docs/product/api.md) at /api/scheduled, and the published ones at
 * /api/sent, behind the guard.
 */
export function createScheduledRoutes(
  deps: Pick<TModuleDeps, 'db' | 'platforms' | 'registry' | 'jobs' | 'cipher' | 'logger' | 'config'>,
) {
  const { db, registry, jobs } = deps;
  const routes = defineRoutes<TAppEnv>(registry, {
    base: '/api/scheduled',
    tag: 'scheduled replies',
    config: deps.config,
  });

  routes.serve(
    listScheduledContract,
    {
      summary: "The user's replies not yet out, and failed ones, soonest first",
      description:
        'A bare array. status: scheduled (waiting for scheduled_at), publishing (being posted now), ' +
        "awaiting_intent (due; the user finishes it on the platform's reply page at intent_url) or " +
        'failed (last_error says why; kept until deleted). held says why a scheduled reply waits past ' +
        'its time and until when: platform_down, rate_limited, daily_cap (Bluesky) or retrying; queued ' +
        'when it waits behind a held reply. sandbox: it goes to the sandbox network. ' +
        "platform=twitter|bluesky lists one network's only; any other value is 422.",
      responses: { 200: { description: 'Scheduled replies' } },
    },
    (c, { query }) => listScheduled(deps, c.get('user').id, query.platform, new Date()),
  );

  routes.serve(
    deleteScheduledContract,
    {
      summary: 'Cancel scheduled replies',
      description:
        'Cancels the ones that are scheduled, awaiting_intent or failed and answers their ids. A reply ' +
        "being posted right now, one already published, unknown ids and other users' ids are not " +
        `cancelled and not named. 422 for a missing or malformed list or more than ${DELETE_SCHEDULED_MAX} ids.`,
      readQuery: (c) => parseReplyIds(c.req.queries('interaction_ids')),
      responses: { 200: { description: 'The ids cancelled' } },
    },
    async (c, { query: ids }) => {
      const deleted = await cancelScheduled(db, c.get('user').id, ids, new Date());
      return { deleted_ids: deleted };
    },
  );

  routes.serve(
    restoreScheduledContract,
    {
      summary: 'Undo a delete: put cancelled scheduled replies back',
      description:
        'Restores the ones cancelled in the last 10 minutes and answers their ids: a failed one comes back ' +
        'failed, any other scheduled (at once if its time passed). Other ids are not restored and not named.',
      responses: { 200: { description: 'The ids restored' } },
    },
    async (c, { body }) => {
      const ids = [...new Set(body.interaction_ids.map((id) => id.toLowerCase()))];
      const restored = await restoreScheduled(db, c.get('user').id, ids, new Date());
      return { restored_ids: restored };
    },
  );

  routes.serve(
    checkFinishedContract,
    {
      summary: "Look now for the replies the user finished on the platform's reply page",
      description:
        "Each of the user's awaiting_intent replies is looked for on the platform at once (the reply " +
        'found is marked published; the live updates say so) rather than at its next check. Answers how many.',
      responses: { 200: { description: 'How many replies are looked for' } },
    },
    async (c) => {
      const checking = await checkFinishedNow(db, c.get('user').id, new Date());
      if (checking > 0) jobs.nudge('reconcile-intents');
      return { checking };
    },
  );

  serveHandOffs(routes, deps);

  routes.serve(
    checkPostedContract,
    {
      summary: "Look now for one reply the user finished on the platform's reply page",
      description:
        "The user's recent posts are read once; a reply of theirs to the post marks the scheduled reply " +
        'published with it, once (a second or racing check answers the same). posted is false when it is ' +
        "not there yet. 422 for a malformed id, 404 for an unknown one or another user's, 409 for a reply " +
        'that is not waiting to be finished on the platform.',
      responses: { 200: { description: 'Whether the reply was found posted' } },
    },
    (c) => checkPosted(deps, c.get('user').id, c.req.param('id'), new Date()),
  );

  routes.serve(
    retryScheduledContract,
    {
      summary: 'Put a failed reply back in the schedule, due now',
      description:
        'The same reply (same id), so it cannot be posted twice: before posting, publishing looks for ' +
        'the post an earlier attempt may have made and takes it as the publication. Answers the reply ' +
        "as the scheduled list shows it. 422 for a malformed id, 404 for an unknown one or another user's, " +
        '409 for a reply that has not failed, or while the account it goes out from is not connected or ' +
        'must be reconnected.',
      responses: { 200: { description: 'The reply, scheduled again' } },
    },
    (c) => retryScheduled(deps, c.get('user').id, c.req.param('id'), new Date()),
  );

  const sent = defineRoutes<TAppEnv>(registry, {
    base: '/api/sent',
    tag: 'scheduled replies',
    config: deps.config,
  });
  sent.serve(
    listSentContract,
    {
      summary: "The user's published replies, newest first, a page at a time",
      description:
        'how: app (posted by the app), on_platform (finished by the user on the reply page) or dry_send ' +
        '(marked published without posting). next_cursor is null on the last page; 422 for a cursor ' +
        "this list did not give. platform=twitter|bluesky lists one network's only (422 for another value).",
      responses: { 200: { description: 'A page of published replies' } },
    },
    (c, { query }) => listSent(deps, c.get('user').id, query),
  );

  return [routes, sent];
}
