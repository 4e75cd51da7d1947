// The ceiling: a bare Hono server on @hono/node-server answering fixed bytes from memory, what the
// app's answer would cost with no middleware, no auth and no database. The bytes are the app's
// whole answer, headers included: the load generator shares the machine and reads every header, so
// an answer with fewer header bytes would be cheaper to measure, not cheaper to serve. Run as a child process:
//   PORT=… CEILING_FILE=routes.json node --import tsx bench/lib/ceiling-server.ts
// where routes.json maps each path to { headers, body (base64) }.
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type TCeilingRoutes = Record<string, { headers: Record<string, string>; body: string }>;

const routes = JSON.parse(fs.readFileSync(process.env.CEILING_FILE ?? '', 'utf8')) as TCeilingRoutes;
const app = new Hono();
for (const [path, answer] of Object.entries(routes)) {
  const body = Buffer.from(answer.body, 'base64');
  // A Response with a plain header object: the adapter writes it as it is, the fastest way there is.
  app.get(path, () => new Response(body, { status: 200, headers: answer.headers }));
}
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
