import { afterEach, describe, expect, test, vi } from 'vitest';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import {
  answer,
  callsOf,
  createUser,
  echoTask,
  failure,
  memoryLogger,
  targetFor,
  useTestDatabase,
} from '#test/kits/llm';
import { openedForAll } from '#test/harness';
import { interactiveDeadlineMs, openCallSignal } from './call-signal';
import { createModelService } from './model-service';
import { retryDelay } from './retry-policy';
import type { TChatInput } from './types';

const testDatabase = useTestDatabase();
const CHAT: TChatInput = {
  name: 'agent-chat',
  system: 'Be brief.',
  messages: [{ role: 'user', content: 'hi' }],
  context: null,
};

/** Interactive calls (a person waits): one deadline for the whole call; background calls keep retrying. */
describe('the deadline of an interactive call', () => {
  const fake = openedForAll(() => startFakeOpenAi());
  /** Attempts of 5 s, and a deadline of `deadlineMs` for interactive calls. */
  const service = (deadlineMs = 1000) =>
    createModelService({
      target: targetFor('openai-compatible', fake.baseUrl),
      timeoutMs: 5000,
      interactiveDeadlineMs: deadlineMs,
      maxRetries: 2,
      pricing: { inputUsdPerMtok: 0, outputUsdPerMtok: 0 },
      db: testDatabase().db,
      logger: memoryLogger().logger,
    });
  afterEach(() => fake.clearReplies());

  test('a model that does not answer is not asked again: the failure says how long it had', async () => {
    const user = await createUser(testDatabase().db, 'deadline-hang');
    const before = fake.requests.length;
    // A background call would retry and get the answer queued second (caching-and-retries.test.ts).
    fake.reply({ type: 'hang' }, answer('{"answer":"late","count":3}'));
    const err = await failure(
      service().run(echoTask, { question: 'q' }, { userId: user, interactive: true }),
    );
    expect(err).toMatchObject({ kind: 'timeout', status: 503 });
    expect(err.detail).toMatch(/did not answer within 1 s\./);
    expect(fake.requests.length - before).toBe(1);
    expect(fake.pending()).toBe(1);
    await fake.requests.at(-1)!.closed;
    expect(await callsOf(testDatabase().db, user)).toMatchObject([{ status: 'error', errorCode: 'timeout' }]);
  });

  test('a Retry-After longer than the time left is not waited for', async () => {
    const before = fake.requests.length;
    fake.reply(
      { type: 'error', status: 429, headers: { 'retry-after': '5' } },
      answer('{"answer":"second","count":2}'),
    );
    const err = await failure(
      service().run(echoTask, { question: 'q' }, { userId: null, interactive: true }),
    );
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 5 });
    expect(fake.requests.length - before).toBe(1);
  });

  test('a short Retry-After within the deadline is still retried', async () => {
    fake.reply(
      { type: 'error', status: 429, headers: { 'retry-after-ms': '20' } },
      answer('{"answer":"second","count":2}'),
    );
    const out = await service(5000).run(echoTask, { question: 'q' }, { userId: null, interactive: true });
    expect(out).toEqual({ answer: 'SECOND', count: 2 });
  });

  test('a chat waiting for its first chunk is asked once and fails at the deadline', async () => {
    const before = fake.requests.length;
    fake.reply({ type: 'hang' }, answer('late'));
    const chat = service().streamChat(CHAT, { userId: null, interactive: true });
    const err = await failure(
      (async () => {
        for await (const chunk of chat) void chunk;
      })(),
    );
    expect(err.detail).toMatch(/did not answer within 1 s\./);
    expect(fake.requests.length - before).toBe(1);
  });

  test('a chat answer that has begun streams past the deadline', async () => {
    // Chunks 0.7 s apart: each within the 5 s idle timer, the last well after the 1 s deadline.
    fake.reply({ type: 'text', text: 'one two three', chunks: ['one ', 'two ', 'three'], chunkDelayMs: 700 });
    const chat = service().streamChat(CHAT, { userId: null, interactive: true });
    const chunks: unknown[] = [];
    for await (const chunk of chat) chunks.push(chunk);
    expect(chunks.join('')).toBe('one two three');
  });

  test("the settings test is interactive: a silent model is told with the deadline's seconds", async () => {
    fake.reply({ type: 'hang' });
    // Were the test not interactive, its one attempt would have 5 s.
    const err = await failure(service().check({ userId: null }));
    expect(err.detail).toMatch(/did not answer within 1 s\./);
  });
});

describe('the call signal', () => {
  afterEach(() => vi.useRealTimers());

  test('the deadline is at most 45 s, and never longer than one attempt', () => {
    expect(interactiveDeadlineMs(60_000)).toBe(45_000);
    expect(interactiveDeadlineMs(20_000)).toBe(20_000);
    expect(openCallSignal({ timeoutMs: 60_000 }, { interactive: true }).limitMs).toBe(45_000);
    expect(openCallSignal({ timeoutMs: 60_000 }).limitMs).toBe(60_000);
  });

  test('the deadline holds across touches; the first chunk (answered) ends it, the idle timer goes on', () => {
    vi.useFakeTimers();
    const waiting = openCallSignal({ timeoutMs: 1000 }, { interactive: true });
    const reading = openCallSignal({ timeoutMs: 1000 }, { interactive: true });
    vi.advanceTimersByTime(600);
    waiting.touch();
    reading.touch();
    reading.answered();
    vi.advanceTimersByTime(600);
    expect(waiting.signal.aborted).toBe(true);
    expect(waiting.timedOut()).toBe(true);
    expect(reading.signal.aborted).toBe(false);
    vi.advanceTimersByTime(500);
    expect(reading.signal.aborted).toBe(true);
    waiting.dispose();
    reading.dispose();
  });

  test('a background call has no deadline: a timeout is retried at once', () => {
    const call = { aborted: () => false, timedOut: () => true, remainingMs: () => Infinity };
    expect(retryDelay(new Error('timeout'), call, 0, 2)).toBe(0);
    expect(retryDelay(new Error('timeout'), { ...call, remainingMs: () => 0 }, 0, 2)).toBeUndefined();
  });
});
