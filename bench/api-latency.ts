// Prints latency figures for the hot session paths on the embedded database (in-memory PGlite),
// through the real app without a network. Run: npm run bench
import { createApp } from '../apps/server/src/app';
import { chooseServices } from '../apps/server/src/boot';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createLogger } from '../apps/server/src/lib/logger';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(name: string, run: () => Response | Promise<Response>): Promise<void> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    const res = await run();
    if (!res.ok) throw new Error(`${name} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `${name.padEnd(28)} p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_DISABLED: 'true' });
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const logger = createLogger('silent');
  const { app } = createApp({
    config,
    database,
    logger,
    authSecret: 'bench-secret-bench-secret-bench-secret!!',
    tokenKey: 'be'.repeat(32),
    services: chooseServices({ config, db: database.db, logger }),
  });

  const email = 'bench@example.com';
  const json = { 'content-type': 'application/json', origin: config.publicUrl };
  await app.request('/api/identity/sign-up/email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'bench' }),
  });
  const outbox = (await (await app.request('/dev/outbox.json')).json()) as { links: string[] }[];
  const link = new URL(outbox[0]!.links[0]!);
  const verified = await app.request(link.pathname + link.search);
  const token = verified.headers.get('set-auth-token');
  if (!token) throw new Error('confirmation did not sign in');
  const bearer = { authorization: `Bearer ${token}` };

  console.log(`API latency, ${ITERATIONS} sequential requests each, in-memory PGlite`);
  await measure('GET /api/onboarding/status', () =>
    app.request('/api/onboarding/status', { headers: bearer }),
  );
  await measure('GET /api/session (bearer)', () => app.request('/api/session', { headers: bearer }));
  await measure('GET /healthz', () => app.request('/healthz'));
  await measure('POST /api/identity/sign-in', () =>
    app.request('/api/identity/sign-in/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    }),
  );
  const mem = process.memoryUsage();
  console.log(
    `memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  await database.close();
}

void main();
