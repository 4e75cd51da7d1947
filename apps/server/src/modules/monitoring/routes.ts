import {
  getMonitorStatusContract,
  stopMonitorRunContract,
  triggerMonitorRunContract,
} from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { getMonitorStatus } from './get-monitor-status';
import { stopMonitorRun } from './stop-monitor-run';
import { triggerMonitorRun } from './trigger-monitor-run';

/** Monitoring runs (docs/product/api.md /monitor/*), mounted at /api/monitor behind the guard. */
export function createMonitorRoutes(deps: TModuleDeps) {
  const { db, registry } = deps;
  const routes = defineRoutes<TAppEnv>(registry, {
    base: '/api/monitor',
    tag: 'monitoring',
    config: deps.config,
  });

  routes.serve(
    triggerMonitorRunContract,
    {
      summary: 'Find posts and draft replies for review now',
      description:
        'Queues a run that reads the active monitoring keywords and the core users on every connected ' +
        'platform (X and Bluesky), qualifies the posts and drafts replies, each for its own platform. A ' +
        'run already queued or running (or one completed within the last minute, unless the user ' +
        'stopped it) is answered instead of a new one. 409 when no account is connected, or every ' +
        'connected one must be connected again.',
      responses: { 200: { description: 'The run to poll' } },
    },
    (c) => triggerMonitorRun(deps, c.get('user').id),
  );

  routes.serve(
    getMonitorStatusContract,
    {
      summary: "A monitoring run's progress",
      description:
        'Polled every 2 s until is_complete. FAILED runs carry error_message; drafts made before a ' +
        'failure stay in the review stack.',
      responses: {
        200: { description: 'The run' },
        404: { description: 'Not one of your runs' },
      },
    },
    (c) => getMonitorStatus(db, c.get('user').id, c.req.param('id')),
  );

  routes.serve(
    stopMonitorRunContract,
    {
      summary: 'Stop a monitoring run',
      description:
        'A queued run ends at once; a running one within a few seconds, also in the middle of a model ' +
        'call: it ends COMPLETED with `stopped`, its drafts kept and the posts it had not drafted listed ' +
        'as skipped. Its sources are read again by the next run. Answers the run as it stands.',
      responses: {
        200: { description: 'The run' },
        404: { description: 'Not one of your runs' },
        409: { description: 'The run has already finished' },
      },
    },
    (c) => stopMonitorRun(db, c.get('user').id, c.req.param('id')),
  );

  return routes;
}
