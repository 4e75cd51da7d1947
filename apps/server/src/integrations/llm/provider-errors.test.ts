import { APICallError, RetryError } from 'ai';
import { describe, expect, test } from 'vitest';
import { LlmError, looksLikeRefusal, toAppError } from './errors';
import { classifyFailure, retryAfterSeconds, scrubSecrets } from './provider-errors';
import { isOpenAiReasoningModel, outputTokenCap } from './providers';

const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz';
const ctx = { task: 'draft-reply' as const, timedOut: false, aborted: false, apiKey: KEY };
const apiError = (
  statusCode: number | undefined,
  responseBody = '',
  responseHeaders: Record<string, string> = {},
) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'https://api.example.com/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseBody,
    responseHeaders,
  });

describe('classifyFailure', () => {
  test('maps provider answers to kinds and statuses', () => {
    const kind = (e: unknown, c = ctx) => classifyFailure(e, c).error;
    expect(kind(apiError(401))).toMatchObject({ kind: 'misconfigured', status: 503 });
    expect(kind(apiError(404))).toMatchObject({ kind: 'misconfigured', status: 503 });
    expect(kind(apiError(429, '', { 'retry-after': '9' }))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 9,
    });
    expect(kind(apiError(429, '{"error":{"code":"insufficient_quota"}}'))).toMatchObject({
      kind: 'quota',
      status: 503,
    });
    expect(kind(apiError(400, 'Your credit balance is too low'))).toMatchObject({ kind: 'quota' });
    expect(kind(apiError(400, 'maximum context length'))).toMatchObject({
      kind: 'context_overflow',
      status: 422,
    });
    expect(kind(apiError(400, 'prompt is too long: 210344 tokens > 200000 maximum'))).toMatchObject({
      kind: 'context_overflow',
    });
    expect(kind(apiError(400, '{"error":{"code":"context_length_exceeded"}}'))).toMatchObject({
      kind: 'context_overflow',
    });
    expect(kind(apiError(400, 'temperature must be at most 2'))).toMatchObject({
      kind: 'rejected',
      status: 503,
    });
    expect(kind(apiError(503, '', { 'retry-after': '30' }))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(kind(apiError(529))).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(kind(apiError(undefined))).toMatchObject({ kind: 'unavailable' });
    expect(
      kind(
        new RetryError({
          message: 'x',
          reason: 'maxRetriesExceeded',
          errors: [apiError(500), apiError(429)],
        }),
      ),
    ).toMatchObject({
      kind: 'rate_limited',
    });
  });

  test('a timeout or a caller abort wins over whatever the SDK threw', () => {
    expect(classifyFailure(new Error('aborted'), { ...ctx, timedOut: true }).error.kind).toBe('timeout');
    const aborted = classifyFailure(new Error('aborted'), { ...ctx, aborted: true });
    expect(aborted.error.kind).toBe('aborted');
    expect(aborted.level).toBeNull();
  });

  test('a bug is internal and logged as an error; a provider payload mid-stream is unavailable', () => {
    expect(classifyFailure(new TypeError('x is undefined'), ctx)).toMatchObject({
      level: 'error',
      error: { kind: 'internal', status: 500 },
    });
    expect(classifyFailure({ message: 'Overloaded', type: 'server_error' }, ctx).error.kind).toBe(
      'unavailable',
    );
  });

  test('the reason never carries the key', () => {
    const failure = classifyFailure(apiError(401, `{"error":"Incorrect API key provided: ${KEY}"}`), ctx);
    expect(failure.reason).toContain('check LLM_API_KEY');
    expect(failure.reason).not.toContain(KEY);
    expect(failure.level).toBe('error');
  });
});

describe('retryAfterSeconds', () => {
  test('reads seconds, milliseconds and dates, rounding up', () => {
    expect(retryAfterSeconds({ 'retry-after': '2.2' })).toBe(3);
    expect(retryAfterSeconds({ 'retry-after-ms': '1500' })).toBe(2);
    expect(
      retryAfterSeconds({ 'retry-after': new Date(Date.now() + 30_000).toUTCString() }),
    ).toBeGreaterThanOrEqual(29);
    expect(retryAfterSeconds({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterSeconds({})).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});

describe('scrubSecrets', () => {
  test('removes the configured key and anything shaped like a provider key', () => {
    expect(scrubSecrets(`key ${KEY} used`, KEY)).toBe('key [redacted] used');
    expect(scrubSecrets('other sk-ant-api03-ABCDEFGHIJKLMNOP here', undefined)).toBe(
      'other sk-ant-api…[redacted] here',
    );
    expect(scrubSecrets('masked sk-abc*********xyz', undefined)).not.toContain('xyz');
    expect(scrubSecrets('nothing secret', KEY)).toBe('nothing secret');
  });
});

describe('refusals and AppError', () => {
  test('recognises a model declining, not a reply that starts the same way', () => {
    expect(looksLikeRefusal("I'm sorry, but I can't help with that.")).toBe(true);
    expect(looksLikeRefusal('I cannot assist with this request.')).toBe(true);
    expect(looksLikeRefusal('As an AI, I do not have opinions.')).toBe(true);
    expect(looksLikeRefusal("I can't believe how fast that shipped")).toBe(false);
    expect(looksLikeRefusal('sorry, late to this: neon is fine')).toBe(false);
  });

  test('toAppError keeps AppErrors and wraps anything else as an internal error', () => {
    const known = new LlmError('timeout', 'slow');
    expect(toAppError(known)).toBe(known);
    expect(toAppError(new Error('boom'))).toMatchObject({ code: 'INTERNAL', status: 500 });
  });
});

describe('output caps', () => {
  test("OpenAI reasoning models get room to think; chat models and Claude don't need it", () => {
    for (const model of ['o3', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'gpt-5.1'])
      expect(isOpenAiReasoningModel(model)).toBe(true);
    for (const model of ['gpt-4o', 'gpt-4.1-mini', 'gpt-5-chat-latest', 'omni'])
      expect(isOpenAiReasoningModel(model)).toBe(false);
    expect(outputTokenCap({ kind: 'openai', model: 'gpt-5-mini', apiKey: KEY }, 300)).toBe(4396);
    expect(outputTokenCap({ kind: 'openai', model: 'gpt-4o', apiKey: KEY }, 300)).toBe(300);
    expect(outputTokenCap({ kind: 'anthropic', model: 'claude-sonnet-4-5', apiKey: KEY }, 300)).toBe(300);
    expect(
      outputTokenCap(
        { kind: 'openai-compatible', model: 'qwen3', baseUrl: 'http://localhost:11434/v1' },
        300,
      ),
    ).toBe(2348);
  });
});
