import { describe, expect, test } from 'vitest';
import { LlmError } from '../../integrations/llm/errors';
import { answer, callsOf, PROVIDER_KINDS, providerFixture, systemOf, useTestDatabase } from '#test/kits/llm';
import type { TTask } from '../../integrations/llm/types';
import { analyzeStyleTask } from './analyze-style';
import { audienceInterviewTask } from './audience-interview';
import { draftReplyTask } from './draft-reply';
import { inferRuleFromEditTask } from './infer-rule-from-edit';
import { qualifyPostsTask } from './qualify-posts';
import { rewriteTask } from './rewrite';
import { DRAFT_INPUT, FEATURES, POST, QUOTE_POST, VOICE } from '#test/kits/drafting';

const testDatabase = useTestDatabase();

/** Every object of a JSON Schema lists all its properties as required and allows no others (OpenAI strict mode). */
function assertStrictSchema(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object') {
    expect(Object.keys(schema.properties as object).sort()).toEqual(
      [...(schema.required as string[])].sort(),
    );
    expect(schema.additionalProperties).toBe(false);
  }
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) value.forEach(assertStrictSchema);
    else assertStrictSchema(value);
  }
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum']) expect(schema).not.toHaveProperty(key);
}

describe.each(PROVIDER_KINDS)('every task through the %s provider', (kind) => {
  const user = `tasks-${kind}`;
  const { fake, service } = providerFixture(kind, testDatabase, user);

  /** Runs a task on a scripted answer and checks what was sent: its own prompt, cap and temperature. */
  async function run<I, O>(task: TTask<I, O>, input: I, modelAnswer: string): Promise<O> {
    fake.reply(answer(modelAnswer, { input: 400, output: 60 }));
    const before = fake.requests.length;
    const out = await service().run(task, input, { userId: user });
    const { body } = fake.requests[before]!;
    const prompt = task.build(input);
    expect(systemOf(body).startsWith(prompt.system)).toBe(true);
    expect(JSON.stringify(body.messages)).toContain(JSON.stringify(prompt.prompt).slice(1, 200));
    expect(body.temperature).toBe(task.temperature);
    expect(body.max_tokens).toBe(task.maxOutputTokens + (kind === 'openai-compatible' ? 2048 : 0));
    if (kind === 'openai')
      assertStrictSchema((body.response_format as { json_schema: { schema: unknown } }).json_schema.schema);
    return out;
  }

  test('draft-reply: the voice guard cleans the model answer', async () => {
    const out = await run(
      draftReplyTask,
      DRAFT_INPUT,
      '{"text": "Great question! honestly neon is fine — the free tier is plenty #postgres"}',
    );
    expect(out.text).toContain('neon is fine');
    expect(out.text).not.toMatch(/great question|—|#postgres/i);
  });

  test('draft-reply: a refusal inside the JSON is a clear error, never a draft', async () => {
    fake.reply(answer('{"text": "I\'m sorry, but I can\'t help with that."}'));
    const err = await service()
      .run(draftReplyTask, DRAFT_INPUT, { userId: user })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect(err).toMatchObject({ kind: 'refused', status: 422 });
  });

  test('rewrite: the edited text in the voice', async () => {
    const out = await run(
      rewriteTask,
      { text: 'We should ship it.', edit_type: 'casual', voice: VOICE, post: POST },
      '{"text": "yeah — ship it"}',
    );
    expect(out).toEqual({ text: 'yeah, ship it' });
  });

  test('qualify-posts: a batch, ids in = ids out', async () => {
    const input = {
      posts: [POST, QUOTE_POST],
      rules: DRAFT_INPUT.rules,
      audience_summary: 'indie devs',
      keywords: ['postgres'],
    };
    const out = await run(
      qualifyPostsTask,
      input,
      JSON.stringify({
        results: [
          {
            id: POST.id,
            qualified: true,
            score: 81,
            reason: 'asks for hosting advice',
            matched_rule: 'Posts asking for database hosting advice',
          },
        ],
      }),
    );
    expect(out.results).toEqual([
      {
        id: POST.id,
        qualified: true,
        score: 81,
        reason: 'asks for hosting advice',
        matched_rule: 'Posts asking for database hosting advice',
      },
      {
        id: QUOTE_POST.id,
        qualified: false,
        score: 0,
        reason: 'No verdict was given for this post.',
        matched_rule: null,
      },
    ]);
  });

  test('analyze-style: a style prompt', async () => {
    const out = await run(
      analyzeStyleTask,
      { username: 'maria_builds', posts: VOICE.own_posts, features: FEATURES },
      '{"style_prompt": "  You write short, dry, lower-case replies.  "}',
    );
    expect(out).toEqual({ style_prompt: 'You write short, dry, lower-case replies.' });
  });

  test('audience-interview: one turn', async () => {
    const out = await run(
      audienceInterviewTask,
      { chat_history: [], user_input: 'indie devs', information_clarity: 50, search_queries: [] },
      '{"message": "Which stacks do they use?", "information_clarity": 64, "search_queries": ["\\"side project\\" postgres -is:retweet"], "audience_summary": "Indie developers."}',
    );
    expect(out).toEqual({
      message: 'Which stacks do they use?',
      information_clarity: 64,
      search_queries: ['"side project" postgres -is:retweet'],
      audience_summary: 'Indie developers.',
    });
  });

  test('infer-rule-from-edit: a rule from the edit', async () => {
    const out = await run(
      inferRuleFromEditTask,
      { post: POST, draft: 'Check out Pgbox!!', final: 'honestly neon is fine', business: null },
      '{"rule_found": true, "trigger_prompt": "Posts asking which database host to use", "semantic_response": "Answer the question; no pitch.", "description": "You removed the pitch."}',
    );
    expect(out).toEqual({
      rule_found: true,
      trigger_prompt: 'Posts asking which database host to use',
      semantic_response: 'Answer the question; no pitch.',
      description: 'You removed the pitch.',
    });
  });

  test('each run is one accounted call for the user', async () => {
    const rows = await callsOf(testDatabase().db, user);
    expect(rows.map((r) => r.task).sort()).toEqual(
      [
        'analyze-style',
        'audience-interview',
        'draft-reply',
        'draft-reply',
        'infer-rule-from-edit',
        'qualify-posts',
        'rewrite',
      ].sort(),
    );
    expect(
      rows.filter((r) => r.status === 'ok').every((r) => r.inputTokens === 400 && r.outputTokens === 60),
    ).toBe(true);
    expect(rows.find((r) => r.status === 'error')?.errorCode).toBe('refused');
  });
});
