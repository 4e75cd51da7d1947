import { CHROMIUM_PATH, chromiumAvailable, isCI, MISSING_CHROMIUM_MESSAGE } from './env';

/**
 * Runs once before the browser tests. Without a Chromium the run fails in CI; elsewhere every
 * test is skipped (see fixtures/test.ts) and this banner says so, loudly, so a green run without
 * a browser is never mistaken for a tested one.
 */
export default function globalSetup(): void {
  if (chromiumAvailable) return;
  if (isCI) throw new Error(`[e2e] ${MISSING_CHROMIUM_MESSAGE}`);
  const line = '!'.repeat(78);
  console.warn(
    [
      '',
      line,
      '!!  BROWSER TESTS SKIPPED: NO CHROMIUM',
      `!!  Looked for ${CHROMIUM_PATH}.`,
      '!!  Every end-to-end test is reported as skipped and the run exits 0.',
      "!!  Install Debian's chromium-headless-shell or chromium (apt-get install -y chromium chromium-headless-shell), or set CHROMIUM_PATH.",
      '!!  In CI (CI=true) a missing Chromium fails the run instead.',
      line,
      '',
    ].join('\n'),
  );
}
