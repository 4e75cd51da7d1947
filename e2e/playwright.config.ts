import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable, isCI, PORT } from './env';

/**
 * Browser tests: the built product (npm run build) served by the real server on a throwaway data
 * folder, driven by Debian's headless Chromium. Sized for a 2-core machine: the journeys mostly
 * wait (on a reply's undo window, a monitoring run, an inbox read every few seconds), so four
 * workers keep about two cores busy where two kept a third of that.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  outputDir: './test-results/artifacts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  forbidOnly: isCI,
  // In CI a journey gets two more tries: on a starved machine CI once saw even the placeholder
  // screen's journey miss its 20 s, and three journeys miss twice. A journey that fails three times
  // fails; one that passed only on a retry is listed as flaky in the report.
  retries: isCI ? 2 : 0,
  workers: 4,
  reporter: 'list',
  // Bounds on waiting, never speed targets (those are benchmarks): on a slow day a journey took 51 s
  // and a sign-in 10 s while the other worker's monitoring run held the server's embedded database.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    // A failed journey keeps its trace: each action with the page's DOM before and after, the
    // network and the console. Not the screencast (trace screenshots): it made the browser draw and
    // encode a frame for every change on every page, and doubled Chromium's CPU over the suite.
    // In CI only a retry records one (a journey that fails fails twice there, and the second run has
    // its trace): recording every passing journey's DOM was a sixth of the suite's CPU (decision 0089).
    trace: {
      mode: isCI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    // `npm test`: the tests.
    { name: 'chromium', testDir: './tests', use: chromium },
    // `npm run screenshots`: pictures for a human to review (docs/screenshots/ and
    // test-results/screenshots/), compared against nothing, so not part of the tests.
    { name: 'screenshots', testDir: './screenshots', use: chromium },
  ],
  // No browser outside CI: nothing will run, so do not start the product either.
  webServer:
    chromiumAvailable || isCI
      ? {
          command: 'node serve.mjs',
          url: `${BASE_URL}/healthz`,
          reuseExistingServer: false,
          timeout: 120_000,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            PORT: String(PORT),
            PUBLIC_URL: BASE_URL,
            LOG_LEVEL: 'warn',
            RATE_LIMIT_DISABLED: 'true',
            // Monitoring runs only when a test asks for one: a periodic run queued for every new user
            // with sources would fill stacks that tests expect to find empty.
            MONITOR_INTERVAL_MINUTES: '0',
            // A published reply's figures are read at once, so the analytics journey need not wait.
            OUTCOME_FIRST_READ_MINUTES: '0',
            // The author of a post answers a user's first reply within seconds (minutes on the
            // defaults), and inboxes are read every few seconds: the conversation journey need not wait.
            SANDBOX_FIRST_ANSWER_SECONDS: '5',
            CONVERSATIONS_READ_SECONDS: '3',
            // Always the embedded database and the dev outbox, whatever the shell has set.
            DATABASE_URL: '',
            SMTP_URL: '',
            PRODUCT_NAME: 'Gatling',
          },
        }
      : undefined,
});
