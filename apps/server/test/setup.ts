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
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0 && !consoleErrorState.allowed) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
