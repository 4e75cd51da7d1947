import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamAccessGrants } from '../../db/schema/billing';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { assertCanInteract } from './plan-gate';

const t = useTestApp();
// Same database, other configurations: rate limits on, and a team domain.
const limited = useTestApp({ RATE_LIMIT_DISABLED: 'false' }, { shareDatabaseOf: t });
const team = useTestApp({ TEAM_EMAIL_DOMAIN: 'Team.Example' }, { shareDatabaseOf: t });

const SITE = 'http://localhost:3000';

describe('checkout rate limit', () => {
  test('five checkouts per user per 10 minutes across both routes, then 429 with Retry-After', async () => {
    const kit = billingKit(limited);
    const gil = await t.signUpAndConfirm(uniqueEmail('gil'));
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    for (let i = 0; i < 3; i += 1) await kit.checkoutUrl(await kit.checkoutCreate(gil));
    for (let i = 0; i < 2; i += 1) {
      await kit.checkoutUrl(
        await kit.createCheckout(gil, { success_url: `${SITE}/s`, cancel_url: `${SITE}/c` }),
      );
    }
    for (const res of [
      await kit.checkoutCreate(gil),
      await kit.createCheckout(gil, { success_url: `${SITE}/s`, cancel_url: `${SITE}/c` }),
    ]) {
      const err = await expectErrorBody(res, 429);
      expect(err).toMatchObject({
        code: 'RATE_LIMITED',
        detail: 'Too many requests. Please try again in a few minutes.',
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    // Another user has a budget of their own.
    await kit.checkoutUrl(await kit.checkoutCreate(hal));
  });
});

describe('POST /api/subscription/skip-trial', () => {
  test('a team member skips the trial and has full access, with no subscription to cancel', async () => {
    const kit = billingKit(team);
    const ida = await t.signUpAndConfirm(uniqueEmail('ida').replace('@example.com', '@team.example'));
    expect(await kit.status(ida)).toMatchObject({ is_active: false, team_member: true, team_access: false });

    for (let i = 0; i < 2; i += 1) {
      const res = await team.request('/api/subscription/skip-trial', {
        method: 'POST',
        headers: bearer(ida),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    const status = await kit.status(ida);
    expect(status).toMatchObject({
      is_active: true,
      payment_status: 'active',
      subscription_tier: 'monthly',
      renewal_date: null,
      cancel_at_period_end: false,
      trial_available: true,
      team_member: true,
      team_access: true,
    });
    expect(status.subscription_start_date).not.toBeNull();
    await expectErrorBody(await kit.checkoutCreate(ida), 409);
    expect((await expectErrorBody(await kit.cancel(ida), 404)).detail).toBe(
      'No active subscription to cancel',
    );
    await expect(
      assertCanInteract(t.database.db, { id: ida.user.id, email: ida.user.email, image: null }, team.config),
    ).resolves.toBeUndefined();

    // The grant counts only while the address is on the configured team domain.
    expect(await billingKit(t).status(ida)).toMatchObject({
      is_active: false,
      team_member: false,
      team_access: false,
    });
  });

  test('anyone else is refused (403), and nothing is recorded', async () => {
    const jo = await t.signUpAndConfirm(uniqueEmail('jo'));
    const lookalike = await t.signUpAndConfirm(
      uniqueEmail('kim').replace('@example.com', '@team.example.evil.com'),
    );
    for (const [app, session] of [
      [team, jo],
      [team, lookalike],
      [t, jo], // no TEAM_EMAIL_DOMAIN at all
    ] as const) {
      const err = await expectErrorBody(
        await app.request('/api/subscription/skip-trial', { method: 'POST', headers: bearer(session) }),
        403,
      );
      expect(err.detail).toBe('Only team members can skip the trial');
    }
    expect(
      await t.database.db.select().from(teamAccessGrants).where(eq(teamAccessGrants.userId, jo.user.id)),
    ).toEqual([]);
    await expectErrorBody(await team.request('/api/subscription/skip-trial', { method: 'POST' }), 401);
  });
});
