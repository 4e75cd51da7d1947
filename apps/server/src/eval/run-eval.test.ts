import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startFakeModelServer } from '#test/fakes/model-server';
import { openAiChatHandler } from '#test/fakes/openai-server';
import { openedForAll } from '#test/harness';
import { answer, lastUserMessage, memoryLogger, useTestDatabase } from '#test/kits/llm';
import { shownPosts } from '#test/kits/shown-ids';
import { createOfflineService } from '../stand-ins/offline-model/offline-service';
import { draftingTokens, evalModelService, EvalUsageError } from './eval-model';
import { runEvaluation } from './run-eval';
import { buildEvalCases } from './eval-cases';
import type { TDraftBatchInput } from '../drafting/tasks/draft-replies';
import type { LanguageService } from '../integrations/llm/types';

const KEY = 'sk-eval-key-for-the-local-fake-0123456789';
const SYLLABLES = 'ka lo mi ren tu sa vo pe ri zu'.split(' ');
/** A made-up word per number, no two alike: drafts of them share no wording and carry no figures. */
const word = (n: number) =>
  [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100) % 10].map((i) => SYLLABLES[i]).join('');
const sentence = (n: number) => `${Array.from({ length: 10 }, (_, i) => word(n * 10 + i)).join(' ')}.`;
/** What the fake reports per call: tokens per draft must come from these. */
const USAGE = { input: 1200, output: 80 };

/**
 * An OpenAI-compatible model that answers the evaluation's calls by what they ask: a style
 * description for the style analysis, and for a batch of posts one reply per post, under the id
 * the prompt shows it by (a post asked again is known by its text: a retry has ids of its own).
 * `fake.echoFirst` makes the first answer for each post the same sentence for every
 * post of the call, which the voice guard sends back; asked again, each post gets its own reply.
 */
const state = { echoFirst: false, sentences: 0, asked: new Map<string, number>() };
const fake = openedForAll(() =>
  startFakeModelServer((req, _next, res) =>
    openAiChatHandler({ apiKey: KEY })(
      req,
      () => {
        const posts = shownPosts(lastUserMessage(req.body));
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

const config = (baseUrl: string | null) => ({
  ollamaUrl: null,
  llmPresetBaseUrls: baseUrl ? { openai: baseUrl } : {},
  LLM_BASE_URL: undefined,
  LLM_TIMEOUT_MS: 10_000,
  LLM_MAX_RETRIES: 0,
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
  async function modelRun(echoFirst: boolean) {
    Object.assign(state, { echoFirst, asked: new Map() });
    const from = fake.requests.length;
    const service = evalModelService('openai:gpt-eval', {
      config: config(fake.baseUrl),
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
        posts: 5,
        stancePosts: 5,
        show: false,
        outFile: file,
        tokens: () => draftingTokens(database().db),
      },
      out,
    );
    const bodies = fake.requests.slice(from).map((r) => r.body);
    const drafting = bodies.filter((b) => shownPosts(lastUserMessage(b)).length > 0);
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
    expect(figure(/calls per draft (\S+) \((\d+) drafting calls for (\d+) drafts/u)).toEqual([
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
      /calls per draft (\S+) \((\d+) drafting calls for (\d+) drafts/u,
    );
    expect([calls, drafts]).toEqual([String(drafting.length), String(written)]);
    expect(Number(perDraft)).toBeCloseTo(drafting.length / written, 2);
    expect(Number(perDraft)).toBeLessThanOrEqual(1.1);
  });

  test('drafts as monitoring does: batches of five, with the persona’s replies, business, rules and growing recent replies', async () => {
    const offline = createOfflineService();
    const asked: TDraftBatchInput[] = [];
    const service: LanguageService = {
      kind: offline.kind,
      model: offline.model,
      run: (task, input, callCtx) => {
        if (task.name === 'draft-replies') asked.push(structuredClone(input as TDraftBatchInput));
        return offline.run(task, input, callCtx);
      },
      streamChat: (input, callCtx) => offline.streamChat(input, callCtx),
    };
    await runEvaluation(
      service,
      { seed: 'gatling', personas: 2, posts: 7, stancePosts: 0, show: false, outFile: null },
      () => {},
    );
    const sets = buildEvalCases({ seed: 'gatling', personas: 2, posts: 7 });
    // First asks only (a post the guard sends back is asked again with its earlier reply).
    const first = asked.filter((a) => a.items.every((i) => !i.retry));
    expect(first.map((a) => [a.username, a.items.length])).toEqual(
      sets.flatMap(({ persona }) => [
        [persona.username, 5],
        [persona.username, 2],
      ]),
    );
    for (const a of first) {
      const { persona, cases } = sets.find((x) => x.persona.username === a.username)!;
      expect(a.voice.replies).toEqual(persona.replies);
      expect(a.voice.replies.length).toBeGreaterThanOrEqual(3);
      expect(a.business).toEqual(persona.business);
      expect(a.rules).toEqual(cases.flatMap((c) => (c.rule ? [c.rule] : [])));
    }
    // The persona's own drafts so far are its recent replies; the other persona's, the server's.
    const [one, two, three] = first;
    expect(one!.recent_drafts).toEqual([]);
    expect(two!.recent_drafts!.length).toBeGreaterThan(0);
    expect(three!.recent_drafts).toEqual([]);
    expect(three!.instance_drafts!.length).toBeGreaterThan(two!.recent_drafts!.length);
  });

  test('a bad --model or a missing key is one line saying what to set', () => {
    const deps = { config: config(null), db: database().db, logger: memoryLogger().logger, env: {} };
    expect(() => evalModelService('gpt-4o', deps)).toThrow(EvalUsageError);
    expect(() => evalModelService('nobody:model', deps)).toThrow(/PROVIDER:MODEL/u);
    expect(() => evalModelService('openai:gpt-4o-mini', deps)).toThrow(/OPENAI_API_KEY or LLM_API_KEY/u);
  });
});
