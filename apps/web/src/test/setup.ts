import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { consoleErrorState } from './console-error';
import { fakeMatchMedia } from './match-media';

// console.error fails a test unless the test expects it (see allowConsoleError).
let consoleError: { mock: { calls: unknown[][] }; mockRestore: () => void };
beforeEach(() => {
  consoleErrorState.allowed = false;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0 && !consoleErrorState.allowed) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});

if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

// jsdom has no ResizeObserver; Radix (e.g. Checkbox) measures with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
