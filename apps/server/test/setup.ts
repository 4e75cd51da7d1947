import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrorState } from './console-error';

// console.error fails a test unless the test expects it (see allowConsoleError): an auth library
// or driver that logs an error is a failure we want to see, not noise.
let consoleError: { mock: { calls: unknown[][] }; mockRestore: () => void };
beforeEach(() => {
  consoleErrorState.allowed = false;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockRestore();
  // Files share their worker (isolate: false): what a test faked or stubbed ends with it, even when
  // the test failed before undoing it, so the next test (of this file or another) starts clean.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  if (calls.length > 0 && !consoleErrorState.allowed) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
