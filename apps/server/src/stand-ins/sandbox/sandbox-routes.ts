import { Hono } from 'hono';
import type { TDb } from '../../db/client';
import { createSandboxNetwork, type TClock } from './network';
import { addAuthorizeRoutes } from './routes-authorize';
import { addPostRoutes } from './routes-posts';

export type TSandboxRoutesDeps = {
  db: TDb;
  seed: string;
  publicUrl: string;
  clock?: TClock;
  /** Named on the consent screen. */
  appName?: string;
};

/**
 * The sandbox network's own web pages, mounted at /sandbox: the OAuth authorize (consent) page,
 * the reply intent page and post pages. Server-rendered HTML with plain forms (no scripts).
 *
 * Limitations, as a simulation: there is no sign-in to the sandbox itself, so whoever holds an
 * authorize link may pick any identity not claimed by another product user, and the intent page
 * posts as any connected identity chosen by username.
 */
export function createSandboxRoutes(deps: TSandboxRoutesDeps): Hono {
  const clock = deps.clock ?? (() => new Date());
  const ctx = {
    db: deps.db,
    seed: deps.seed,
    publicUrl: deps.publicUrl.replace(/\/$/, ''),
    appName: deps.appName ?? 'Gatling',
    network: createSandboxNetwork({ db: deps.db, seed: deps.seed, clock }),
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Pages carry one-time tokens and live state.
    c.header('cache-control', 'no-store');
  });
  addAuthorizeRoutes(app, ctx);
  addPostRoutes(app, ctx);
  return app;
}
