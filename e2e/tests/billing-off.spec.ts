import { PORT } from '../env';
import { expect, test } from '../fixtures/test';
import { startOwnServer, type TOwnServer } from '../fixtures/own-server';
import { createConfirmedUser, markOnboardingComplete, sessionOf } from '../fixtures/users';

// A second product, started by this file alone with BILLING=off (the shared one keeps the test-mode
// checkout the other journeys use), on its own port and data folder.
const OFF_PORT = PORT + 3;
const OFF_URL = `http://127.0.0.1:${OFF_PORT}`;

let server: TOwnServer | null = null;

test.describe('a server without subscriptions (BILLING=off)', () => {
  test.use({ baseURL: OFF_URL });
  test.beforeAll(async () => {
    // Starting a server of its own: fast alone (under 10 s), minutes while the other workers' journeys
    // fill both cores; a bound on waiting, never a speed target.
    test.setTimeout(180_000);
    server = await startOwnServer(OFF_PORT, { STRIPE_SECRET_KEY: '', BILLING: 'off' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('onboarding, pricing and Settings say every feature is included; no price, trial or checkout anywhere', async ({
    page,
  }) => {
    await createConfirmedUser(page);

    // Onboarding's trial step says so, and its Next Step goes on.
    await page.goto('/onboarding?step=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Everything Included' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Every feature is included' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get Started!' })).toBeVisible();
    await markOnboardingComplete(page);

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Every feature is included' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$');
    await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue to the app' }).click();
    await expect(page).toHaveURL(/\/replies$/);

    await page.goto('/current-subscription');
    await expect(page.getByRole('note', { name: 'Every feature is included' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // The API agrees: no checkout, and no test-mode page.
    const session = await sessionOf(page);
    const checkout = await page.request.post('/api/checkout/create', {
      headers: { authorization: `Bearer ${session?.access_token ?? ''}` },
    });
    expect(checkout.status()).toBe(409);
    expect(((await checkout.json()) as { detail: string }).detail).toBe(
      'Subscriptions are turned off on this server: every feature is available.',
    );
    // (A GET of an unknown path is the web app's own "not found" page, as everywhere.)
    const testCheckout = '/billing/test-checkout/cs_test_0';
    expect(await (await page.request.get(testCheckout)).text()).not.toContain('Test mode');
    expect((await page.request.post(`${testCheckout}/complete`)).status()).toBe(404);
  });
});
