import type { TErrorCode } from '@gatling/shared/api/errors';
import { AppError } from '../../errors';
import {
  notApiDetail,
  pageDetail,
  redirectDetail,
  serverErrorDetail,
  serverSubject,
  timeoutDetail,
  unreachableDetail,
} from './answer-details';
import type { TTaskName } from './types';

/**
 * Why a language-model call failed. Stored as llm_calls.error_code, so keep the values stable.
 * - timeout: no answer within LLM_TIMEOUT_MS; aborted: the caller cancelled.
 * - rate_limited: the provider said 429; quota: the provider account has no credit left.
 * - misconfigured: key refused or model unknown (the operator must act).
 * - rejected: the provider refused the request (400).
 * - unavailable: the server answered an error of its own (5xx, 408; a web page with one too), or
 *   reported one mid-answer: an outage, retried.
 * - unreachable: no HTTP answer at all (nothing listening, no such host, a reset, not HTTP).
 * - not_api: it answered, but not as the API: a web page with a success or client-error status,
 *   JSON of another shape, a redirect. Stored before these two existed as unavailable.
 * - context_overflow: the prompt is longer than the model's context window (a batch is split then).
 * - malformed: the answer failed its schema after one repair attempt; truncated: cut off at the cap.
 * - refused: the model declined or a content filter stopped it; empty: no text at all.
 * - internal: a bug on our side while handling the answer.
 */
export type TLlmErrorKind =
  | 'timeout'
  | 'aborted'
  | 'rate_limited'
  | 'quota'
  | 'misconfigured'
  | 'rejected'
  | 'context_overflow'
  | 'unavailable'
  | 'unreachable'
  | 'not_api'
  | 'malformed'
  | 'truncated'
  | 'refused'
  | 'empty'
  | 'internal';

const CODE_BY_KIND: Record<TLlmErrorKind, TErrorCode> = {
  timeout: 'UNAVAILABLE',
  aborted: 'UNAVAILABLE',
  rate_limited: 'RATE_LIMITED',
  quota: 'UNAVAILABLE',
  misconfigured: 'UNAVAILABLE',
  rejected: 'UNAVAILABLE',
  context_overflow: 'VALIDATION_FAILED',
  unavailable: 'UNAVAILABLE',
  unreachable: 'UNAVAILABLE',
  not_api: 'UNAVAILABLE',
  malformed: 'UNAVAILABLE',
  truncated: 'UNAVAILABLE',
  refused: 'VALIDATION_FAILED',
  empty: 'UNAVAILABLE',
  internal: 'INTERNAL',
};

/** What each task was doing, for sentences such as "The language model declined to …". */
const PURPOSE: Record<TTaskName, string> = {
  'analyze-style': 'describe your writing style',
  'audience-interview': 'answer in the audience interview',
  'qualify-posts': 'judge these posts',
  'draft-reply': 'write this reply',
  'draft-replies': 'write these replies',
  rewrite: 'rewrite this text',
  'infer-rule-from-edit': 'infer a rule from your edit',
  'agent-chat': 'answer this message',
  'check-model': 'answer a test message',
};

/**
 * A user's own model (Settings › Drafting model), named in the details: what fails there is the
 * user's to fix, not the operator's. `provider` is its display name (OpenAI, Ollama on this server);
 * `address` the server address the user typed (a compatible server), which the details name.
 */
export type TOwnModelNames = { provider: string; model: string; address?: string | undefined };

type TDetailOptions = {
  retryAfterSeconds?: number | undefined;
  own?: TOwnModelNames | undefined;
  /** The HTTP status the provider answered, when it did: says which own setting to check. */
  status?: number | undefined;
  /** What came instead of the API's answer, when it was not an HTTP error in the API's format. */
  answered?: 'page' | 'redirect' | undefined;
  /** LLM_TIMEOUT_MS, for the seconds a timeout waited. */
  timeoutMs?: number | undefined;
};

const IN_SETTINGS = 'under Settings › Drafting model';

/** The detail of a failure only the user can fix, on their own model; null for the shared wording. */
function ownModelDetail(kind: TLlmErrorKind, options: TDetailOptions): string | null {
  const own = options.own;
  if (!own) return null;
  switch (kind) {
    case 'misconfigured':
      return options.status === 404
        ? `${own.provider} does not know the model “${own.model}”. Check the model name ${IN_SETTINGS}.`
        : options.status === 401 || options.status === 403
          ? `${own.provider} refused the API key of your model settings. Check it ${IN_SETTINGS}.`
          : `${own.provider} refused your model settings. Check them ${IN_SETTINGS}.`;
    case 'quota':
      return `Your ${own.provider} account has run out of credit. Top it up, or choose another model ${IN_SETTINGS}.`;
    case 'rate_limited':
      return `${serverSubject(own)} is receiving too many requests. Please try again in ${
        options.retryAfterSeconds ? waitText(options.retryAfterSeconds) : 'a moment'
      }.`;
    default:
      return null;
  }
}

/** The readable detail of each failure; the user reads it in a toast. */
export function llmErrorDetail(kind: TLlmErrorKind, task: TTaskName, options: TDetailOptions = {}): string {
  const own = ownModelDetail(kind, options);
  if (own) return own;
  const purpose = PURPOSE[task];
  switch (kind) {
    case 'timeout':
    case 'unreachable':
    case 'unavailable':
    case 'not_api':
      return serverDetail(kind, options);
    case 'aborted':
      return 'The request was cancelled before the language model answered.';
    case 'rate_limited':
      return options.retryAfterSeconds
        ? `The language model is receiving too many requests. Please try again in ${waitText(options.retryAfterSeconds)}.`
        : 'The language model is receiving too many requests. Please try again in a moment.';
    case 'quota':
      return "The language model account of this server has run out of credit. The server's operator needs to top it up.";
    case 'misconfigured':
      return "The language model is not available: this server's model settings were refused. The server's operator needs to check them.";
    case 'rejected':
      return `The language model could not ${purpose}: it rejected the request.`;
    case 'context_overflow':
      return `The language model could not ${purpose}: the text is longer than it can read at once.`;
    case 'malformed':
      return `The language model could not ${purpose}: its answer was not in the expected format, even after a second attempt. Please try again.`;
    case 'truncated':
      return `The language model could not ${purpose}: its answer was cut off before it was complete. Please try again.`;
    case 'refused':
      return `The language model declined to ${purpose}. Try a different input or write it yourself.`;
    case 'empty':
      return `The language model could not ${purpose}: it answered with nothing usable. Please try again.`;
    case 'internal':
      return 'Something went wrong on our side while reading the language model’s answer. Please try again.';
  }
}

/** The detail of what the model server did (answer-details.ts). */
function serverDetail(
  kind: 'timeout' | 'unreachable' | 'unavailable' | 'not_api',
  options: TDetailOptions,
): string {
  const { own, status } = options;
  switch (kind) {
    case 'timeout':
      return timeoutDetail(own, options.timeoutMs);
    case 'unreachable':
      return unreachableDetail(own);
    case 'unavailable':
      return options.answered === 'page' ? pageDetail(own, status) : serverErrorDetail(own, status);
    case 'not_api':
      return options.answered === 'page'
        ? pageDetail(own, status)
        : options.answered === 'redirect'
          ? redirectDetail(own)
          : notApiDetail(own);
  }
}

/** "17 s" below two minutes, "3 min" above: how long a rate-limited user waits. */
function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/** A failed language-model call: an AppError (status from the kind) that also says why, for accounting. */
export class LlmError extends AppError {
  readonly kind: TLlmErrorKind;
  /** The HTTP status the model server answered, when the failure was an answer of its. */
  readonly providerStatus: number | undefined;

  constructor(
    kind: TLlmErrorKind,
    detail: string,
    options?: { retryAfterSeconds?: number | undefined; cause?: unknown; status?: number | undefined },
  ) {
    super(CODE_BY_KIND[kind], detail, {
      ...(options?.retryAfterSeconds ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
      cause: options?.cause,
    });
    this.name = 'LlmError';
    this.kind = kind;
    this.providerStatus = options?.status;
  }
}

/**
 * The drafter declined (it refused, or nothing was left of its answer): the post is skipped, with
 * this as the reason, where any other failure is an outage.
 */
export const isDeclined = (err: unknown): err is LlmError =>
  err instanceof LlmError && (err.kind === 'refused' || err.kind === 'empty');

/** The prompt did not fit the model's context: a batch is split and asked again in halves. */
export const isContextOverflow = (err: unknown): err is LlmError =>
  err instanceof LlmError && err.kind === 'context_overflow';

/** An LlmError with the standard detail of its kind for a task. */
export function llmError(
  kind: TLlmErrorKind,
  task: TTaskName,
  options: TDetailOptions & { cause?: unknown } = {},
): LlmError {
  return new LlmError(kind, llmErrorDetail(kind, task, options), options);
}

/** Anything a language-model call threw, as the AppError the API answers with. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new LlmError('internal', llmErrorDetail('internal', 'agent-chat'), { cause: error });
}

/**
 * Model answers that decline instead of doing the task. Only openings a real reply would not
 * start with: "I can't believe…" stays a reply; "I can't help with that" does not.
 */
const REFUSAL =
  /^\s*(?:(?:i['’]m|i am)\s+sorry,?\s+(?:but\s+)?i\s+(?:can(?:not|['’]t)|won['’]t|am unable|['’]m unable)|i\s+(?:can(?:not|['’]t)|won['’]t)\s+(?:help|assist|comply|write|create|provide|do that|respond)|as an ai\b|i['’]m not able to (?:help|assist|write))/i;

export function looksLikeRefusal(text: string): boolean {
  return REFUSAL.test(text);
}
