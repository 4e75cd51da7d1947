import { describe, expect, test } from 'vitest';
import {
  answer,
  callsOf,
  createUser,
  echoTask,
  failure,
  memoryLogger,
  PROVIDER_KINDS,
  startFakeFor,
  systemOf,
  targetFor,
  useTestDatabase,
} from '#test/kits/llm';
import { openedForAll } from '#test/harness';
import { createModelService } from './model-service';
import type { TChatInput } from './types';
import type { TPricing } from './usage';

const testDatabase = useTestDatabase();

/** Anthropic-shaped rates: cache reads at a tenth of input, cache writes at 1.25×. */
const PRICING: TPricing = {
  inputUsdPerMtok: 3,
  outputUsdPerMtok: 15,
  cachedInputUsdPerMtok: 0.3,
  cacheWriteUsdPerMtok: 3.75,
};

const CHAT: TChatInput = {
  name: 'agent-chat',
  system: 'You are the assistant. Be brief.',
  messages: [{ role: 'user', content: 'Which keywords should I monitor?' }],
  context: undefined,
};

describe.each(PROVIDER_KINDS)('prompt caching and retries through the %s provider', (kind) => {
  const fake = openedForAll(() => startFakeFor(kind));
  const service = (overrides: { timeoutMs?: number; maxRetries?: number } = {}) =>
    createModelService({
      target: targetFor(kind, fake.baseUrl),
      timeoutMs: overrides.timeoutMs ?? 5000,
      maxRetries: overrides.maxRetries ?? 0,
      pricing: PRICING,
      db: testDatabase().db,
      logger: memoryLogger().logger,
    });

  test('cached input tokens are recorded and priced at the cached rate', async () => {
    const user = await createUser(testDatabase().db, `cache-${kind}`);
    // OpenAI and compatible servers report no cache writes; Anthropic reports both.
    const cacheWrite = kind === 'anthropic' ? 1000 : undefined;
    fake.reply({
      type: 'text',
      text: '{"answer":"a","count":1}',
      usage: { input: 12_400, output: 100, cachedInput: 9800, ...(cacheWrite ? { cacheWrite } : {}) },
    });
    await service().run(echoTask, { question: 'q' }, { userId: user });
    const [row] = await callsOf(testDatabase().db, user);
    const written = cacheWrite ?? 0;
    const fresh = 12_400 - 9800 - written;
    const expected = (fresh * 3 + 9800 * 0.3 + written * 3.75 + 100 * 15) / 1e6;
    expect(row).toMatchObject({
      inputTokens: 12_400,
      cachedInputTokens: 9800,
      cacheWriteTokens: written,
      costUsd: expected.toFixed(6),
    });
  });

  test('the system prompt is marked for caching where the provider needs it (Anthropic)', async () => {
    const before = fake.requests.length;
    fake.reply(answer('{"answer":"a","count":1}'));
    await service().run(echoTask, { question: 'q' }, { userId: null });
    const { body } = fake.requests[before]!;
    expect(systemOf(body)).toContain('You answer test questions.');
    if (kind === 'anthropic') {
      expect(body.system).toEqual([
        expect.objectContaining({
          type: 'text',
          text: expect.stringContaining('You answer test questions.') as string,
          cache_control: { type: 'ephemeral' },
        }),
      ]);
    } else {
      expect(JSON.stringify(body)).not.toContain('cache_control');
    }
  });

  test("a 429 within the bound is retried once after the provider's Retry-After", async () => {
    const user = await createUser(testDatabase().db, `retry-after-${kind}`);
    const before = fake.requests.length;
    fake.reply(
      { type: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after-ms': '20' } },
      answer('{"answer":"second","count":2}'),
    );
    const out = await service({ maxRetries: 1 }).run(echoTask, { question: 'q' }, { userId: user });
    expect(out).toEqual({ answer: 'SECOND', count: 2 });
    expect(fake.requests.length - before).toBe(2);
    expect(await callsOf(testDatabase().db, user)).toMatchObject([{ status: 'ok', errorCode: null }]);
  });

  test('a Retry-After beyond the bound is not waited for: rate limited, saying when to come back', async () => {
    const before = fake.requests.length;
    fake.reply({ type: 'error', status: 429, headers: { 'retry-after': '150' } });
    const err = await failure(service({ maxRetries: 1 }).run(echoTask, { question: 'q' }, { userId: null }));
    expect(fake.requests.length - before).toBe(1);
    expect(err).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 150 });
    expect(err.detail).toBe('The language model is receiving too many requests. Please try again in 3 min.');
  });

  test('an overloaded 503 that names a time is rate limited too', async () => {
    fake.reply({ type: 'error', status: 503, message: 'overloaded', headers: { 'retry-after': '60' } });
    const err = await failure(service().run(echoTask, { question: 'q' }, { userId: null }));
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
    expect(err.detail).toMatch(/try again in 60 s/);
  });

  test('each attempt has its own timeout: a first attempt that hangs is retried and answers', async () => {
    const user = await createUser(testDatabase().db, `slow-${kind}`);
    const before = fake.requests.length;
    fake.reply({ type: 'hang' }, answer('{"answer":"late","count":3}'));
    const out = await service({ timeoutMs: 300, maxRetries: 1 }).run(
      echoTask,
      { question: 'q' },
      { userId: user },
    );
    expect(out).toEqual({ answer: 'LATE', count: 3 });
    expect(fake.requests.length - before).toBe(2);
    expect(await callsOf(testDatabase().db, user)).toMatchObject([{ status: 'ok' }]);
  });

  test('the chat stream follows the same policy until its first chunk', async () => {
    const before = fake.requests.length;
    fake.reply(
      { type: 'error', status: 429, headers: { 'retry-after-ms': '20' } },
      { type: 'hang' },
      { type: 'text', text: 'Try these three keywords.' },
    );
    const chunks: unknown[] = [];
    for await (const chunk of service({ timeoutMs: 300, maxRetries: 2 }).streamChat(CHAT, { userId: null }))
      chunks.push(chunk);
    expect(chunks.join('')).toBe('Try these three keywords.');
    expect(fake.requests.length - before).toBe(3);
  });

  test("a prompt longer than the model's context is its own failure, not retried", async () => {
    const before = fake.requests.length;
    fake.reply({
      type: 'error',
      status: 400,
      message:
        kind === 'anthropic'
          ? 'prompt is too long: 210344 tokens > 200000 maximum'
          : "This model's maximum context length is 128000 tokens. However, your messages resulted in 130512 tokens.",
    });
    const err = await failure(service({ maxRetries: 2 }).run(echoTask, { question: 'q' }, { userId: null }));
    expect(fake.requests.length - before).toBe(1);
    expect(err).toMatchObject({ kind: 'context_overflow', status: 422 });
    expect(err.detail).toBe(
      'The language model could not describe your writing style: the text is longer than it can read at once.',
    );
  });
});
