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

/** Which identity endpoints are limited, by IP and by the e-mail or phone number they name. */
export const AUTH_RATE_RULES: { match: RegExp; name: string; ip: TRateRule; address: TRateRule }[] = [
  {
    match: /^\/sign-in\/(email|email-otp|magic-link|phone-number)$/,
    name: 'sign-in',
    ip: { max: 30, windowMs: 5 * MINUTE },
    address: { max: 10, windowMs: 5 * MINUTE },
  },
  {
    match: /^\/sign-up\/email$/,
    name: 'sign-up',
    ip: { max: 20, windowMs: 60 * MINUTE },
    address: { max: 5, windowMs: 60 * MINUTE },
  },
  {
    match:
      /^\/(request-password-reset|send-verification-email|email-otp\/send-verification-otp|phone-number\/send-otp|sign-in\/magic-link)$/,
    name: 'send',
    ip: { max: 30, windowMs: 15 * MINUTE },
    address: { max: 5, windowMs: 15 * MINUTE },
  },
  {
    match: /^\/(email-otp\/verify-email|phone-number\/verify|reset-password)$/,
    name: 'verify',
    ip: { max: 30, windowMs: 15 * MINUTE },
    address: { max: 10, windowMs: 15 * MINUTE },
  },
];
