import { listHandOffsContract, startHandOffsContract } from '@gatling/shared/api/contracts';
import type { TApiRoutes } from '../../http/api-routes';
import type { TAppEnv } from '../../context';
import { listHandOffs, type THandOffDeps } from './list-hand-offs';
import { startHandOffs } from './start-hand-offs';

/**
 * The hand-offs (replies the user finishes on the platform's reply page) at /api/scheduled/hand-offs:
 * what is ready to finish, for the navigation's count and the "Finish N on X" flow.
 */
export function serveHandOffs(routes: TApiRoutes<TAppEnv>, deps: THandOffDeps) {
  routes.serve(
    listHandOffsContract,
    {
      summary: "The user's replies ready to finish on the platform's reply page",
      description:
        'Intent deliveries (not dry sends) waiting for the user past their slot (awaiting_intent) or ' +
        'still before it (scheduled) once PUBLISH_DELAY_SECONDS have passed since approval: the undo ' +
        'window is over, the publishing gap is not waited for. Soonest first. next_ready_at: when the ' +
        'next one still in its undo window becomes ready, null when none is.',
      responses: { 200: { description: 'The ready hand-offs' } },
    },
    (c) => listHandOffs(deps, c.get('user').id, new Date()),
  );

  routes.serve(
    startHandOffsContract,
    {
      summary: 'Start finishing the ready replies on the platform',
      description:
        'Each ready one still scheduled becomes awaiting_intent now (with its reply.awaiting_intent ' +
        'event), so check-posted can record it once the user posted it. Answers the ready list as ' +
        'GET /api/scheduled/hand-offs does; a second call changes nothing more.',
      responses: { 200: { description: 'The ready hand-offs, each awaiting the user' } },
    },
    (c) => startHandOffs(deps, c.get('user').id, new Date()),
  );
}
