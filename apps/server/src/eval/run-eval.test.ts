import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startFakeModelServer, type TFakeReply } from '#test/fakes/model-server';
import { openAiChatHandler } from '#test/fakes/openai-server';
import { openedForAll } from '#test/harness';
import { answer, memoryLogger, useTestDatabase } from '#test/kits/llm';
import { shownPosts } from '#test/kits/shown-ids';
import { createOfflineService } from '../stand-ins/offline-model/offline-service';
import { draftingTokens, evalModelService, EvalUsageError } from './eval-model';
import { runEvaluation } from './run-eval';
import { buildEvalCases, mentionsAny, monitoredKeywords } from './eval-cases';
import { buildDraftBatchPrompt, type TDraftBatchInput } from '../drafting/tasks/draft-replies';
import type { LanguageService } from '../integrations/llm/types';
import { createBlueskyProvider } from '../integrations/platform/bluesky/bluesky-provider';
import { createXProvider } from '../integrations/platform/x/x-provider';
import { generateAccounts } from '../stand-ins/sandbox/generate-accounts';
import { createLogger } from '../lib/logger';

const KEY = 'sk-eval-key-for-the-local-fake-0123456789';
const SYLLABLES = 'ka lo mi ren tu sa vo pe ri zu'.split(' ');
/** A made-up word per number, no two alike: drafts of them share no wording and carry no figures. */
const word = (n: number) =>
  [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10].map((i) => SYLLABLES[i]).join('');
const sentence = (n: number) => `${Array.from({ length: 10 }, (_, i) => word(n * 10 + i)).join(' ')}.`;
/** What the fake reports per call: tokens per draft must come from these. */
const USAGE = { input: 1200, output: 80 };

/**
 * The first user message of a request: the task's prompt. A repair attempt asks again in the same
 * conversation, its own message last, so what the call is about is read from the first.
 */
function promptOf(body: Record<string, unknown>): string {
  const first = (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user');
  const content = first?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return (content as { text?: string }[]).map((c) => c.text ?? '').join('');
  return '';
}

/**
 * An OpenAI-compatible model that answers the evaluation's calls by what they ask: a style
 * description for the style analysis, and for a batch of posts one reply per post, under the id
 * the prompt shows it by (a post asked again is known by its text: a retry has ids of its own).
 * `fake.echoFirst` makes the first answer for each post the same sentence for every
 * post of the call, which the voice guard sends back; asked again, each post gets its own reply.
 * `state.script` answers the next drafting requests first (an error, an answer that is no JSON).
 */
const state = {
  echoFirst: false,
  sentences: 0,
  asked: new Map<string, number>(),
  script: [] as TFakeReply[],
};
const fake = openedForAll(() =>
  startFakeModelServer((req, _next, res) =>
    openAiChatHandler({ apiKey: KEY })(
      req,
      () => {
        const posts = shownPosts(promptOf(req.body));
        const scripted = posts.length > 0 ? state.script.shift() : undefined;
        if (scripted) return scripted;
        if (posts.length === 0)
          return answer(JSON.stringify({ style_prompt: 'You write short, plain replies.' }), USAGE);
        const echo = sentence((state.sentences += 1));
        const drafts = posts.map(({ id, text: post }) => {
          const times = (state.asked.get(post) ?? 0) + 1;
          state.asked.set(post, times);
          const text = state.echoFirst && times === 1 ? echo : sentence((state.sentences += 1));
          return { id, text, skip_reason: null };
        });
        return answer(JSON.stringify({ drafts }), USAGE);
      },
      res,
    ),
  ),
);
const database = useTestDatabase();

const config = (baseUrl: string | null, retries = 0) => ({
  ollamaUrl: null,
  llmPresetBaseUrls: baseUrl ? { openai: baseUrl } : {},
  LLM_BASE_URL: undefined,
  LLM_TIMEOUT_MS: 10_000,
  LLM_MAX_RETRIES: retries,
});

const collect = () => {
  const lines: string[] = [];
  return { lines, out: (line = '') => lines.push(line) };
};

describe('the draft evaluation', () => {
  test('the demo writer: figures without goals, and --out writes every post with its draft or why not', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eval-')), 'drafts.json');
    const { lines, out } = collect();
    await runEvaluation(
      createOfflineService(),
      { seed: 'audit', personas: 2, posts: 3, stancePosts: 4, show: false, outFile: file },
      out,
    );
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      personas: { username: string; posts: string[] }[];
      drafts: {
        persona: string;
        post: { id: string; text: string };
        draft: string | null;
        skip_reason: string | null;
      }[];
    };
    expect(report.personas).toHaveLength(2);
    for (const p of report.personas) expect(p.posts.length).toBeGreaterThan(3);
    expect(report.drafts).toHaveLength(6);
    for (const d of report.drafts) {
      expect(report.personas.map((p) => p.username)).toContain(d.persona);
      expect(d.post.id).toBeTruthy();
      expect(d.post.text).toBeTruthy();
      // Exactly one of the two: a draft, or why there is none.
      expect([d.draft, d.skip_reason].filter((x) => x !== null)).toHaveLength(1);
    }
    const printed = lines.join('\n');
    for (const figure of ['repetition', 'copying', 'relevance', 'authorship', 'Stance (', 'calls per draft'])
      expect(printed).toContain(figure);
    // The offline writer's figures under its name, with no goal, target or mark of one met.
    expect(lines[0]).toMatch(/^Demo writer \(offline\)/u);
    expect(printed).toContain('exists to show the whole loop without keys, not');
    // (Drafts and skip reasons aside: those are the writer's words, not the report's.)
    const reportLines = lines.filter((l) => !l.startsWith('  @')).join('\n');
    expect(reportLines).not.toMatch(/goal|target|missed|\bmet\b|\d {2}ok$/imu);
  });

  /** One --model run against the fake: what it printed, what the fake saw, every draft written. */
  async function modelRun(
    echoFirst: boolean,
    options: { posts?: number; stancePosts?: number; script?: TFakeReply[]; retries?: number } = {},
  ) {
    Object.assign(state, { echoFirst, asked: new Map(), script: options.script ?? [] });
    const from = fake.requests.length;
    const service = evalModelService('openai:gpt-eval', {
      config: config(fake.baseUrl, options.retries),
      db: database().db,
      logger: memoryLogger().logger,
      env: { OPENAI_API_KEY: KEY },
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eval-')), 'model.json');
    const { lines, out } = collect();
    await runEvaluation(
      service,
      {
        seed: 'model',
        personas: 1,
        posts: options.posts ?? 5,
        stancePosts: options.stancePosts ?? 5,
        show: false,
        outFile: file,
        tokens: () => draftingTokens(database().db),
      },
      out,
    );
    const bodies = fake.requests.slice(from).map((r) => r.body);
    const drafting = bodies.filter((b) => shownPosts(promptOf(b)).length > 0);
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      drafts: { post: { text: string }; draft: string | null }[];
      stance: { draft: string | null }[];
    };
    const written = [...report.drafts, ...report.stance].filter((d) => d.draft !== null).length;
    const printed = lines.join('\n');
    const figure = (re: RegExp) => re.exec(printed)?.slice(1) ?? [];
    return { lines, printed, bodies, drafting, report, written, figure };
  }

  test('--model reaches the named provider with its key, drafts in batches of five and prints what drafting cost', async () => {
    const { lines, bodies, drafting, report, written, figure } = await modelRun(false);
    expect(lines[0]).toContain('gpt-eval');
    for (const body of bodies) expect(body.model).toBe('gpt-eval');
    // Five posts and five stance posts: one call for each batch of five, and every draft the model's.
    expect(written).toBe(10);
    expect(drafting).toHaveLength(2);
    for (const d of report.drafts) expect(d.draft).toMatch(/^(?:[a-z]+ ){9}[a-z]+\.$/u);
    // The prompt carried the post the draft answers, and the persona's earlier replies as examples.
    for (const d of report.drafts)
      expect(drafting.some((b) => JSON.stringify(b).includes(d.post.text.slice(0, 30)))).toBe(true);
    // From the calls the fake answered: 2 calls for 10 drafts, nothing sent back.
    expect(figure(/calls per draft (\S+) \((\d+) HTTP requests to the model for (\d+) drafts/u)).toEqual([
      '0.20',
      '2',
      '10',
    ]);
    expect(figure(/re-asks (\S+) \((\d+) of (\d+) posts sent back/u)).toEqual(['0.0%', '0', '10']);
    // Tokens as the provider reported them: two calls of USAGE over ten drafts.
    expect(figure(/tokens per draft: (\S+) in \/ (\S+) out/u)).toEqual([
      String((2 * USAGE.input) / 10),
      String((2 * USAGE.output) / 10),
    ]);
  });

  test('posts the voice guard sends back are re-asks, and their calls count in calls per draft', async () => {
    const { drafting, written, figure } = await modelRun(true);
    // Posts the fake was asked about twice: each batch's repeated first answers, asked again once.
    const reAsked = [...state.asked.values()].filter((n) => n > 1).length;
    expect(reAsked).toBeGreaterThanOrEqual(4);
    // Sent back once at most, all of a batch's in one call: two batches, at most two re-asks.
    expect([...state.asked.values()].every((n) => n <= 2)).toBe(true);
    expect(drafting.length).toBeGreaterThan(2);
    expect(drafting.length).toBeLessThanOrEqual(4);
    expect(written).toBe(10);
    expect(figure(/re-asks (\S+) \((\d+) of (\d+) posts sent back/u)).toEqual([
      `${((100 * reAsked) / 10).toFixed(1)}%`,
      String(reAsked),
      '10',
    ]);
    const [perDraft, calls, drafts] = figure(
      /calls per draft (\S+) \((\d+) HTTP requests to the model for (\d+) drafts/u,
    );
    expect([calls, drafts]).toEqual([String(drafting.length), String(written)]);
    expect(Number(perDraft)).toBeCloseTo(drafting.length / written, 2);
    expect(Number(perDraft)).toBeLessThanOrEqual(1.1);
  });

  test('calls per draft counts HTTP requests: a repair of a malformed answer and a retry are requests of their own', async () => {
    const notJson = answer('Sure! Here are the five replies you asked for.', USAGE);
    const tooMany: TFakeReply = { type: 'error', status: 429, headers: { 'retry-after': '0' } };
    for (const { script, retries } of [
      { script: [notJson], retries: 0 },
      { script: [tooMany], retries: 1 },
    ]) {
      const { drafting, written, figure } = await modelRun(false, {
        stancePosts: 1,
        posts: 4,
        script,
        retries,
      });
      // One batch of four and one stance post: two runs of the drafting task, one of them sent twice.
      expect(written).toBe(5);
      expect(drafting).toHaveLength(3);
      expect(figure(/calls per draft (\S+) \((\d+) HTTP requests to the model for (\d+) drafts/u)).toEqual([
        '0.60',
        '3',
        '5',
      ]);
      expect(figure(/; (\d+) runs of the drafting task\)/u)).toEqual(['2']);
    }
  });

  /**
   * The batch inputs an offline run asks the drafting task, first asks only (a post the guard sends
   * back is asked again with its earlier reply). Cloned as asked (the platform's length rule, a
   * function, kept as it is): recent replies grow after.
   */
  async function offlineAsks(options: { seed: string; personas: number; posts: number }) {
    const offline = createOfflineService();
    const asked: TDraftBatchInput[] = [];
    const service: LanguageService = {
      kind: offline.kind,
      model: offline.model,
      run: (task, input, callCtx) => {
        if (task.name === 'draft-replies') {
          const { platform, ...rest } = input as TDraftBatchInput;
          asked.push({ ...structuredClone(rest), ...(platform ? { platform } : {}) });
        }
        return offline.run(task, input, callCtx);
      },
      streamChat: (input, callCtx) => offline.streamChat(input, callCtx),
    };
    await runEvaluation(service, { ...options, stancePosts: 0, show: false, outFile: null }, () => {});
    return asked.filter((a) => a.items.every((i) => !i.retry));
  }

  test('drafts as monitoring does: batches of five, with the persona’s replies, business, rules and growing recent replies', async () => {
    const first = await offlineAsks({ seed: 'gatling', personas: 2, posts: 7 });
    const sets = buildEvalCases({ seed: 'gatling', personas: 2, posts: 7 });
    expect(first.map((a) => [a.username, a.items.length])).toEqual(
      sets.flatMap(({ persona }) => [
        [persona.username, 5],
        [persona.username, 2],
      ]),
    );
    for (const a of first) {
      const { persona, rules } = sets.find((x) => x.persona.username === a.username)!;
      expect(a.voice.replies).toEqual(persona.replies);
      expect(a.voice.replies.length).toBeGreaterThanOrEqual(3);
      expect(a.business).toEqual(persona.business);
      expect(a.rules).toEqual(rules);
    }
    // The persona's own drafts so far are its recent replies; the other persona's, the server's.
    const [one, two, three] = first;
    expect(one!.recent_drafts).toEqual([]);
    expect(two!.recent_drafts!.length).toBeGreaterThan(0);
    expect(three!.recent_drafts).toEqual([]);
    expect(three!.instance_drafts!.length).toBeGreaterThan(two!.recent_drafts!.length);
  });

  test('the prompt says why each post was picked, whom the persona writes for and where, word for word as monitoring’s', async () => {
    const options = { seed: 'gatling', personas: 2, posts: 3 };
    const first = await offlineAsks(options);
    const sets = buildEvalCases(options);
    const accounts = generateAccounts(options.seed);
    const logger = createLogger('silent');
    // The reply rules of the providers monitoring posts through (provider.replyLength).
    const providers = {
      twitter: createXProvider({ appKey: 'k', appSecret: 's', unrestrictedReplies: false, logger }),
      bluesky: createBlueskyProvider({ serviceUrl: 'https://bsky.example.com', logger }),
    };
    expect(first.map((a) => a.platform?.id)).toEqual(['twitter', 'bluesky']);
    for (const a of first) {
      const { persona, cases, rules } = sets.find((x) => x.persona.username === a.username)!;
      const account = accounts.find((x) => x.username === a.username)!;
      const keywords = monitoredKeywords(account.topics, persona.voicePosts);
      const platform = a.platform!.id;
      // What modules/monitoring/draft-replies.ts sends for these posts, had monitoring found each by
      // the first of the persona's keywords it names and the qualifier given the case's reason.
      const qualified = cases.map((c) => ({
        post: c.input.post,
        source: {
          kind: 'keyword' as const,
          value: keywords.find((k) => mentionsAny(c.input.post.text, [k]))!,
        },
        reason: c.input.pick?.reason ?? '',
        matchedRule: c.rule?.trigger_prompt ?? null,
      }));
      const monitoring: TDraftBatchInput = {
        items: qualified.map((item) => ({
          post: item.post,
          pick: { source: item.source.kind, value: item.source.value, reason: item.reason },
          thread: [],
          matched_rule: rules.find((r) => r.trigger_prompt === item.matchedRule) ?? null,
        })),
        voice: a.voice,
        rules,
        business: persona.business,
        audience_summary: persona.audienceSummary,
        username: persona.username,
        platform: { id: platform, length: providers[platform].replyLength },
        recent_drafts: a.recent_drafts ?? [],
        instance_drafts: a.instance_drafts ?? [],
      };
      const app = buildDraftBatchPrompt(monitoring);
      const evaluated = buildDraftBatchPrompt(a);
      expect(evaluated.system).toBe(app.system);
      expect(evaluated.prompt).toBe(app.prompt);
      // The lines themselves: every post's pick with a reason naming its keyword, the audience, the platform.
      for (const item of qualified) {
        expect(item.reason).toContain(item.source.value);
        const line = app.prompt.split('\n').find((l) => l.includes(JSON.stringify(item.reason)));
        expect(line).toMatch(/^why it was picked: found by their keyword search /u);
        expect(evaluated.prompt).toContain(line);
      }
      expect(persona.audienceSummary.length).toBeGreaterThan(20);
      expect(evaluated.system).toContain(
        `## Who they want to reach\n${JSON.stringify(persona.audienceSummary)}`,
      );
      expect(evaluated.system).toContain(platform === 'bluesky' ? 'fit in 300 characters' : '## Platform: X');
    }
  });

  test('a bad --model or a missing key is one line saying what to set', () => {
    const deps = { config: config(null), db: database().db, logger: memoryLogger().logger, env: {} };
    expect(() => evalModelService('gpt-4o', deps)).toThrow(EvalUsageError);
    expect(() => evalModelService('nobody:model', deps)).toThrow(/PROVIDER:MODEL/u);
    expect(() => evalModelService('openai:gpt-4o-mini', deps)).toThrow(/OPENAI_API_KEY or LLM_API_KEY/u);
  });
});
