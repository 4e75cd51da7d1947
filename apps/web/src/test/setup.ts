import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrorState } from './console-error';
import { setTestPublicConfig } from './fake-api';
import { fakeMatchMedia } from './match-media';
import './preload-on-demand';
import { resetBetweenTests } from './reset-between-tests';

// findBy… and waitFor wait for what the screen will show. Their 1 s default is a bound on waiting,
// not a speed target: beside the browser journeys in npm test's other lane, a screen that renders
// after a fetch took longer than that, and eleven tests failed there that pass alone.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
const defaults = { matchMedia: window.matchMedia };

// jsdom has no ResizeObserver; Radix (e.g. Checkbox) measures with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// console.error fails a test unless the test expects it (see allowConsoleError).
let consoleError: { mock: { calls: unknown[][] } };
beforeEach(() => {
  consoleErrorState.allowed = false;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The deployment's public config as the tests mostly meet it; a file's own hooks change it after.
  setTestPublicConfig();
});
afterEach(() => {
  // Module state back to a fresh page's whatever the test did (src/test/reset-between-tests.ts).
  // This runs after the file's own afterEach hooks, and restores the console.error spy too.
  cleanup();
  const calls = [...consoleError.mock.calls];
  resetBetweenTests(defaults);
  if (calls.length > 0 && !consoleErrorState.allowed) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
