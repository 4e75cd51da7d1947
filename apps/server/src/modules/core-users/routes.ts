import {
  addCoreUserContract,
  importCoreUsersSheetContract,
  listCoreUsersContract,
  removeCoreUserContract,
  suggestCoreUsersContract,
} from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes } from '../../http/api-routes';
import { createHttpSheetsClient } from '../../integrations/sheets/http-sheets-client';
import type { SheetsClient } from '../../integrations/sheets/sheets-client';
import { addCoreUser } from './add-core-user';
import type { TCoreUsersContext } from './context';
import { importCoreUsers } from './import-core-users';
import { listCoreUsers } from './list-core-users';
import { removeCoreUser } from './remove-core-user';
import { suggestAccounts } from './suggest-accounts';

/** Core users (docs/product/screens.md Communities, docs/product/api.md /core-users/*), mounted at /api/core-users behind the guard. */
export function createCoreUserRoutes(deps: TModuleDeps & { sheets?: SheetsClient }) {
  const { registry, config } = deps;
  const ctx: TCoreUsersContext = {
    ...deps,
    sheets:
      deps.sheets ??
      createHttpSheetsClient({
        baseUrl: config.GOOGLE_SHEETS_BASE_URL,
        timeoutMs: config.GOOGLE_SHEETS_TIMEOUT_MS,
      }),
  };
  const routes = defineRoutes<TAppEnv>(registry, { base: '/api/core-users', tag: 'core users', config });

  routes.serve(
    listCoreUsersContract,
    {
      summary: 'The core users, oldest first',
      responses: { 200: { description: 'Core users' } },
    },
    async (c) => ({ core_users: await listCoreUsers(ctx.db, c.get('user').id) }),
  );

  routes.serve(
    suggestCoreUsersContract,
    {
      summary: 'Accounts of the simulated network matching part of a handle or name',
      description:
        'For suggestions while a core user is typed: up to 8 accounts whose username or display ' +
        'name contains q (trimmed, a leading @ ignored, 1 to 50 characters), best match first. ' +
        'On the live X, available is false and the list empty: X is not searched (its user search ' +
        'is billed). 422 when q is missing, empty or too long.',
      responses: {
        200: { description: 'Matching accounts' },
        422: { description: 'q missing, empty or too long' },
      },
    },
    (c, { query }) => suggestAccounts(ctx, query.q),
  );

  routes.serve(
    addCoreUserContract,
    {
      summary: 'Add an X or Bluesky account, checked on its platform through the connected account there',
      description:
        'The username is trimmed; a leading @ or a profile link is accepted. platform twitter (the ' +
        'default) takes an X username; platform bluesky a full handle (a domain name such as ' +
        'alice.bsky.social), stored with its DID. 422 not a username or handle of that platform or no ' +
        'such account, or telegram/farcaster (coming soon); 409 already a core user, the list is full, ' +
        'or no usable connection to that platform; 429 (Retry-After) and 503 when the platform limits or fails.',
      responses: { 200: { description: 'The added core user' } },
    },
    async (c, { body }) => {
      const added = await addCoreUser(ctx, c.get('user').id, body);
      return { added_user: added };
    },
  );

  routes.serve(
    removeCoreUserContract,
    {
      summary: 'Remove a core user (any case of the name)',
      responses: {
        200: { description: 'Removed, spelled as it was stored' },
        404: { description: 'Not one of the core users' },
      },
    },
    (c, { body }) => removeCoreUser(ctx.db, c.get('user').id, body),
  );

  routes.serve(
    importCoreUsersSheetContract,
    {
      summary: 'Add the X accounts named in the first column of a public Google Sheet',
      description:
        'The sheet must be shared as "anyone with the link can view". A title row is skipped, @ and ' +
        'profile links are accepted, names are checked on X in batches of 100. 422 not a Sheets link, ' +
        'not public, not found, unreadable or empty; 413 over 2 MB; 503 when Google or X fail.',
      responses: {
        200: { description: 'What was added, already there, or invalid' },
      },
    },
    (c, { body }) => importCoreUsers(ctx, c.get('user').id, body.sheets_url),
  );

  return routes;
}
