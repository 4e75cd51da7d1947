/**
 * Fixed-window counters kept in process memory. One process serves the embedded default; with
 * several API processes each enforces its own window (see docs/decisions/0005).
 */
export type TRateRule = { max: number; windowMs: number };

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers the seconds to wait when the rule is exceeded. */
  hit(key: string, rule: TRateRule): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + rule.windowMs });
      this.sweep(now);
      return { allowed: true };
    }
    entry.count += 1;
    if (entry.count > rule.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    }
    return { allowed: true };
  }

  private sweep(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
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
