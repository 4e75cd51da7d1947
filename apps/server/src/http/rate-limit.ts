import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimitHits } from '../db/schema/rate-limits';

export type TRateRule = { max: number; windowMs: number };
export type TRateHit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Expired windows are swept after this many hits in a process. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters kept in the database, so every API process counts against one window
 * (docs/decisions/0005). One statement counts a hit and starts a new window when the old one is
 * over, so racing requests cannot both pass the last slot. Keys are stored hashed.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: TDb,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one hit; answers the seconds to wait when the rule is exceeded. */
  async hit(key: string, rule: TRateRule): Promise<TRateHit> {
    const now = this.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const fresh = new Date(now.getTime() + rule.windowMs);
    const expired = sql`${rateLimitHits.resetAt} <= ${nowSql}`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: createHash('sha256').update(key).digest('base64url'), count: 1, resetAt: fresh })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${fresh.toISOString()}::timestamptz else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
    if (++this.hits % SWEEP_EVERY === 0) {
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
    }
    if (!row || row.count <= rule.max) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
    };
  }
}

const MINUTE = 60_000;

export type TAuthRateRule = { name: string; ip: TRateRule; address: TRateRule };

/**
 * How identity POSTs are limited, by IP and by the e-mail or phone number they name. Every POST
 * under /api/identity is limited: the named kinds below by their own windows, and anything else the
 * auth library serves (an endpoint a plugin adds tomorrow included) as a guess. Only AUTH_RATE_EXEMPT
 * passes uncounted. The address windows are kept per kind, not per endpoint: every one-time code,
 * reset token or unknown endpoint that names an address draws from one 'verify' budget, so a new
 * code or another endpoint does not buy new guesses (decision 0005).
 */
const SIGN_IN: TAuthRateRule = {
  name: 'sign-in',
  ip: { max: 30, windowMs: 5 * MINUTE },
  address: { max: 10, windowMs: 5 * MINUTE },
};
const SIGN_UP: TAuthRateRule = {
  name: 'sign-up',
  ip: { max: 20, windowMs: 60 * MINUTE },
  address: { max: 5, windowMs: 60 * MINUTE },
};
const SEND: TAuthRateRule = {
  name: 'send',
  ip: { max: 30, windowMs: 15 * MINUTE },
  address: { max: 5, windowMs: 15 * MINUTE },
};
/** Guesses at a one-time code or token: 10 per address per hour, whichever code and endpoint. */
const VERIFY: TAuthRateRule = {
  name: 'verify',
  ip: { max: 30, windowMs: 15 * MINUTE },
  address: { max: 10, windowMs: 60 * MINUTE },
};

/** Paths (below /api/identity, normalised by identityRatePath) by the kind of work they do. */
export const AUTH_RATE_RULES: { match: RegExp; rule: TAuthRateRule }[] = [
  // A password is checked.
  { match: /^\/(sign-in\/(email|phone-number)|verify-password|change-password)$/, rule: SIGN_IN },
  { match: /^\/sign-up\/email$/, rule: SIGN_UP },
  // An e-mail or SMS goes out.
  {
    match:
      /^\/(sign-in\/magic-link|request-password-reset|send-verification-email|change-email|forget-password\/email-otp|email-otp\/(send-verification-otp|request-password-reset|request-email-change)|phone-number\/(send-otp|request-password-reset))$/,
    rule: SEND,
  },
  // A one-time code or a reset token is checked.
  {
    match:
      /^\/(sign-in\/email-otp|reset-password|email-otp\/(verify-email|check-verification-otp|reset-password|change-email)|phone-number\/(verify|reset-password))$/,
    rule: VERIFY,
  },
];

/** The only identity POSTs not counted: they check nothing a caller could guess and send nothing. */
export const AUTH_RATE_EXEMPT = /^\/(sign-out|get-session)$/;

/**
 * One spelling per path, so the kind of a request does not depend on how its address is written:
 * percent-escapes decoded, letters lowered, repeated and trailing slashes dropped.
 */
export function identityRatePath(subPath: string): string {
  let path = subPath;
  try {
    path = decodeURIComponent(subPath);
  } catch {
    // left as it is: the request screen has already refused a broken escape
  }
  return `/${path.toLowerCase().split('/').filter(Boolean).join('/')}`;
}

/** The rule an identity POST is counted by, or null when it is exempt. */
export function authRateRule(subPath: string): TAuthRateRule | null {
  const path = identityRatePath(subPath);
  if (AUTH_RATE_EXEMPT.test(path)) return null;
  return AUTH_RATE_RULES.find((r) => r.match.test(path))?.rule ?? VERIFY;
}
