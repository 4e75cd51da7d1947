// The ceiling: a bare Hono server on @hono/node-server answering fixed bytes from memory, what the
// app's answer would cost with no middleware, no auth and no database. Run as a child process:
//   PORT=… CEILING_FILE=routes.json node --import tsx bench/lib/ceiling-server.ts
// where routes.json maps each path to { contentType, body (base64) }.
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type TCeilingRoutes = Record<string, { contentType: string; body: string }>;

const routes = JSON.parse(fs.readFileSync(process.env.CEILING_FILE ?? '', 'utf8')) as TCeilingRoutes;
const app = new Hono();
for (const [path, answer] of Object.entries(routes)) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(path, (c) => c.body(body, 200, { 'content-type': answer.contentType }));
}
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
