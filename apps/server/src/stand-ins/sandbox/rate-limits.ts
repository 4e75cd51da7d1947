import { RateLimitedError } from '../../integrations/platform/errors';

export type TSandboxEndpoint =
  'me' | 'user_posts' | 'users_by' | 'search' | 'lookup' | 'post' | 'delete' | 'inbox' | 'like';
export type TRateLimit = { limit: number; windowMs: number };
export type TSandboxRateLimits = Record<TSandboxEndpoint, TRateLimit>;

const MIN15 = 15 * 60_000;

/**
 * Per-user limits shaped like X API v2's per-user ones: GET /2/users/me 75, GET /2/users/:id/tweets
 * 900, GET /2/users/by 900, GET /2/tweets/search/recent 450, GET /2/tweets (lookup by ids) 900,
 * GET /2/users/:id/mentions (the inbox) 180 per 15 minutes; POST /2/tweets 100 and
 * POST /2/users/:id/likes 1000 per 24 hours; DELETE /2/tweets/:id 50 per 15 minutes. Tests pass
 * smaller numbers.
 */
export const SANDBOX_RATE_LIMITS: TSandboxRateLimits = {
  me: { limit: 75, windowMs: MIN15 },
  user_posts: { limit: 900, windowMs: MIN15 },
  users_by: { limit: 900, windowMs: MIN15 },
  search: { limit: 450, windowMs: MIN15 },
  lookup: { limit: 900, windowMs: MIN15 },
  post: { limit: 100, windowMs: 24 * 60 * 60_000 },
  delete: { limit: 50, windowMs: MIN15 },
  inbox: { limit: 180, windowMs: MIN15 },
  like: { limit: 1000, windowMs: 24 * 60 * 60_000 },
};

/** The fixed window aligned to the epoch, as X's windows are, that `nowMs` falls in. */
export function rateWindow<E extends string>(limits: Record<E, TRateLimit>, endpoint: E, nowMs: number) {
  const { limit, windowMs } = limits[endpoint];
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  return { endpoint, limit, windowMs, windowStart: new Date(windowStart) };
}

/** A window's count after this call, over its limit → RateLimitedError with the window's end. */
export function refuseOverLimit(
  window: { endpoint: string; limit: number; windowMs: number; windowStart: Date },
  count: number,
): void {
  if (count <= window.limit) return;
  const resetAt = new Date(window.windowStart.getTime() + window.windowMs);
  throw new RateLimitedError(
    `Rate limit exceeded: ${window.limit} ${window.endpoint} calls per ${Math.round(window.windowMs / 60_000)} minutes; resets at ${resetAt.toISOString()}`,
    resetAt,
  );
}
