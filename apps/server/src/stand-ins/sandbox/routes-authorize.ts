import type { Hono } from 'hono';
import {
  canPick,
  checkNewIdentity,
  claimIdentity,
  createIdentity,
  findByUsername,
  suggestIdentities,
} from './identities';
import { authorizeRequest, denyRequest, openRequest, requestingUserId } from './oauth';
import { renderAuthorizePage, type TAuthorizeView } from './page-authorize';
import { renderMessage } from './page-layout';
import type { TAccountRow } from './post-view';
import { formOf, page, type TRoutesContext, type TStatus } from './routes-shared';
import { setSandboxSession } from './session';

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * Step 2 of the OAuth flow, as X's api.twitter.com/oauth/authorize: pick or create an identity,
 * then Authorize app (back to the callback with a verifier) or Cancel (back with denied=).
 */
export function addAuthorizeRoutes(app: Hono, ctx: TRoutesContext): void {
  const { db, network } = ctx;
  const view = async (token: string, ownerUserId: string | null, extra: Partial<TAuthorizeView> = {}) =>
    renderAuthorizePage({
      appName: ctx.appName,
      token,
      identities: await suggestIdentities(db, ownerUserId),
      ...extra,
    });

  app.get('/authorize', async (c) => {
    const token = c.req.query('oauth_token') ?? '';
    const now = await network.sync();
    const request = await openRequest(db, token, now);
    if ('problem' in request)
      return page(c, renderMessage('Cannot authorize', request.problem), request.status);
    return page(c, await view(token, await requestingUserId(db, token)));
  });

  app.post('/authorize', async (c) => {
    const field = await formOf(c);
    const token = field('oauth_token');
    // Seeded first: a new identity must not take a username the generated network will use.
    const now = await network.sync();
    const request = await openRequest(db, token, now);
    if ('problem' in request)
      return page(c, renderMessage('Cannot authorize', request.problem), request.status);
    const ownerUserId = await requestingUserId(db, token);
    const action = field('action');
    if (action === 'cancel') {
      await denyRequest(db, token, now);
      return c.redirect(withParams(request.callbackUrl, { denied: token }), 302);
    }
    const values = { username: field('username'), name: field('name'), identity: field('identity') };
    const again = async (status: TStatus, error: string) =>
      page(c, await view(token, ownerUserId, { error, values }), status);

    let identity: TAccountRow | null | undefined;
    if (action === 'create') {
      const problem = checkNewIdentity(values.username, values.name);
      if (problem) return again(problem.status, problem.message);
      identity = await createIdentity(db, {
        seed: ctx.seed,
        username: values.username,
        name: values.name,
        ownerUserId,
        now,
      });
      if (!identity) return again(409, `The username @${values.username} is taken. Choose another one.`);
    } else if (action === 'authorize') {
      identity = values.identity ? await findByUsername(db, values.identity) : undefined;
      if (!identity) return again(422, 'Choose the identity to sign in as.');
      if (!canPick(identity, ownerUserId)) {
        return again(403, `@${identity.username} belongs to another user of this app.`);
      }
    } else {
      return page(c, renderMessage('Cannot authorize', 'Unknown action.'), 400);
    }
    if (!(await claimIdentity(db, identity.id, ownerUserId, now))) {
      return again(403, `@${identity.username} belongs to another user of this app.`);
    }
    const verifier = await authorizeRequest(db, token, identity.id);
    if (!verifier) {
      return page(c, renderMessage('Cannot authorize', 'This authorization request was already used.'), 409);
    }
    // Signed in to the network as this identity, as on X: the intent page posts as it.
    setSandboxSession(c, ctx.sessionSecret, identity.id, ctx.publicUrl);
    return c.redirect(withParams(request.callbackUrl, { oauth_token: token, oauth_verifier: verifier }), 302);
  });
}
