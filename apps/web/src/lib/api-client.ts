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

/** Calls the product API with the session's bearer token; error answers become ApiError. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: TRequest = {},
): Promise<z.infer<S>> {
  const res = await apiFetch(path, init);
  if (res.status === 204) return schema.parse(null);
  return schema.parse(await res.json());
}
