import {
  connectBlueskyContract,
  connectSandboxBlueskyContract,
  disconnectBlueskyContract,
  getBlueskyProfileContract,
  listSandboxBlueskyAccountsContract,
} from '@gatling/shared/api/contracts';
import type { TAppEnv } from '../../../context';
import { AppError } from '../../../errors';
import { defineRoutes } from '../../../http/api-routes';
import type { TRateRule } from '../../../http/rate-limit';
import type { TConnectionDeps } from '../context';
import { toBlueskyProfile } from './bluesky-profile';
import { BLUESKY_CONNECT_DETAIL, waitText } from './bluesky-texts';
import { connectBluesky } from './connect-bluesky';
import { connectSandboxBluesky, listSandboxBlueskyAccounts } from './connect-bluesky-sandbox';
import { currentConnection } from '../connection-profile';
import { disconnectPlatform } from '../disconnect-platform';

/**
 * Sign-in attempts per user: each one reaches Bluesky from this server's address, so one user
 * guessing app passwords would get the whole instance limited there.
 */
export const BLUESKY_CONNECT_RATE_RULE: TRateRule = { max: 10, windowMs: 15 * 60_000 };

/** The Bluesky connection (docs/product/api.md#bluesky-connection), at /api/auth/bluesky behind the guard. */
export function createBlueskyConnectionRoutes(deps: TConnectionDeps) {
  const routes = defineRoutes<TAppEnv>(deps.registry, {
    base: '/api/auth/bluesky',
    tag: 'connections',
    config: deps.config,
  });

  routes.serve(
    connectBlueskyContract,
    {
      summary: 'Connect a Bluesky account with its handle and an app password',
      description:
        'Signs in at BLUESKY_SERVICE_URL and keeps only the session, sealed; the password is never stored. ' +
        'Connecting again replaces the connection (how a reconnect_needed one is repaired).',
      responses: {
        200: { description: 'Connected: the profile, in data' },
        400: {
          description:
            "Bluesky did not accept the handle and app password, the account's PDS is not at a public https address, or a malformed body",
        },
        422: {
          description: 'A missing or too long field, or an account password instead of an app password',
        },
        409: {
          description:
            'Bluesky on this server is the simulated network: pick one of its accounts (POST /api/auth/bluesky/sandbox)',
        },
        429: { description: 'Bluesky, or this server, is limiting sign-ins (Retry-After)' },
        503: { description: 'Bluesky could not be reached' },
      },
    },
    async (c, { body }) => {
      const userId = c.get('user').id;
      if (!deps.config.RATE_LIMIT_DISABLED) {
        const hit = await deps.limiter.hit(`bluesky-connect:${userId}`, BLUESKY_CONNECT_RATE_RULE);
        if (!hit.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            BLUESKY_CONNECT_DETAIL.tooManyAttempts(waitText(hit.retryAfterSeconds)),
            {
              retryAfterSeconds: hit.retryAfterSeconds,
            },
          );
        }
      }
      return { data: await connectBluesky(deps, userId, body) };
    },
  );

  routes.serve(
    listSandboxBlueskyAccountsContract,
    {
      summary: 'The simulated Bluesky accounts the user may connect',
      description:
        'Only where Bluesky is the sandbox network (public config bluesky_sandbox, decision 0067): the ' +
        "user's own simulated accounts first, then a few nobody has picked.",
      responses: {
        200: { description: 'The accounts, in data' },
        409: { description: 'Bluesky on this server is the real one: connect with an app password' },
      },
    },
    async (c) => ({ data: await listSandboxBlueskyAccounts(deps, c.get('user').id) }),
  );

  routes.serve(
    connectSandboxBlueskyContract,
    {
      summary: 'Connect a simulated Bluesky account',
      description:
        'Picks an account of the sandbox network (by its DID, or its handle) with no password; it is the ' +
        "user's from then on. Connecting again replaces the connection.",
      responses: {
        200: { description: 'Connected: the profile, in data' },
        404: { description: 'The simulated network has no such account' },
        409: {
          description:
            'Another user picked that account first, or Bluesky on this server is the real one (connect with an app password)',
        },
        422: { description: 'No account given' },
      },
    },
    async (c, { body }) => ({ data: await connectSandboxBluesky(deps, c.get('user').id, body) }),
  );

  routes.serve(
    getBlueskyProfileContract,
    {
      summary: "The connected Bluesky account's profile",
      description: 'Name and avatar are refreshed from Bluesky at most every 15 minutes.',
      responses: {
        200: { description: 'The profile, in data' },
        204: { description: 'No account connected' },
      },
    },
    async (c) => {
      const row = await currentConnection(deps, c.get('user').id, 'bluesky');
      if (!row) return c.body(null, 204);
      return { data: toBlueskyProfile(row, deps.platforms.get('bluesky')) };
    },
  );

  routes.serve(
    disconnectBlueskyContract,
    {
      summary: 'Disconnect the Bluesky account and forget its session',
      responses: {
        200: { description: 'Disconnected' },
        404: { description: 'No account connected' },
      },
    },
    async (c) => {
      await disconnectPlatform(deps, c.get('user').id, 'bluesky');
      return { success: true as const };
    },
  );

  return routes;
}
