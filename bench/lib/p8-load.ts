// P8's load generator, in a process of its own (neither the benchmark's nor the server's):
//   node --import tsx bench/lib/p8-load.ts <plan.json> <result.json>
// Each reviewer of the plan is one person at the review stack, on a kept-alive connection of its own
// (as one browser tab is): it arrives within the first `arrivalMs` and opens the app as the web app
// does (GET /api/session: the session, renewed there once a day), reads its stack
// (GET /api/interactions/pending), approves or ignores the top card (POST /api/feedback/approve or
// /reject; every third decision an ignore, so 2:1), pauses 1–3 s as a person reading the next card
// would, and again until its stack answers empty; then it keeps reading the empty stack every 1–3 s
// for `idleMs` (the idle phase). Every request's latency (first byte sent to last byte read, in this
// process) is written to the result file, with the reply ids each answered 200 for: the benchmark
// checks those against the database. Any answer but 200 ends the run with the answer in the file.
import fs from 'node:fs';
import http from 'node:http';

export type TLoadPlan = {
  base: string;
  bearers: string[];
  arrivalMs: number;
  pauseMs: [number, number];
  idleMs: number;
  seed: number;
};

export type TRequestKind = 'session' | 'read' | 'approve' | 'ignore';
/** deciding: the reviewer's stack still had cards when asked; idle: it answered (or had answered) empty. */
export type TPhase = 'deciding' | 'idle';

export type TLoadResult = {
  /** One row per request: kind, phase, milliseconds, 1 for a reviewer's first read (else 0). */
  requests: [TRequestKind, TPhase, number, 0 | 1][];
  approved: string[];
  ignored: string[];
  failures: string[];
  /** The deciding phase on the monotonic clock (µs, as V8's CPU profiles count): first request → last stack empty. */
  decidingFromUs: number;
  decidingToUs: number;
  wallMs: number;
};

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: the same pauses and arrivals for the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type TAnswer = { status: number; body: string; ms: number };

function send(
  agent: http.Agent,
  url: URL,
  method: 'GET' | 'POST',
  bearer: string,
  body?: unknown,
): Promise<TAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { authorization: bearer, accept: 'application/json' };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, agent, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url.pathname} timed out after 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

async function main(): Promise<void> {
  const [planFile, resultFile] = process.argv.slice(2);
  if (!planFile || !resultFile) throw new Error('usage: p8-load.ts <plan.json> <result.json>');
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as TLoadPlan;
  const next = random(plan.seed);
  const sessionUrl = new URL('/api/session', plan.base);
  const pendingUrl = new URL('/api/interactions/pending', plan.base);
  const approveUrl = new URL('/api/feedback/approve', plan.base);
  const rejectUrl = new URL('/api/feedback/reject', plan.base);

  const result: TLoadResult = {
    requests: [],
    approved: [],
    ignored: [],
    failures: [],
    decidingFromUs: 0,
    decidingToUs: 0,
    wallMs: 0,
  };
  const started = performance.now();
  result.decidingFromUs = nowUs();
  let stop = false;

  const reviewer = async (index: number, bearer: string, arriveMs: number, pause: () => number) => {
    // One connection per reviewer, kept alive between its requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const expect = (answer: TAnswer, what: string) => {
      if (answer.status === 200) return;
      stop = true;
      throw new Error(`reviewer ${index}: ${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    };
    try {
      await sleep(arriveMs);
      const opened = await send(agent, sessionUrl, 'GET', bearer);
      expect(opened, 'GET /api/session');
      if (!(JSON.parse(opened.body) as { session: unknown }).session) {
        throw new Error(`reviewer ${index}: GET /api/session answered no session`);
      }
      result.requests.push(['session', 'deciding', opened.ms, 1]);
      let decisions = 0;
      for (;;) {
        if (stop) return;
        const read = await send(agent, pendingUrl, 'GET', bearer);
        expect(read, 'GET /api/interactions/pending');
        const cards = (JSON.parse(read.body) as { interactions: { id: string }[] }).interactions;
        if (cards.length === 0) {
          result.requests.push(['read', 'idle', read.ms, decisions === 0 ? 1 : 0]);
          break;
        }
        result.requests.push(['read', 'deciding', read.ms, decisions === 0 ? 1 : 0]);
        const top = cards[0]!.id;
        const ignore = (index + decisions) % 3 === 2;
        const answer = await send(agent, ignore ? rejectUrl : approveUrl, 'POST', bearer, { reply_id: top });
        expect(answer, ignore ? 'POST /api/feedback/reject' : 'POST /api/feedback/approve');
        result.requests.push([ignore ? 'ignore' : 'approve', 'deciding', answer.ms, 0]);
        (ignore ? result.ignored : result.approved).push(top);
        decisions++;
        await sleep(pause());
      }
      result.decidingToUs = Math.max(result.decidingToUs, nowUs());
      const until = performance.now() + plan.idleMs;
      while (!stop) {
        await sleep(pause());
        if (performance.now() >= until) break;
        const read = await send(agent, pendingUrl, 'GET', bearer);
        expect(read, 'GET /api/interactions/pending (idle)');
        const cards = (JSON.parse(read.body) as { interactions: unknown[] }).interactions;
        if (cards.length > 0)
          throw new Error(`reviewer ${index}: an emptied stack answered ${cards.length} cards`);
        result.requests.push(['read', 'idle', read.ms, 0]);
      }
    } catch (err) {
      stop = true;
      result.failures.push(err instanceof Error ? err.message : String(err));
    } finally {
      agent.destroy();
    }
  };

  // Arrivals and each reviewer's pauses are drawn up front from the seed, so runs repeat.
  const runs = plan.bearers.map((bearer, i) => {
    const arrive = next() * plan.arrivalMs;
    const own = random(plan.seed * 7919 + i);
    return reviewer(i, bearer, arrive, () => plan.pauseMs[0] + own() * (plan.pauseMs[1] - plan.pauseMs[0]));
  });
  await Promise.all(runs);
  result.wallMs = performance.now() - started;
  fs.writeFileSync(resultFile, JSON.stringify(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
