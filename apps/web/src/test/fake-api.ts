import { vi } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { setPublicConfig } from '@/lib/public-config';

export const TEST_SESSION: TSession = {
  access_token: 'token-1',
  token_type: 'bearer',
  expires_at: 2_000_000_000,
  user: { id: 'u1', email: 'ada@example.com', user_metadata: { avatar_url: null } },
};

type TRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /api/onboarding/status's answer for TEST_SESSION's user, approved off the waitlist. */
export const onboardingStatus = (completed: boolean) =>
  json({
    onboarding_completed: completed,
    is_approved: true,
    waitlist_status: 'APPROVED',
    username: 'ada@example.com',
    email: 'ada@example.com',
    avatar_url: null,
  });

/** Answers each call with the next handler; the last one repeats. */
export function sequence(...handlers: (() => Response | Promise<Response>)[]) {
  let i = 0;
  return () => handlers[Math.min(i++, handlers.length - 1)]!();
}

/** Fakes the server at the network edge: routes keyed by "METHOD /path". Unknown calls fail the test. */
export function fakeApi(routes: Record<string, TRoute>) {
  const calls: { method: string; path: string; url: URL; init: RequestInit | undefined }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path: url.pathname, url, init });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`unexpected request ${method} ${url.pathname}`);
    return route(url, init);
  });
  return { calls, spy };
}

/** Another deployment's public config: public pages must show its name and links, not the defaults. */
export const REPLYSTER_CONFIG = {
  product_name: 'Replyster',
  waitlist_url: 'https://example.org/w',
  google_sign_in: true,
  dev_outbox: false,
};

/** Sets the public config the app reads, from test defaults plus `overrides`. */
export function setTestPublicConfig(overrides: Partial<Parameters<typeof setPublicConfig>[0]> = {}) {
  setPublicConfig({
    product_name: 'Gatling',
    price_monthly_usd: 19,
    trial_days: 7,
    waitlist_url: 'https://waitlist.example.com',
    google_sign_in: false,
    team_email_domain: null,
    dev_outbox: true,
    twitter_sandbox: true,
    // Bluesky as the tests mostly meet it, at a service the operator named: the app-password form.
    bluesky_sandbox: false,
    billing_test_mode: true,
    billing_off: false,
    llm_offline: true,
    llm_provider: 'offline',
    llm_model: null,
    // The quickstart: the dev outbox stands in for SMS, the sandbox network for X.
    phone_sign_in: true,
    twitter_configured: true,
    demo_mode: false,
    stand_ins: ['email', 'sms', 'twitter'],
    ...overrides,
  });
}
