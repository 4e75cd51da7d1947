import { APICallError, RetryError } from 'ai';
import { LlmError, llmError, type TLlmErrorKind, type TOwnModelNames } from './errors';
import type { TTaskName } from './types';

/** A failure as the user sees it (`error`) and as the operator reads it in the log. */
export type TClassifiedFailure = {
  error: LlmError;
  /** null: nothing worth a log line (the caller cancelled). */
  level: 'error' | 'warn' | null;
  /** Operator-facing cause, scrubbed of the key. */
  reason: string;
  status: number | undefined;
};

type TFailureContext = {
  task: TTaskName;
  timedOut: boolean;
  aborted: boolean;
  /** The configured key: removed from anything logged, should a provider echo it. */
  apiKey: string | undefined;
  /** Set for a user's own model: the details name it, and the user, not the operator, is sent to fix it. */
  own?: TOwnModelNames | undefined;
  /** LLM_TIMEOUT_MS: a timeout's detail says how long was waited. */
  timeoutMs?: number | undefined;
};

/** Maps whatever a call threw (SDK errors, HTTP failures, aborts) to an LlmError and a log reason. */
export function classifyFailure(thrown: unknown, ctx: TFailureContext): TClassifiedFailure {
  const scrub = (text: string) => scrubSecrets(text, ctx.apiKey);
  if (thrown instanceof LlmError) {
    const level = thrown.kind === 'aborted' ? null : thrown.kind === 'internal' ? 'error' : 'warn';
    return { error: thrown, level, reason: thrown.kind, status: undefined };
  }
  if (ctx.aborted) {
    return {
      error: llmError('aborted', ctx.task, { cause: thrown }),
      level: null,
      reason: 'cancelled by the caller',
      status: undefined,
    };
  }
  if (ctx.timedOut) {
    return {
      error: llmError('timeout', ctx.task, { own: ctx.own, timeoutMs: ctx.timeoutMs }),
      level: 'warn',
      reason: 'no answer within LLM_TIMEOUT_MS, on every attempt',
      status: undefined,
    };
  }
  const cause = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    const message = scrub(`${cause.message} ${cause.responseBody ?? ''}`.trim()).slice(0, 500);
    const page = isWebPage(cause.responseHeaders, cause.responseBody);
    const fail = (
      kind: TLlmErrorKind,
      level: 'error' | 'warn',
      reason: string,
      more: { retryAfterSeconds?: number; answered?: 'page' | 'redirect' } = {},
    ) => ({
      error: llmError(kind, ctx.task, { ...more, own: ctx.own, status, cause: new Error(reason) }),
      // The user's own settings are theirs to fix (they read why): a warning, not the operator's error.
      level: ctx.own && level === 'error' ? ('warn' as const) : level,
      reason,
      status,
    });
    const where = ctx.own ? "the user's own address" : 'LLM_BASE_URL';
    if (status === undefined) {
      // Refused redirects (a user's own server) fail in fetch too, but an answer came.
      if (/redirect/i.test(message)) {
        return fail('not_api', 'error', `the server answered a redirect (check ${where}): ${message}`, {
          answered: 'redirect',
        });
      }
      return fail('unreachable', 'warn', `could not reach the provider: ${message}`);
    }
    const retryAfter = retryAfterSeconds(cause.responseHeaders);
    // An overloaded provider that names a time (503, Anthropic's 529) is as busy as a 429 says.
    const busy = status === 429 || ((status === 503 || status === 529) && retryAfter !== undefined);
    // A web page where the API should be: a website's or a proxy's address, or a proxy's error page.
    if (page && !busy) {
      const answered = `the provider answered ${status} with a web page`;
      return status >= 500
        ? fail('unavailable', 'warn', `${answered}: ${message}`, { answered: 'page' })
        : fail('not_api', 'error', `${answered} (check ${where}): ${message}`, { answered: 'page' });
    }
    // A success the SDK could not read: not JSON, or JSON of another shape than the API's.
    if (status >= 200 && status < 300) {
      return fail('not_api', 'error', `the provider's answer is not the API's (check ${where}): ${message}`);
    }
    if (status === 401 || status === 403) {
      const check = ctx.own ? "the user's own key" : 'LLM_API_KEY';
      return fail(
        'misconfigured',
        'error',
        `the provider refused the credentials (check ${check}): ${message}`,
      );
    }
    if (status === 404) {
      const check = ctx.own ? "the user's own model settings" : 'LLM_MODEL and LLM_BASE_URL';
      return fail(
        'misconfigured',
        'error',
        `the provider does not know the model or path (check ${check}): ${message}`,
      );
    }
    if (status === 402 || QUOTA_MESSAGE.test(message)) {
      return fail('quota', 'error', `the provider account has no credit left: ${message}`);
    }
    if (busy) {
      return fail('rate_limited', 'warn', `rate limited by the provider: ${message}`, {
        retryAfterSeconds: retryAfter,
      });
    }
    if ((status === 400 || status === 413 || status === 422) && CONTEXT_OVERFLOW.test(message)) {
      return fail('context_overflow', 'warn', `the prompt does not fit the model's context: ${message}`);
    }
    if (status >= 400 && status < 500 && status !== 408) {
      return fail('rejected', 'warn', `the provider rejected the request: ${message}`);
    }
    return fail('unavailable', 'warn', `the provider answered ${status}: ${message}`);
  }
  if (!(cause instanceof Error)) {
    // An error event inside a stream: the provider's own error payload, passed on by the SDK.
    const payload = scrub(JSON.stringify(cause) ?? String(cause)).slice(0, 500);
    return {
      error: llmError('unavailable', ctx.task, { own: ctx.own, cause: new Error(payload) }),
      level: 'warn',
      reason: `the provider failed mid-stream: ${payload}`,
      status: undefined,
    };
  }
  const message = scrub(cause.message).slice(0, 500);
  if (UNREADABLE_ANSWER.has(cause.name)) {
    // The SDK could not read the provider's answer (not JSON, unexpected shape, a stream of nothing).
    return {
      error: llmError('not_api', ctx.task, { own: ctx.own, cause }),
      level: ctx.own ? 'warn' : 'error',
      reason: `${cause.name}: ${message}`,
      status: undefined,
    };
  }
  if (cause.name.startsWith('AI_')) {
    return {
      error: llmError('unavailable', ctx.task, { own: ctx.own, cause }),
      level: 'warn',
      reason: `${cause.name}: ${message}`,
      status: undefined,
    };
  }
  return {
    error: llmError('internal', ctx.task, { cause }),
    level: 'error',
    reason: `${cause.name}: ${message}`,
    status: undefined,
  };
}

/** The SDK's errors for an answer it could not read as the API's. */
const UNREADABLE_ANSWER: ReadonlySet<string> = new Set([
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
]);

/** An HTML answer (by its content type, or a body that opens as markup): no API answers that. */
function isWebPage(headers: Record<string, string> | undefined, body: string | undefined): boolean {
  if (/\btext\/html\b/i.test(headers?.['content-type'] ?? '')) return true;
  return /^\s*</.test(body ?? '');
}

/** A provider account out of credit: answered 429 by OpenAI, 400 by Anthropic; never worth a retry. */
export const QUOTA_MESSAGE = /insufficient_quota|exceeded your current quota|credit balance is too low/i;

/**
 * The prompt is longer than the model reads: OpenAI's context_length_exceeded, Anthropic's "prompt
 * is too long", and the wordings of the compatible servers (vLLM, llama.cpp, Groq, OpenRouter).
 */
const CONTEXT_OVERFLOW =
  /context_length_exceeded|maximum context length|prompt is too long|exceeds? the (?:available )?context (?:size|window|length)|context window|reduce the length of the messages|request_too_large/i;

/** Milliseconds until the provider accepts calls again, from retry-after-ms or Retry-After (seconds or a date). */
export function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - Date.now());
}

/** Whole seconds until the provider accepts calls again (at least 1), as the user is told. */
export function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  const ms = retryAfterMs(headers);
  return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
}

/** Removes the configured key and anything shaped like a provider key from a text bound for the log. */
export function scrubSecrets(text: string, apiKey: string | undefined): string {
  let out = apiKey ? text.split(apiKey).join('[redacted]') : text;
  out = out.replace(/\b(sk-(?:ant-)?[A-Za-z0-9_-]{3})[A-Za-z0-9_*.-]{6,}/g, '$1…[redacted]');
  return out;
}
