import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { TPublicConfig } from '@gatling/shared/api/session';

/**
 * Serves the built web app: hashed assets cached forever, every other path answered with
 * index.html (client-side routing) carrying the public configuration and the product name.
 */
export function createWebRoutes(distDir: string, publicConfig: TPublicConfig) {
  const app = new Hono();
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const index = fs
    .readFileSync(indexPath, 'utf8')
    .replace('<title>Gatling</title>', `<title>${publicConfig.product_name.replace(/[<&]/g, '')}</title>`)
    .replace('<!--public-config-->', `<script id="public-config" type="application/json">${json}</script>`);

  const relativeRoot = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root: relativeRoot,
      onFound: (_p, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: relativeRoot, index: '__none__' }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(index);
  });
  return app;
}
