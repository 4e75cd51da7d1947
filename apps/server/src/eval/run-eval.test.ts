import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { startFakeModelServer } from '#test/fakes/model-server';
import { openAiChatHandler } from '#test/fakes/openai-server';
import { openedForAll } from '#test/harness';
import { answer, lastUserMessage, memoryLogger, useTestDatabase } from '#test/kits/llm';
import { createOfflineService } from '../stand-ins/offline-model/offline-service';
import { evalModelService, EvalUsageError } from './eval-model';
import { runEvaluation } from './run-eval';

const KEY = 'sk-eval-key-for-the-local-fake-0123456789';
const WORDS = 'amber basil cedar delta ember fjord garnet harbor indigo juniper kestrel lagoon'.split(' ');

/**
 * An OpenAI-compatible model that answers the evaluation's calls by what they ask: a style
 * description for the style analysis, and for a batch of posts one reply per post id, each in
 * words no other reply used.
 */
let calls = 0;
const fake = openedForAll(() =>
  startFakeModelServer((req, _next, res) =>
    openAiChatHandler({ apiKey: KEY })(
      req,
      () => {
        const ids = [...lastUserMessage(req.body).matchAll(/^id (\S+)/gmu)].map((m) => m[1]!);
        if (ids.length === 0)
          return answer(JSON.stringify({ style_prompt: 'You write short, plain replies.' }));
        const drafts = ids.map((id) => {
          calls += 1;
          const w = (i: number) => WORDS[(calls * 3 + i) % WORDS.length]!;
          return { id, text: `${w(0)} ${calls} sits between ${w(1)} and ${w(2)}.`, skip_reason: null };
        });
        return answer(JSON.stringify({ drafts }));
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
  test('--out writes every post with its draft or the reason it was skipped', async () => {
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
    for (const figure of ['repetition', 'copying', 'relevance', 'authorship', 'Stance (goal >= 90%'])
      expect(printed).toContain(figure);
  });

  test('--model reaches the named provider with its key, and every draft is the model’s', async () => {
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
      { seed: 'model', personas: 1, posts: 2, stancePosts: 2, show: false, outFile: file },
      out,
    );
    expect(lines[0]).toContain('gpt-eval');
    const bodies = fake.requests.map((r) => r.body);
    expect(bodies.length).toBeGreaterThanOrEqual(5);
    for (const body of bodies) expect(body.model).toBe('gpt-eval');
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      drafts: { post: { text: string }; draft: string | null }[];
    };
    for (const d of report.drafts) expect(d.draft).toMatch(/ sits between /u);
    // The prompt carried the post the draft answers.
    for (const d of report.drafts)
      expect(bodies.some((b) => lastUserMessage(b).includes(d.post.text.slice(0, 30)))).toBe(true);
  });

  test('a bad --model or a missing key is one line saying what to set', () => {
    const deps = { config: config(null), db: database().db, logger: memoryLogger().logger, env: {} };
    expect(() => evalModelService('gpt-4o', deps)).toThrow(EvalUsageError);
    expect(() => evalModelService('nobody:model', deps)).toThrow(/PROVIDER:MODEL/u);
    expect(() => evalModelService('openai:gpt-4o-mini', deps)).toThrow(/OPENAI_API_KEY or LLM_API_KEY/u);
  });
});
