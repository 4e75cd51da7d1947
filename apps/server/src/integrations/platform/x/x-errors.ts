import {
  ApiPartialResponseError,
  ApiRequestError,
  ApiResponseError,
  type TwitterRateLimit,
} from 'twitter-api-v2';
import { rateLimitResetAt } from '../base-provider';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from '../errors';

type TErrorBody = {
  title?: string;
  detail?: string;
  errors?: Array<{ code?: number; message?: string; detail?: string }>;
};

/**
 * X's failures as typed errors. X answers v2 problems ({title, detail, type, status}) and, on the
 * OAuth endpoints, v1 errors ({errors: [{code, message}]}); both are read here.
 */
export function mapXError(err: unknown, nowMs: number): PlatformError {
  if (err instanceof ApiResponseError) return mapResponse(err, nowMs);
  if (err instanceof ApiRequestError) {
    return new PlatformDownError(`X could not be reached: ${networkFailureOf(err)}`, { cause: err });
  }
  if (err instanceof ApiPartialResponseError) {
    return new PlatformDownError('X closed the connection before answering in full', { cause: err });
  }
  const what = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new PlatformError(`Unexpected failure calling X: ${what.slice(0, 300)}`, { cause: err });
}

/**
 * The network error under an ApiRequestError. twitter-api-v2 1.29.1 stores it as `error` while its
 * `requestError` getter reads `requestError`, so the getter is always undefined.
 */
function networkFailureOf(err: ApiRequestError): string {
  const options = (err as unknown as { _options?: { error?: unknown } })._options;
  const inner: unknown = err.requestError ?? options?.error;
  return inner instanceof Error ? inner.message : err.message;
}

function mapResponse(err: ApiResponseError, nowMs: number): PlatformError {
  const body = readBody(err.data);
  const detail = detailOf(body) ?? `HTTP ${err.code}`;
  const codes = (body.errors ?? []).map((e) => e.code).filter((c): c is number => typeof c === 'number');
  const text = [body.title, body.detail, ...(body.errors ?? []).map((e) => e.message ?? e.detail)].join(' ');
  const options = { cause: err };

  if (err.code === 401) return new ReconnectNeededError(`X refused the access: ${detail}`, options);
  if (err.code === 429) {
    return new RateLimitedError(`X rate limit: ${detail}`, rateLimitResetAt(resetOf(err), nowMs), options);
  }
  if (err.code === 403) {
    if (
      codes.includes(89) ||
      /(invalid|expired|revoked)[^.]{0,40}token|token[^.]{0,40}(invalid|expired|revoked)/i.test(text)
    ) {
      return new ReconnectNeededError(`X refused the access: ${detail}`, options);
    }
    if (/repl(y|ies|ying)/i.test(text) && /not (allowed|permitted)|not been mentioned|engaged/i.test(text)) {
      return new ReplyNotAllowedError(detail, options);
    }
    if (codes.includes(453) || /subset of .*endpoints|client-not-enrolled/i.test(text)) {
      // The app's access level, not anything the user sent: the operator's to fix.
      return new PlatformError(`X refused this app's access level: ${detail}`, options);
    }
    return new BadInputError(detail, options);
  }
  if ([400, 404, 409, 413, 422].includes(err.code)) return new BadInputError(detail, options);
  if (err.code >= 500 || err.code === 408)
    return new PlatformDownError(`X answered ${err.code}: ${detail}`, options);
  return new PlatformError(`X answered ${err.code}: ${detail}`, options);
}

/**
 * The body as an object. An OAuth endpoint reached through a base-URL rewrite is parsed as a form
 * (see x-client.ts), which turns a JSON error body into a single key; that key is read back here.
 */
function readBody(data: unknown): TErrorBody {
  if (typeof data === 'string') return parseJson(data) ?? { detail: data.slice(0, 300) };
  if (!data || typeof data !== 'object') return {};
  const entries = Object.entries(data);
  const [only] = entries;
  if (entries.length === 1 && only && only[1] === '') {
    // A form-parsed body: a JSON error, or X's plain-text OAuth error.
    return parseJson(only[0]) ?? { detail: only[0].slice(0, 300) };
  }
  return data as TErrorBody;
}

function parseJson(text: string): TErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as TErrorBody) : null;
  } catch {
    return null;
  }
}

/** The problem's detail, with the first specific error when X gives one (its detail can be generic). */
function detailOf(body: TErrorBody): string | undefined {
  const first = body.errors?.[0];
  const specific = first?.message ?? first?.detail;
  if (body.detail && specific && specific !== body.detail) return `${body.detail} ${specific}`;
  return body.detail ?? specific ?? body.title;
}

/** The latest reset among the limits that are used up (the 15-minute window or a 24-hour cap). */
function resetOf(err: ApiResponseError): number | undefined {
  const limit: TwitterRateLimit | undefined = err.rateLimit;
  const exhausted = [limit, limit?.day, limit?.userDay].filter(
    (l): l is { limit: number; remaining: number; reset: number } =>
      l !== undefined && l.remaining === 0 && Number.isFinite(l.reset),
  );
  if (exhausted.length > 0) return Math.max(...exhausted.map((l) => l.reset));
  if (limit && Number.isFinite(limit.reset)) return limit.reset;
  const header = err.headers?.['x-rate-limit-reset'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
