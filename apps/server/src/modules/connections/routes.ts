import {
  ZTwitterCallbackAnswer,
  ZTwitterCallbackQuery,
  ZTwitterDisconnectAnswer,
  ZTwitterDisconnectError,
  ZTwitterProfileAnswer,
  ZTwitterRequestTokenAnswer,
} from '@gatling/shared/api/connections';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { defineRoutes } from '../../http/api-routes';
import { disconnectTwitter } from './disconnect-twitter';
import { finishTwitterConnect } from './finish-twitter-connect';
import { getTwitterProfile } from './get-twitter-profile';
import { startTwitterConnect } from './start-twitter-connect';

/** The Twitter connection (spec §7 /auth/twitter/*), mounted at /api/auth/twitter behind the guard. */
export function createConnectionRoutes(deps: TModuleDeps) {
  const routes = defineRoutes<TAppEnv>(deps.registry, { base: '/api/auth/twitter', tag: 'connections' });

  routes.get(
    {
      path: '/profile',
      summary: "The connected Twitter account's profile",
      description: 'Name and avatar are refreshed from the platform at most every 15 minutes.',
      responses: {
        200: { description: 'The profile, in data', schema: ZTwitterProfileAnswer },
        204: { description: 'No account connected' },
      },
    },
    async (c) => {
      const profile = await getTwitterProfile(deps, c.get('user').id);
      if (!profile) return c.body(null, 204);
      return c.json(ZTwitterProfileAnswer.parse({ data: profile }));
    },
  );

  routes.delete(
    {
      path: '/profile',
      summary: 'Disconnect the Twitter account and forget its tokens',
      responses: {
        200: { description: 'Disconnected', schema: ZTwitterDisconnectAnswer },
        404: { description: 'No account connected', schema: ZTwitterDisconnectError },
      },
    },
    async (c) => {
      try {
        await disconnectTwitter(deps, c.get('user').id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // The spec's client reads error.message here; the standard fields stay.
        const body = { detail: err.detail, code: err.code, request_id: c.get('requestId') };
        return c.json(ZTwitterDisconnectError.parse({ ...body, error: { message: err.detail } }), err.status);
      }
      return c.json(ZTwitterDisconnectAnswer.parse({ success: true }));
    },
  );

  routes.get(
    {
      path: '/request_token',
      summary: 'Start connecting: the authorization page the browser goes to',
      description: 'The platform sends the browser back to /auth/twitter/callback of this site.',
      responses: { 200: { description: 'Authorization URL', schema: ZTwitterRequestTokenAnswer } },
    },
    async (c) => c.json(ZTwitterRequestTokenAnswer.parse(await startTwitterConnect(deps, c.get('user').id))),
  );

  // The platform's parameters are all optional strings: any query parses (others are dropped), and
  // finishTwitterConnect says what is missing.
  routes.get(
    {
      path: '/callback',
      summary: 'Finish connecting with the parameters the platform sent back',
      description:
        'The request token must be one this user started and not yet used. 400 Missing OAuth parameters, ' +
        '400 when cancelled on the platform, 404 unknown (or another account’s) request, 409 already used.',
      query: ZTwitterCallbackQuery,
      responses: { 200: { description: 'Connected', schema: ZTwitterCallbackAnswer } },
    },
    async (c, { query }) => {
      const profile = await finishTwitterConnect(deps, c.get('user').id, query);
      return c.json(ZTwitterCallbackAnswer.parse({ success: true, profile }));
    },
  );

  return routes;
}
