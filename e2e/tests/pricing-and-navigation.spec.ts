import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createCompletedUser, createConfirmedUser, markOnboardingComplete } from '../fixtures/users';

const FEATURES = [
  'No daily limit on reviewing drafts',
  'Custom response rules',
  'Community access',
  'Priority support',
  'Advanced analytics',
];

const BOTTOM_NAV = [
  { path: '/your-style', label: 'Your Style' },
  { path: '/reply-rules', label: 'Reply Rules' },
  { path: '/business', label: 'Business' },
  { path: '/communities', label: 'Target Audience' },
  { path: '/notifications', label: 'Notifications' },
  { path: '/chat', label: 'Chat' },
  { path: '/analytics', label: 'Analytics' },
] as const;

/** The bottom navigation: the navigation landmark holding the tool links. */
const bottomNav = (page: Page) =>
  page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Your Style', exact: true }) });

test.describe('pricing page (/pricing)', () => {
  test('shows $19 /month and the five features', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('$19', { exact: true })).toBeVisible();
    await expect(page.getByText('/month', { exact: true })).toBeVisible();
    for (const feature of FEATURES) {
      await expect(
        page.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${feature}\\s*$`, 'i') }),
      ).toBeVisible();
    }
    // The header links back to the product.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

test.describe('bottom navigation', () => {
  test('is hidden on /auth and /onboarding, and for a completed user on / and /pricing', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Welcome to')).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);

    await createConfirmedUser(page); // lands on /onboarding, not completed
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Loading...')).toBeHidden();
    await expect(bottomNav(page)).toHaveCount(0);

    await markOnboardingComplete(page);
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(bottomNav(page)).toHaveCount(0);
    }
  });

  test('shows the tool items for a completed user, highlights the current one and labels each with a tooltip', async ({
    page,
  }) => {
    // A phone: the items are icons, and the tooltip is how their names show.
    await page.setViewportSize({ width: 390, height: 844 });
    await createCompletedUser(page);
    await page.goto('/your-style');
    const nav = bottomNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(BOTTOM_NAV.length);
    for (const [i, item] of BOTTOM_NAV.entries()) {
      const link = nav.getByRole('link').nth(i);
      await expect(link).toHaveAccessibleName(item.label);
      await expect(link).toHaveAttribute('href', item.path);
    }

    await expect(nav.getByRole('link', { name: 'Your Style' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    const tooltip = page.getByRole('tooltip');
    for (const item of BOTTOM_NAV) {
      await nav.getByRole('link', { name: item.label, exact: true }).hover();
      await expect(tooltip).toHaveText(item.label);
      // Leave the way a pointer does, in steps and away from the tooltip above the item: a single
      // jump reads as travelling towards the tooltip (its pointer-grace area) and keeps it open.
      const height = page.viewportSize()?.height ?? 720;
      await page.mouse.move(2, height - 2, { steps: 8 });
      await expect(tooltip).toBeHidden();
    }
    // Escape hides it while the pointer stays (WCAG 1.4.13); keyboard focus shows it too.
    await nav.getByRole('link', { name: 'Business', exact: true }).hover();
    await expect(tooltip).toHaveText('Business');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(2, 2);
    await nav.getByRole('link', { name: 'Chat', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip).toHaveText('Notifications');
    await page.keyboard.press('Tab');
    await expect(tooltip).toHaveText('Chat');

    await nav.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Your Style', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/your-feed shows the placeholder text', async ({ page }) => {
    await createCompletedUser(page);
    await page.goto('/your-feed');
    await expect(page.getByText('Feature Coming soon...', { exact: true })).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
  });
});
