import { Hono } from 'hono';
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
import { disconnectTwitter } from './disconnect-twitter';
import { finishTwitterConnect } from './finish-twitter-connect';
import { getTwitterProfile } from './get-twitter-profile';
import { startTwitterConnect } from './start-twitter-connect';

const TAG = 'connections';
const BASE = '/api/auth/twitter';

/** The Twitter connection (spec §7 /auth/twitter/*), mounted at /api/auth/twitter behind the guard. */
export function createConnectionRoutes(deps: TModuleDeps) {
  const { registry } = deps;
  const app = new Hono<TAppEnv>();

  app.get('/profile', async (c) => {
    const profile = await getTwitterProfile(deps, c.get('user').id);
    if (!profile) return c.body(null, 204);
    return c.json(ZTwitterProfileAnswer.parse({ data: profile }));
  });
  registry.add({
    method: 'get',
    path: `${BASE}/profile`,
    tag: TAG,
    summary: "The connected Twitter account's profile",
    description: 'Name and avatar are refreshed from the platform at most every 15 minutes.',
    responses: {
      200: { description: 'The profile, in data', schema: ZTwitterProfileAnswer },
      204: { description: 'No account connected' },
    },
  });

  app.delete('/profile', async (c) => {
    try {
      await disconnectTwitter(deps, c.get('user').id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // The spec's client reads error.message here; the standard fields stay.
      const body = { detail: err.detail, code: err.code, request_id: c.get('requestId') };
      return c.json(ZTwitterDisconnectError.parse({ ...body, error: { message: err.detail } }), err.status);
    }
    return c.json(ZTwitterDisconnectAnswer.parse({ success: true }));
  });
  registry.add({
    method: 'delete',
    path: `${BASE}/profile`,
    tag: TAG,
    summary: 'Disconnect the Twitter account and forget its tokens',
    responses: {
      200: { description: 'Disconnected', schema: ZTwitterDisconnectAnswer },
      404: { description: 'No account connected', schema: ZTwitterDisconnectError },
    },
  });

  app.get('/request_token', async (c) =>
    c.json(ZTwitterRequestTokenAnswer.parse(await startTwitterConnect(deps, c.get('user').id))),
  );
  registry.add({
    method: 'get',
    path: `${BASE}/request_token`,
    tag: TAG,
    summary: 'Start connecting: the authorization page the browser goes to',
    description: 'The platform sends the browser back to /auth/twitter/callback of this site.',
    responses: { 200: { description: 'Authorization URL', schema: ZTwitterRequestTokenAnswer } },
  });

  app.get('/callback', async (c) => {
    const parsed = ZTwitterCallbackQuery.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : {};
    const profile = await finishTwitterConnect(deps, c.get('user').id, query);
    return c.json(ZTwitterCallbackAnswer.parse({ success: true, profile }));
  });
  registry.add({
    method: 'get',
    path: `${BASE}/callback`,
    tag: TAG,
    summary: 'Finish connecting with the parameters the platform sent back',
    description:
      'The request token must be one this user started and not yet used. 400 Missing OAuth parameters, ' +
      '400 when cancelled on the platform, 404 unknown (or another account’s) request, 409 already used.',
    query: ZTwitterCallbackQuery,
    responses: { 200: { description: 'Connected', schema: ZTwitterCallbackAnswer } },
  });

  return app;
}
