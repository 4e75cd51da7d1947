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
    expect(kind(apiError(undefined))).toMatchObject({ kind: 'unreachable', status: 503 });
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

describe('what the model server did, in the detail', () => {
  const own = { provider: 'OpenAI-compatible server', model: 'qwen', address: 'http://10.0.0.5:8000/v1' };
  const HTML = { 'content-type': 'text/html; charset=utf-8' };
  const PAGE = '<!doctype html><html><body>It works!</body></html>';
  const classify = (e: unknown, more: { own?: typeof own; timedOut?: boolean } = {}) =>
    classifyFailure(e, { ...ctx, task: 'check-model', timeoutMs: 45_000, ...more });
  const unreachable = new APICallError({
    message: 'Cannot connect to API: connect ECONNREFUSED 10.0.0.5:8000',
    url: 'http://10.0.0.5:8000/v1/chat/completions',
    requestBodyValues: {},
    isRetryable: true,
  });

  test("a user's own server: the address, what it answered, and what to check", () => {
    const detail = (e: unknown, timedOut = false) => classify(e, { own, timedOut }).error;
    expect(detail(unreachable)).toMatchObject({
      kind: 'unreachable',
      detail:
        'Could not reach your model server at http://10.0.0.5:8000/v1: no connection could be made. Check the address under Settings › Drafting model, and that the server is running.',
    });
    expect(detail(apiError(500, '{"error":{"message":"CUDA out of memory"}}'))).toMatchObject({
      kind: 'unavailable',
      providerStatus: 500,
      detail:
        "Your model server at http://10.0.0.5:8000/v1 answered 500 (an error on its side). Try again later, or check the server's own log.",
    });
    expect(detail(apiError(200, PAGE, HTML))).toMatchObject({
      kind: 'not_api',
      detail:
        "Your model server at http://10.0.0.5:8000/v1 answered 200 with a web page instead of the API: the address likely points at a website or a proxy's page rather than the API (many compatible servers serve it under /v1). Check the address under Settings › Drafting model.",
    });
    // A proxy's error page is an outage (retried, not the end of a run), told as a page.
    expect(detail(apiError(502, PAGE, HTML))).toMatchObject({ kind: 'unavailable', providerStatus: 502 });
    expect(detail(apiError(502, PAGE, HTML)).detail).toMatch(
      /answered 502 with a web page instead of the API/,
    );
    // A 404 page is the wrong path, not an unknown model; a body that opens as markup is a page too.
    expect(detail(apiError(404, PAGE)).kind).toBe('not_api');
    expect(detail(apiError(200, '{"hello":"world"}'))).toMatchObject({
      kind: 'not_api',
      detail:
        "Your model server at http://10.0.0.5:8000/v1 answered, but not with the API's JSON. Check that the address under Settings › Drafting model is the server's OpenAI-compatible API (many compatible servers serve it under /v1).",
    });
    expect(detail(new Error('aborted'), true).detail).toBe(
      'Your model server at http://10.0.0.5:8000/v1 did not answer within 45 s. Please try again; if it keeps happening, check that the server is running and not overloaded.',
    );
    // The texts that already said what to check stay; a 429 page keeps its Retry-After.
    expect(detail(apiError(401)).detail).toBe(
      'OpenAI-compatible server refused the API key of your model settings. Check it under Settings › Drafting model.',
    );
    expect(detail(apiError(429, PAGE, { ...HTML, 'retry-after': '9' }))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 9,
      // Whose server is busy: theirs, not "the language model" of this server.
      detail:
        'Your model server at http://10.0.0.5:8000/v1 is receiving too many requests. Please try again in 9 s.',
    });
    expect(classify(apiError(429), { own: { ...own, address: '' } }).error.detail).toBe(
      'OpenAI-compatible server is receiving too many requests. Please try again in a moment.',
    );
    expect(detail(apiError(503, PAGE, { ...HTML, 'retry-after': '30' }))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 30,
    });
  });

  test("this server's model: what it answered, and that the operator is the one to act", () => {
    expect(classify(apiError(500)).error.detail).toBe(
      "The language model server answered 500 (an error on its side). Please try again later; if it keeps failing, the server's operator can check its log.",
    );
    expect(classify(apiError(503)).error.detail).toMatch(
      /^The language model server answered 503 \(unavailable/,
    );
    expect(classify(unreachable).error.detail).not.toContain('10.0.0.5');
    const page = classify(apiError(200, PAGE, HTML));
    expect(page.error.detail).toBe(
      "The language model server answered 200 with a web page instead of the API. The server's operator needs to check its address.",
    );
    // The operator's log keeps the whole cause: the SDK's message and the body.
    expect(page.level).toBe('error');
    expect(page.reason).toContain('It works!');
    expect(classify(new Error('aborted'), { timedOut: true }).error.detail).toBe(
      'The language model did not answer within 45 s. Please try again.',
    );
  });

  test('an answer the SDK could not read is not the API; a redirect not followed says so', () => {
    const invalid = Object.assign(new Error('Response stream ended without a finish reason.'), {
      name: 'AI_InvalidResponseDataError',
    });
    expect(classify(invalid, { own }).error.kind).toBe('not_api');
    const redirect = new APICallError({
      message: 'Cannot connect to API: unexpected redirect',
      url: 'http://10.0.0.5:8000/v1/chat/completions',
      requestBodyValues: {},
    });
    expect(classify(redirect, { own }).error).toMatchObject({
      kind: 'not_api',
      detail:
        'Your model server at http://10.0.0.5:8000/v1 answered with a redirect to another address, which calls do not follow. Check the address under Settings › Drafting model: enter the one it redirects to (often https:// instead of http://).',
    });
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
