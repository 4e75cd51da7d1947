import { expect } from 'vitest';
import { ZCheckoutAnswer, ZSubscriptionStatus, type TSubscriptionStatus } from '@gatling/shared/api/billing';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, pathOf, type TTestApp } from '../harness';

/** Test helpers of the billing area, on an app made by createTestApp. */
export function billingKit(t: TTestApp) {
  const status = async (session: TSession): Promise<TSubscriptionStatus> => {
    const res = await t.request('/api/subscription/status', { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZSubscriptionStatus.strict().parse(await res.json());
  };
  const createCheckout = (session: TSession, body: unknown) =>
    t.post('/api/create_checkout', body, bearer(session));
  const checkoutCreate = (session: TSession) =>
    t.request('/api/checkout/create', { method: 'POST', headers: bearer(session) });
  const checkoutUrl = async (res: Response): Promise<string> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ZCheckoutAnswer.strict().parse(await res.json()).url;
  };
  const cancel = (session: TSession) =>
    t.request('/api/cancel_subscription', { method: 'POST', headers: bearer(session) });
  /** Goes through the test-mode checkout: the user is on the 7-day trial afterwards. */
  const startTrial = async (session: TSession) => {
    const page = pathOf(await checkoutUrl(await checkoutCreate(session)));
    expect((await t.request(`${page}/complete`, { method: 'POST' })).status).toBe(302);
  };
  return { status, createCheckout, checkoutCreate, checkoutUrl, cancel, startTrial };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** |a - b| within a minute: for times the server computed from its own "now". */
export function expectAround(iso: string | null, expectedMs: number): void {
  expect(iso).not.toBeNull();
  expect(Math.abs(new Date(iso!).getTime() - expectedMs)).toBeLessThan(60_000);
}
