import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const SLOGAN = 'Tell your story at scale.';
const FEATURE_SWIPE = 'Swipe right to approve, left to ignore or up to edit AI-generated replies';
const FEATURE_TONE = 'No LLM slop. Everything in your tone';
const STEPS = ['Select Relevant Community', 'Tell your story', 'Swipe your replies'];

test.describe('landing page (/)', () => {
  test('shows the seven sections in the order of docs/product/screens.md#landing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: SLOGAN })).toBeVisible();

    const sections = page.locator('main > section');
    await expect(sections).toHaveCount(7);

    // 1. Hero
    await expect(sections.nth(0).getByRole('heading', { name: SLOGAN })).toBeVisible();
    // 2.–3. The two features
    await expect(sections.nth(1).getByRole('heading', { name: FEATURE_SWIPE })).toBeVisible();
    await expect(sections.nth(2).getByRole('heading', { name: FEATURE_TONE })).toBeVisible();
    // 4. How it works, with its three steps in order
    const how = sections.nth(3);
    await expect(how.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(how.getByRole('listitem')).toHaveCount(3);
    for (const [i, step] of STEPS.entries()) {
      await expect(how.getByRole('listitem').nth(i).getByRole('heading', { name: step })).toBeVisible();
    }
    // 5. Trusted By, six placeholder logos
    const trusted = sections.nth(4);
    await expect(trusted.getByRole('heading', { name: /trusted by/i })).toBeVisible();
    await expect(trusted.getByRole('img')).toHaveCount(6);
    // 6. Closing call to action: something to act on that leads into the product
    await expect(
      sections
        .nth(5)
        .getByRole('link', { name: /get started|sign in|start|join/i })
        .first(),
    ).toBeVisible();
    // 7. The legal accordion
    const legal = sections.nth(6);
    await expect(legal.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
    await expect(legal.getByRole('button', { name: 'Terms of Service' })).toBeVisible();

    // And they stack top to bottom in that order.
    const tops: number[] = [];
    for (let i = 0; i < 7; i += 1) tops.push((await sections.nth(i).boundingBox())?.y ?? Number.NaN);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('header: product name, Pricing and Sign In links; Join Waitlist opens a new tab and makes no API call', async ({
    page,
    context,
  }) => {
    const config = (await (await page.request.get('/api/public-config')).json()) as {
      waitlist_url: string;
      product_name: string;
    };
    // The machine has no internet: answer the external waitlist page locally.
    await context.route(`${new URL(config.waitlist_url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Waitlist</title><h1>Waitlist</h1>' }),
    );

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: config.product_name })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    const waitlist = header.getByRole('link', { name: /Join Waitlist/ });
    await expect(waitlist).toHaveAttribute('target', '_blank');
    await expect(waitlist).toHaveAttribute('href', config.waitlist_url);
    await expect(waitlist).toHaveAttribute('rel', /noopener/);

    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === new URL(page.url()).origin && url.pathname.startsWith('/api/'))
        apiCalls.push(`${req.method()} ${url.pathname}`);
    });
    const [popup] = await Promise.all([context.waitForEvent('page'), waitlist.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(config.waitlist_url);
    await popup.close();
    await expect(page).toHaveURL(/\/$/);
    expect(apiCalls, 'API calls made by joining the waitlist').toEqual([]);
  });

  test('Sign In is hidden on a small screen (360px) and shown on a wide one', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Join Waitlist/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    // Nothing sticks out sideways at 360px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px at 360px').toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('legal accordion: one section open at a time, each in a 400px scroll box', async ({ page }) => {
    await page.goto('/');
    const privacyButton = page.getByRole('button', { name: 'Privacy Policy' });
    const termsButton = page.getByRole('button', { name: 'Terms of Service' });
    const privacy = page.getByRole('region', { name: 'Privacy Policy', exact: true });
    const terms = page.getByRole('region', { name: 'Terms of Service', exact: true });

    await expect(privacyButton).toHaveAttribute('aria-expanded', 'false');
    await expect(termsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(privacy).toBeHidden();
    await expect(terms).toBeHidden();

    await privacyButton.click();
    await expect(privacyButton).toHaveAttribute('aria-expanded', 'true');
    await expect(privacy).toBeVisible();
    await expect(terms).toBeHidden();
    await expectScrollBox400(privacy);

    await termsButton.click();
    await expect(termsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(privacyButton).toHaveAttribute('aria-expanded', 'false');
    await expect(terms).toBeVisible();
    await expect(privacy).toBeHidden();
    await expectScrollBox400(terms);

    // What the legal text covers.
    const termsText = (await terms.innerText()).toLowerCase();
    expect(termsText).toMatch(/7-day free trial/);
    expect(termsText).toMatch(/cancel/);
    await privacyButton.click();
    const privacyText = (await privacy.innerText()).toLowerCase();
    expect(`${privacyText} ${termsText}`).toMatch(/swipe/);
    expect(`${privacyText} ${termsText}`).toMatch(/oauth/);

    // Collapsible: closing the open one leaves none open.
    await privacyButton.click();
    await expect(privacy).toBeHidden();
    await expect(terms).toBeHidden();
  });
});

async function expectScrollBox400(box: Locator): Promise<void> {
  const metrics = await box.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    overflowY: getComputedStyle(el).overflowY,
    scrollable: el.scrollHeight > el.clientHeight,
  }));
  expect(metrics.height).toBeCloseTo(400, 0);
  expect(['auto', 'scroll']).toContain(metrics.overflowY);
  expect(metrics.scrollable, 'the legal text is longer than its box and scrolls').toBe(true);
}
