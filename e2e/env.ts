import fs from 'node:fs';

/**
 * Settings shared by the Playwright config, the global setup and the fixtures. Everything the
 * browser tests read from the environment is read here.
 */

/** CI=true (or 1) makes a missing browser a failure instead of a skip. */
export const isCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

/** Debian's chromium; never the browsers `npx playwright install` would download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

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
  `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's chromium ` +
  '(apt-get install -y chromium) or set CHROMIUM_PATH. Never run `npx playwright install` here.';
