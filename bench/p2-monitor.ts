// P2: one monitoring run over 100 core users and 10 keywords on the sandbox network with the
// offline drafter (the defaults: no X keys, no model), in process on in-memory PGlite through the
// real app. The user signs up and connects a sandbox identity through the routes a browser uses,
// core users are added through POST /api/core-users/add, keywords are stored as the audience
// interview leaves them (monitor_keywords), and the run is triggered with POST /api/monitor/trigger
// and worked by the 'monitor-runs' job's own function until nothing is left to claim.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { monitorKeywords } from '../apps/server/src/db/schema/audience';
import { sandboxAccounts } from '../apps/server/src/db/schema/sandbox';
import {
  CORE_USERS_PER_RUN,
  KEYWORDS_PER_RUN,
  POSTS_READ_MAX,
} from '../apps/server/src/modules/monitoring/monitor-limits';
import { countingLanguageService, countingPlatforms, describeCounts } from './lib/p2-counting';
import { appOver, openInMemory } from './lib/in-memory-app';
import { completedRun, triggerAndWork, type TRunStatus } from './lib/monitor-run';
import { connectedUser, type TConnectedUser } from './lib/p2-sandbox-user';
import type { TBenchmark, TFigure } from './lib/result';

/** Search terms the generated network writes about (saas, indie, devtools, ai, marketing, design, fitness). */
const KEYWORDS = [
  'churn',
  'onboarding',
  'pricing',
  'Stripe',
  'MRR',
  'open source',
  'landing page',
  'LLM',
  'design system',
  'marathon',
];

async function run({ quick }: { quick: boolean }): Promise<TFigure[]> {
  const coreUserCount = quick ? 10 : 100;
  const keywordCount = quick ? 2 : 10;
  const repeats = quick ? 1 : 3;
  let modelTotal = 0;
  let readsTotal = 0;
  let firstModel = '';
  let firstReads = '';

  const base = await openInMemory();
  const { config, database, chosen } = base;
  try {
    const { llm, calls: modelCalls } = countingLanguageService(chosen.llm);
    const { platforms, calls: platformCalls } = countingPlatforms(chosen.platforms);
    const { services, request } = appOver(base, { ...chosen, llm, platforms });
    const db = database.db;

    const picked = async () => {
      const rows = await db
        .select({ username: sandboxAccounts.username })
        .from(sandboxAccounts)
        .where(and(isNotNull(sandboxAccounts.seq), eq(sandboxAccounts.lang, 'en')))
        .orderBy(asc(sandboxAccounts.seq))
        .limit(coreUserCount);
      if (rows.length < coreUserCount) {
        throw new Error(`the sandbox network has ${rows.length} English accounts, not ${coreUserCount}`);
      }
      return rows.map((r) => r.username);
    };

    /** A connected user with the core users and keywords (the first connection seeds the network). */
    const setUp = async (n: number) => {
      const user = await connectedUser(request, db, config.publicUrl, `p2-${n}@example.com`, `p2bench${n}`);
      for (const username of await picked()) {
        const res = await request('/api/core-users/add', {
          method: 'POST',
          headers: { ...user.bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ username }),
        });
        if (!res.ok) throw new Error(`adding core user @${username}: ${res.status} ${await res.text()}`);
      }
      await db
        .insert(monitorKeywords)
        .values(KEYWORDS.slice(0, keywordCount).map((keyword) => ({ userId: user.userId, keyword })));
      return user;
    };

    /** trigger → the job until nothing is left to claim: seconds, and the run's final status. */
    const measure = async (user: TConnectedUser) => {
      const started = performance.now();
      const runId = await triggerAndWork(request, services, user.bearer);
      const seconds = (performance.now() - started) / 1000;
      const status = await completedRun(request, user.bearer, runId, 'the run');
      return { seconds, status };
    };

    // Each run is a different user's first (same core users and keywords): the first run in the
    // process is cold, the median is what a worker that has been running a while sees.
    const runs: { seconds: number; status: TRunStatus }[] = [];
    for (let n = 0; n < repeats; n += 1) {
      const user = await setUp(n);
      modelCalls.reset();
      platformCalls.reset();
      const measured = await measure(user);
      runs.push(measured);
      if (n === 0) {
        firstModel = describeCounts(modelCalls);
        firstReads = describeCounts(platformCalls);
      }
      modelTotal += modelCalls.total();
      readsTotal += platformCalls.total();
    }
    const times = runs.map((r) => r.seconds).sort((a, b) => a - b);
    const seconds = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const drafts = runs.reduce((n, r) => n + r.status.drafts_created, 0);
    const perDraft = drafts > 0 ? modelTotal / drafts : Number.NaN;
    const reads = readsTotal / runs.length;
    const judged = (ok: boolean) => (quick ? null : ok);
    const scope =
      `${coreUserCount} core users, ${keywordCount} keywords configured; a run reads at most ` +
      `${CORE_USERS_PER_RUN} timelines and ${KEYWORDS_PER_RUN} searches within ${POSTS_READ_MAX} posts`;
    const first = runs[0]!.status;
    const counted = `first run: ${first.posts_found} posts found, ${first.posts_qualified} qualified, ${first.drafts_created} drafts`;
    const each = runs.map((r) => `${round(r.seconds, 2)} s`).join(', ');

    return [
      {
        bench: 'P2',
        name: 'monitor run, trigger to COMPLETED, sandbox + offline drafter, in-memory PGlite',
        value: round(seconds, 3),
        unit: 's',
        goal: '< 2 s',
        ok: judged(seconds < 2),
        note: `median of ${runs.length} run(s) (${each}); ${scope}; ${counted}`,
      },
      {
        bench: 'P2',
        name: 'model calls per draft (language-service task runs / drafts)',
        value: round(perDraft, 2),
        unit: 'calls/draft',
        goal: '≤ 1',
        ok: judged(perDraft <= 1),
        note: `${modelTotal} calls for ${drafts} drafts over ${runs.length} run(s) (first: ${firstModel}); offline drafter`,
      },
      {
        bench: 'P2',
        name: 'platform reads per run',
        value: round(reads, 1),
        unit: 'calls',
        goal: null,
        ok: null,
        note: `provider calls per run, mean of ${runs.length} (first: ${firstReads})`,
      },
    ];
  } finally {
    await database.close();
  }
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export const benchmark: TBenchmark = {
  id: 'P2',
  title: 'Monitor run: 100 core users, 10 keywords, sandbox network, offline drafter (PGlite)',
  run,
};
