import { Hono } from 'hono';
import type { TDb } from '../../db/client';
import { createSandboxNetwork, type TClock } from './network';
import { addBlueskyPostRoutes } from './bluesky/routes-bluesky';
import { addAuthorizeRoutes } from './routes-authorize';
import { addPostRoutes } from './routes-posts';

export type TSandboxRoutesDeps = {
  db: TDb;
  seed: string;
  publicUrl: string;
  /** Signs the sandbox network's own sessions: the identity a browser may post as. */
  sessionSecret: string;
  clock?: TClock;
  /** Named on the consent screen. */
  appName?: string;
  /**
   * The platforms the network stands in for (both by default): X's pages (authorize, intent, posts)
   * and the Bluesky face's post pages (decision 0067) are mounted for those only.
   */
  faces?: { twitter: boolean; bluesky: boolean };
  /** Seconds after an identity's first reply at which it is answered (the providers' option). */
  firstAnswerSeconds?: number | undefined;
};

/**
 * The sandbox network's own web pages, mounted at /sandbox: the OAuth authorize (consent) page,
 * the reply intent page and post pages of X, and the Bluesky face's post pages. Server-rendered
 * HTML with plain forms (no scripts).
 *
 * As on X, approving the authorize page signs this browser in to the network as the chosen
 * identity (session.ts), and the intent page posts only as that identity. An identity belongs to
 * the first product user who claims it; the claim is one conditional statement, so two users racing
 * for it cannot both win.
 */
export function createSandboxRoutes(deps: TSandboxRoutesDeps): Hono {
  const clock = deps.clock ?? (() => new Date());
  const ctx = {
    db: deps.db,
    seed: deps.seed,
    publicUrl: deps.publicUrl.replace(/\/$/, ''),
    appName: deps.appName ?? 'Gatling',
    sessionSecret: deps.sessionSecret,
    network: createSandboxNetwork({ db: deps.db, seed: deps.seed, clock }),
    firstAnswerSeconds: deps.firstAnswerSeconds,
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Pages carry one-time tokens and live state.
    c.header('cache-control', 'no-store');
  });
  const faces = deps.faces ?? { twitter: true, bluesky: true };
  if (faces.twitter) {
    addAuthorizeRoutes(app, ctx);
    addPostRoutes(app, ctx);
  }
  if (faces.bluesky) addBlueskyPostRoutes(app, ctx);
  return app;
}
