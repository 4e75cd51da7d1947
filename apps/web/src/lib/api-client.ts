import type { TApiAnswer, TApiRoute, TPathParams } from '@gatling/shared/api/contract';
import type { z } from 'zod';
import { TEXT } from '@gatling/shared/spec';
import { ApiError, toApiError } from './api-error';
import { authClient } from './auth/auth-client';

/**
 * Dispatched on window for every 402 (payment required) answer, so the app shell can open the
 * paywall wherever the call came from. The request still throws its ApiError.
 */
export const PAYMENT_REQUIRED_EVENT = 'payment-required';

type TRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sees the answer's headers before its status is judged (an error answer may name things too). */
  onHeaders?: (headers: Headers) => void;
  /** Extra request headers (e.g. Last-Event-ID); the bearer header is always ours. */
  headers?: Record<string, string>;
};

/**
 * Sends a request to the product API with the session's bearer token and answers the Response of
 * a successful call (for bodies read another way than JSON, e.g. a stream). Error answers become
 * ApiError, a network failure ApiError status 0; an abort rethrows the AbortError.
 */
export async function apiFetch(path: string, init: TRequest = {}): Promise<Response> {
  const token = authClient.accessToken();
  if (!token) throw new ApiError(401, TEXT.auth.noValidSession, 'UNAUTHORIZED');
  const headers: Record<string, string> = { ...init.headers, authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
  }
  init.onHeaders?.(res.headers);
  if (!res.ok) {
    const error = await toApiError(res);
    if (error.status === 402)
      window.dispatchEvent(new CustomEvent(PAYMENT_REQUIRED_EVENT, { detail: error }));
    throw error;
  }
  return res;
}

/** A query as a caller gives it: a list is sent comma-separated, each item encoded on its own. */
type TQueryInput<Q> = { [K in keyof Q]: Q[K] | readonly string[] };

/** What a call of route R takes: its path parameters, body and query, typed from R's schemas. */
export type TCallInput<R extends TApiRoute> = Pick<TRequest, 'signal' | 'onHeaders' | 'headers'> &
  ([TPathParams<R['path']>] extends [never]
    ? { params?: never }
    : { params: Record<TPathParams<R['path']>, string> }) &
  (R['types']['body'] extends z.ZodType ? { body: z.input<R['types']['body']> } : { body?: never }) &
  (R['types']['query'] extends z.ZodObject
    ? { query: TQueryInput<z.input<R['types']['query']>> }
    : { query?: never });

/**
 * The path of a call: parameters encoded into their segments, the query appended (names are the
 * schema's own, plain ASCII; a list is sent comma-separated, each item encoded on its own).
 */
function pathOf(route: TApiRoute, params: object = {}, query: object = {}): string {
  const encode = route.encode ?? encodeURIComponent;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encode(params[name as keyof object]));
  const pairs = Object.entries(query).flatMap(([name, value]: [string, unknown]) => {
    if (value == null) return [];
    const items = [value].flat().map((item) => encodeURIComponent(item as string));
    return [`${name}=${items.join(',')}`];
  });
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

type TOptional<R extends TApiRoute> =
  object extends TCallInput<R> ? [input?: TCallInput<R>] : [input: TCallInput<R>];

/**
 * Calls one operation of the product API from its route (packages/shared/src/api/*-routes): the
 * path, method, body and query come from it, and the answer is typed from its schemas' types. The
 * answer is not parsed here: the server checks its answers against the same schemas (outside
 * production), and parsing would put zod and every schema in the bundle.
 */
export async function callApi<const R extends TApiRoute>(
  route: R,
  ...[input]: TOptional<R>
): Promise<TApiAnswer<R>> {
  const { params, query, ...init } = (input ?? {}) as TRequest & { params?: object; query?: object };
  const res = await apiFetch(pathOf(route, params, query), {
    ...init,
    method: route.method.toUpperCase() as TRequest['method'],
  });
  if (route.types.answer === null) return undefined as TApiAnswer<R>;
  if (res.status === 204 && route.empty) return null as TApiAnswer<R>;
  return (await res.json()) as TApiAnswer<R>;
}
