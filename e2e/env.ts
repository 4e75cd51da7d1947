import fs from 'node:fs';

/**
 * Settings shared by the Playwright config, the global setup and the fixtures. Everything the
 * browser tests read from the environment is read here.
 */

/** CI=true (or 1) makes a missing browser a failure instead of a skip. */
export const isCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The browser, from Debian's packages (never the browsers `npx playwright install` would download):
 * its headless shell (chromium-headless-shell) when installed, else chromium itself. The shell is
 * the same Blink and V8 without the browser's windowing and UI; the journeys cost Chromium 28 % less
 * CPU in it (decision 0090), as Playwright's own headless runs use it. CHROMIUM_PATH chooses another.
 */
const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || BROWSERS.find(isExecutable) || BROWSERS[1]!;

export const chromiumAvailable = isExecutable(CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The product under test listens here (a fixed port nothing else on the machine uses). */
export const PORT = Number(process.env.E2E_PORT || 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's chromium-headless-shell or chromium ` +
  '(apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH. Never run `npx playwright install` here.';
