import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { BASE_URL } from '../env';
import { audit, settle, violations } from '../fixtures/axe';
import { seedDrafts } from '../fixtures/drafts';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser, createConfirmedUser } from '../fixtures/users';

/**
 * axe on every screen (serious and critical violations fail), at a phone and a desktop width, in
 * both themes. One browser context per width × theme walks all the screens: signed out first,
 * then as a user half-way through onboarding, then as a user with drafts to review. A toast is
 * shown once and checked too.
 */
type TScreen = { path: string; ready: (page: Page) => Locator };
type TState = Awaited<ReturnType<BrowserContext['storageState']>>;

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const PUBLIC: TScreen[] = [
  { path: '/', ready: h1('Tell your story at scale.') },
  { path: '/pricing', ready: (page) => page.getByText('/month', { exact: true }) },
  { path: '/auth', ready: h1(/^Welcome to/) },
];

const ONBOARDING: TScreen[] = [
  ...[1, 2, 3, 4, 5, 6].map((step) => ({
    path: `/onboarding?step=${step}`,
    ready: (page: Page) => page.getByText(`Step ${step} of 6`),
  })),
  { path: '/subscription/success', ready: (page) => page.getByText('Processing your subscription...') },
];

const APP: TScreen[] = [
  { path: '/replies', ready: (page) => page.getByTestId('top-card') },
  { path: '/scheduled-replies', ready: h1('Scheduled') },
  { path: '/your-feed', ready: (page) => page.getByText('Feature Coming soon...') },
  { path: '/your-style', ready: h1('Your Speaking Style') },
  { path: '/reply-rules', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/business', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/communities', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/notifications', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/chat', ready: (page) => page.getByRole('textbox').first() },
  { path: '/settings', ready: h1('Settings') },
  // Without a plan the paywall opens over it (and hides the page from the accessibility tree).
  { path: '/analytics', ready: (page) => page.locator('h1', { hasText: 'Analytics' }) },
  { path: '/current-subscription', ready: h1('Your Subscription') },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Calls that only the screen's content waits for (not the session, config or onboarding status). */
const isContentCall = (url: URL) =>
  url.pathname.startsWith('/api/') &&
  !/^\/api\/(session|identity|config|public-config|onboarding\/status)/.test(url.pathname);

/** How many loading states were audited (logged, so a run that saw none is noticed). */
let loadingAudits = 0;

/**
 * Audits a screen once it has loaded and settled, and with `loading` also before: while its content
 * is still loading (its calls held back, so the skeletons show).
 */
async function visit(page: Page, screen: TScreen, where: string, loading: boolean): Promise<string[]> {
  if (!loading) {
    await page.goto(screen.path);
    await expect(screen.ready(page).first()).toBeVisible({ timeout: 20_000 });
    await settle(page);
    return audit(page, `${where} ${screen.path}`);
  }
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined);
  };
  await page.route(isContentCall, hold);
  const found: string[] = [];
  try {
    await page.goto(screen.path);
    // The rest of the page is audited once loaded: here only what stands in for the content.
    const busy = page.locator('[aria-busy="true"]').first();
    if (
      await busy.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    ) {
      found.push(...(await audit(page, `${where} ${screen.path} (loading)`, '[aria-busy="true"]')));
      loadingAudits += 1;
    }
  } finally {
    release();
    await page.unroute(isContentCall, hold);
  }
  await expect(screen.ready(page).first()).toBeVisible({ timeout: 20_000 });
  await settle(page);
  found.push(...(await audit(page, `${where} ${screen.path}`)));
  return found;
}

/** The guard's pulsing 'Loading...' while the onboarding status is on its way. */
async function visitGuard(page: Page, where: string): Promise<string[]> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const status = '**/api/onboarding/status';
  const hold = async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined);
  };
  await page.route(status, hold);
  try {
    await page.goto('/settings');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    return await audit(page, `${where} guard (loading)`);
  } finally {
    release();
    await page.unroute(status, hold);
  }
}

// The audit itself: on a page made to break three rules, it names each (a check that sees nothing
// would pass every screen).
test('the audit names what a page breaks: a picture without words, faint text, a name without its label', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken on purpose</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">faint words</p>
    <button aria-label="Close the dialog">Send</button>
  </main></body></html>`);
  const ids = (await violations(page)).map((v) => v.id).sort();
  expect(ids).toEqual(['color-contrast', 'image-alt', 'label-content-name-mismatch']);
  expect(await audit(page, 'broken page')).toHaveLength(3);
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  // The eight walks (two per width × theme) are independent: every worker takes some.
  test.describe.configure({ mode: 'parallel' });
  let reviewer: TState;
  let newcomer: TState;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    try {
      const page = await context.newPage();
      await createCompletedUser(page);
      expect(await seedDrafts(page), 'drafts to review').toBeGreaterThan(0);
      reviewer = await context.storageState();
      await context.clearCookies();
      await createConfirmedUser(page);
      newcomer = await context.storageState();
    } finally {
      await context.close();
    }
  });

  /**
   * The screens, in two walks per width and theme (each about half a minute in CI, where one walk
   * of all of them took up to 78 s): what anyone sees before and while setting up, and the app.
   */
  type TWalk = (page: Page, context: BrowserContext, where: string, loading: boolean) => Promise<string[]>;
  const WALKS: { name: string; walk: TWalk }[] = [
    {
      name: 'the public and onboarding screens',
      walk: async (page, context, where, loading) => {
        const found: string[] = [];
        for (const screen of PUBLIC) found.push(...(await visit(page, screen, where, loading)));
        await context.addCookies(newcomer.cookies);
        for (const screen of ONBOARDING) found.push(...(await visit(page, screen, where, loading)));
        return found;
      },
    },
    {
      name: 'the app’s screens and a toast',
      walk: async (page, context, where, loading) => {
        await context.addCookies(reviewer.cookies);
        const found = await visitGuard(page, where);
        for (const screen of APP) found.push(...(await visit(page, screen, where, loading)));
        // A toast, shown once: saving the settings.
        await page.goto('/settings');
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await expect(toast(page, 'Settings saved successfully')).toBeVisible();
        await settle(page);
        found.push(...(await audit(page, `${where} toast`)));
        return found;
      },
    },
  ];

  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      for (const { name, walk } of WALKS) {
        test(`${name} at ${viewport.width} px in the ${theme} theme`, async ({ browser }) => {
          const context = await browser.newContext({
            baseURL: BASE_URL,
            viewport: { width: viewport.width, height: viewport.height },
            reducedMotion: 'reduce',
          });
          const where = `${viewport.name} ${theme}`;
          // Loading states are audited at the phone width in the light theme and at the desktop
          // width in the dark one: each width and each theme once, at half the time of all four.
          const loading = (viewport.name === 'mobile') === (theme === 'light');
          let found: string[];
          try {
            await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
            const page = await context.newPage();
            found = await walk(page, context, where, loading);
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          } finally {
            await context.close();
          }
          console.log(
            `[axe ${where}, ${name}] loading states audited: ${loadingAudits}; serious/critical: ${found.length}`,
          );
          loadingAudits = 0;
          expect(found, `serious/critical axe violations (${where}, ${name})`).toEqual([]);
        });
      }
    }
  }
});
