import { describe, expect, test, vi } from 'vitest';
import type { TFakeReply } from '#test/fakes/model-server';
import {
  answer,
  callsOf,
  createUser,
  echoTask,
  failure,
  lastUserMessage,
  PROVIDER_KINDS,
  providerFixture,
  systemOf,
  TEST_KEY,
  useTestDatabase,
  type TProviderKind,
} from '#test/kits/llm';

const testDatabase = useTestDatabase();

/** What each provider sends when the model declines. */
const REFUSAL: Record<TProviderKind, TFakeReply> = {
  openai: { type: 'refusal', text: "I'm sorry, I can't assist with that request." },
  anthropic: { type: 'refusal', text: '' },
  'openai-compatible': { type: 'text', text: '', finish: 'content_filter' },
};

describe.each(PROVIDER_KINDS)('structured tasks through the %s provider', (kind) => {
  const user = `user-${kind}`;
  const { fake, log, service } = providerFixture(kind, testDatabase, user);

  test('answers with the provider structured output, post-processes it and accounts the call', async () => {
    fake.requests.length = 0;
    fake.reply(answer('{"answer":"yes","count":2}', { input: 1000, output: 200 }));
    const out = await service().run(echoTask, { question: 'ready?' }, { userId: user });
    expect(out).toEqual({ answer: 'YES', count: 2 });

    expect(fake.requests).toHaveLength(1);
    const { body, headers, raw, path } = fake.requests[0]!;
    expect(body.model).toBe(
      kind === 'openai' ? 'gpt-4o-mini' : kind === 'anthropic' ? 'claude-sonnet-4-5' : 'llama3.1:8b',
    );
    expect(systemOf(body)).toContain('You answer test questions.');
    expect(lastUserMessage(body)).toBe('Question: ready?');
    expect(raw).not.toContain(TEST_KEY);
    expect(path).not.toContain(TEST_KEY);
    if (kind === 'openai') {
      expect(path).toBe('/v1/chat/completions');
      expect(headers.authorization).toBe(`Bearer ${TEST_KEY}`);
      expect(body.max_tokens).toBe(123);
      expect(body.temperature).toBe(0.3);
      expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      expect(systemOf(body)).not.toContain('# Answer format');
    } else if (kind === 'anthropic') {
      expect(path).toBe('/v1/messages');
      expect(headers['x-api-key']).toBe(TEST_KEY);
      expect(headers.authorization).toBeUndefined();
      expect(body.max_tokens).toBe(123);
      expect(body.output_config).toMatchObject({ format: { type: 'json_schema' } });
    } else {
      expect(path).toBe('/v1/chat/completions');
      expect(headers.authorization).toBeUndefined();
      expect(body.response_format).toEqual({ type: 'json_object' });
      // Compatible servers get the schema in the prompt, and room for a local model's thinking.
      expect(systemOf(body)).toContain('# Answer format');
      expect(systemOf(body)).toContain('"answer"');
      expect(body.max_tokens).toBe(123 + 2048);
    }

    const [row] = await callsOf(testDatabase().db, user);
    expect(row).toMatchObject({
      task: 'analyze-style',
      provider: kind,
      inputTokens: 1000,
      outputTokens: 200,
      costUsd: '0.006000',
      status: 'ok',
      errorCode: null,
    });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);
  });

  test('reads the JSON object out of prose and code fences', async () => {
    fake.reply(
      answer('Sure, here it is:\n```json\n{"answer": "fenced {ok}", "count": 1}\n```\nAnything else?'),
    );
    const before = fake.requests.length;
    await expect(service().run(echoTask, { question: 'q' }, { userId: user })).resolves.toEqual({
      answer: 'FENCED {OK}',
      count: 1,
    });
    expect(fake.requests.length - before).toBe(1);
  });

  test('repairs one malformed answer by showing the model what was wrong', async () => {
    fake.reply(
      answer('{"answer": "no count"}', { input: 100, output: 10 }),
      answer('{"answer":"fixed","count":3}', { input: 150, output: 20 }),
    );
    const before = fake.requests.length;
    const repairUser = await createUser(testDatabase().db, `repair-${kind}`);
    await expect(service().run(echoTask, { question: 'q' }, { userId: repairUser })).resolves.toEqual({
      answer: 'FIXED',
      count: 3,
    });
    const [first, second] = fake.requests.slice(before);
    expect(second).toBeDefined();
    expect(JSON.stringify(second!.body.messages)).toContain('{\\"answer\\": \\"no count\\"}');
    expect(lastUserMessage(second!.body)).toContain('count');
    expect(lastUserMessage(second!.body)).toMatch(/could not be used/);
    expect(systemOf(second!.body)).toBe(systemOf(first!.body));
    const rows = await callsOf(testDatabase().db, repairUser);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ inputTokens: 250, outputTokens: 30, status: 'ok' });
  });

  test('a second malformed answer fails with a clear 503, accounted with its tokens', async () => {
    const u = await createUser(testDatabase().db, `malformed-${kind}`);
    fake.reply(
      answer('not json at all', { input: 50, output: 5 }),
      answer('{"answer": 5, "count": "x"}', { input: 60, output: 6 }),
    );
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: u }));
    expect(err.kind).toBe('malformed');
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.status).toBe(503);
    expect(err.detail).toMatch(/not in the expected format, even after a second attempt/);
    const rows = await callsOf(testDatabase().db, u);
    expect(rows).toMatchObject([
      { status: 'error', errorCode: 'malformed', inputTokens: 110, outputTokens: 11 },
    ]);
  });

  test('no answer within the timeout is a 503 with the timeout detail', async () => {
    const u = await createUser(testDatabase().db, `timeout-${kind}`);
    fake.reply({ type: 'hang' });
    const err = await failure(service({ timeoutMs: 300 }).run(echoTask, { question: 'q' }, { userId: u }));
    expect(err.kind).toBe('timeout');
    expect(err.status).toBe(503);
    expect(err.detail).toBe('The language model did not answer within 300 ms. Please try again.');
    expect(await callsOf(testDatabase().db, u)).toMatchObject([{ status: 'error', errorCode: 'timeout' }]);
  });

  test("the caller's abort signal stops the call", async () => {
    fake.reply({ type: 'hang' });
    const controller = new AbortController();
    const asked = fake.requests.length;
    const running = failure(
      service().run(echoTask, { question: 'q' }, { userId: user, signal: controller.signal }),
    );
    // The model has the request (and will never answer it): the caller gives up.
    await vi.waitFor(() => expect(fake.requests.length).toBe(asked + 1));
    controller.abort();
    const err = await running;
    expect(err.kind).toBe('aborted');
  });

  test('a 429 is RATE_LIMITED with the provider Retry-After', async () => {
    fake.reply({
      type: 'error',
      status: 429,
      message: 'Rate limit reached',
      headers: { 'retry-after': '17' },
    });
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err).toMatchObject({
      kind: 'rate_limited',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 17,
    });
    expect(err.detail).toMatch(/try again in 17 s/);
  });

  test('refused credentials are a 503 for the user, the cause for the operator, and the key nowhere', async () => {
    const u = await createUser(testDatabase().db, `auth-${kind}`);
    fake.reply({ type: 'error', status: 401, message: `Incorrect API key provided: ${TEST_KEY}` });
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: u }));
    expect(err).toMatchObject({ kind: 'misconfigured', code: 'UNAVAILABLE', status: 503 });
    expect(err.detail).toMatch(/operator/);
    expect(err.detail).not.toContain(TEST_KEY);
    const logged = log.text();
    expect(logged).toMatch(/refused the credentials \(check LLM_API_KEY\)/);
    expect(logged).not.toContain(TEST_KEY);
    expect(logged).not.toContain(TEST_KEY.slice(8));
    expect(await callsOf(testDatabase().db, u)).toMatchObject([
      { status: 'error', errorCode: 'misconfigured' },
    ]);
  });

  test('server errors are retried (honouring retry-after-ms) up to LLM_MAX_RETRIES', async () => {
    fake.reply(
      { type: 'error', status: 500, headers: { 'retry-after-ms': '5' } },
      answer('{"answer":"second","count":1}'),
    );
    const before = fake.requests.length;
    await expect(
      service({ maxRetries: 1 }).run(echoTask, { question: 'q' }, { userId: user }),
    ).resolves.toEqual({
      answer: 'SECOND',
      count: 1,
    });
    expect(fake.requests.length - before).toBe(2);
  });

  test('a server error after the retries is a 503', async () => {
    fake.reply({ type: 'error', status: 503, message: 'overloaded' });
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(err.detail).toBe(
      "The language model server answered 503 (unavailable for now). Please try again later; if it keeps failing, the server's operator can check its log.",
    );
  });

  test('a refusal or content filter is a clear 422, never an empty answer', async () => {
    fake.reply(REFUSAL[kind]);
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err).toMatchObject({ kind: 'refused', code: 'VALIDATION_FAILED', status: 422 });
    expect(err.detail).toMatch(/declined/);
  });

  test('a refusal written as text instead of JSON is a refusal, not a format error', async () => {
    fake.reply(answer("I'm sorry, but I can't help with that."));
    const before = fake.requests.length;
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err.kind).toBe('refused');
    expect(fake.requests.length - before).toBe(1);
  });

  test('an empty answer fails clearly', async () => {
    fake.reply(answer(''));
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err).toMatchObject({ kind: 'empty', status: 503 });
  });

  test('an answer cut off at the token cap says so', async () => {
    fake.reply({ type: 'text', text: '{"answer": "this goes on and o', finish: 'length' });
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: user }));
    expect(err).toMatchObject({ kind: 'truncated', status: 503 });
    expect(err.detail).toMatch(/cut off/);
  });

  test('an already aborted signal makes no request', async () => {
    const before = fake.requests.length;
    const controller = new AbortController();
    controller.abort();
    const err = await failure(
      service().run(echoTask, { question: 'q' }, { userId: user, signal: controller.signal }),
    );
    expect(err.kind).toBe('aborted');
    expect(fake.requests.length).toBe(before);
  });
});
