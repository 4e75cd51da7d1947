import {
  completeTwitterCallbackContract,
  disconnectTwitterContract,
  getTwitterProfileContract,
  getTwitterRequestTokenContract,
} from '@gatling/shared/api/contracts';
import { ZTwitterDisconnectError } from '@gatling/shared/api/connections';
import type { TAppEnv, TModuleDeps } from '../../../context';
import { AppError } from '../../../errors';
import { defineRoutes } from '../../../http/api-routes';
import { disconnectPlatform } from '../disconnect-platform';
import { finishTwitterConnect } from './finish-twitter-connect';
import { getTwitterProfile } from './twitter-profile';
import { startTwitterConnect } from './start-twitter-connect';

/** The Twitter connection (docs/product/api.md /auth/twitter/*), mounted at /api/auth/twitter behind the guard. */
export function createXConnectionRoutes(deps: TModuleDeps) {
  const routes = defineRoutes<TAppEnv>(deps.registry, {
    base: '/api/auth/twitter',
    tag: 'connections',
    config: deps.config,
  });

  routes.serve(
    getTwitterProfileContract,
    {
      summary: "The connected X account's profile",
      description: 'Name and avatar are refreshed from the platform at most every 15 minutes.',
      responses: {
        200: { description: 'The profile, in data' },
        204: { description: 'No account connected' },
      },
    },
    async (c) => {
      const profile = await getTwitterProfile(deps, c.get('user').id);
      if (!profile) return c.body(null, 204);
      return { data: profile };
    },
  );

  routes.serve(
    disconnectTwitterContract,
    {
      summary: 'Disconnect the X account and forget its tokens',
      responses: {
        200: { description: 'Disconnected' },
        404: { description: 'No account connected', schema: ZTwitterDisconnectError },
      },
    },
    async (c) => {
      try {
        await disconnectPlatform(deps, c.get('user').id, 'twitter');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // The spec's client reads error.message here; the standard fields stay.
        const body = { detail: err.detail, code: err.code, request_id: c.get('requestId') };
        return c.json(ZTwitterDisconnectError.parse({ ...body, error: { message: err.detail } }), err.status);
      }
      return { success: true as const };
    },
  );

  routes.serve(
    getTwitterRequestTokenContract,
    {
      summary: 'Start connecting: the authorization page the browser goes to',
      description: 'The platform sends the browser back to /auth/twitter/callback of this site.',
      responses: { 200: { description: 'Authorization URL' } },
    },
    (c) => startTwitterConnect(deps, c.get('user').id),
  );

  // The platform's parameters are all optional strings: any query parses (others are dropped), and
  // finishTwitterConnect says what is missing.
  routes.serve(
    completeTwitterCallbackContract,
    {
      summary: 'Finish connecting with the parameters the platform sent back',
      description:
        'The request token must be one this user started and not yet used. 400 Missing OAuth parameters, ' +
        '400 when cancelled on the platform, 404 unknown (or another account’s) request, 409 already used.',
      responses: { 200: { description: 'Connected' } },
    },
    async (c, { query }) => {
      const profile = await finishTwitterConnect(deps, c.get('user').id, query);
      return { success: true as const, profile };
    },
  );

  return routes;
}
