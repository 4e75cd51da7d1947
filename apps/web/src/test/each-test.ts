import { afterEach, beforeEach, vi } from 'vitest';
import { setTestPublicConfig } from './fake-api';
import { resetToasts } from './render-in-app';

type TOptions = {
  /** What this file's tests change in the test public config. */
  config?: Parameters<typeof setTestPublicConfig>[0];
  /** Fake timers for each test: `true` for the defaults, or the options to install them with. */
  fakeTimers?: true | Parameters<typeof vi.useFakeTimers>[0];
};

/**
 * Registers the hooks a screen's tests share. Before each test: the public config (and fake timers
 * when asked). After it: no toast left for the next Toaster, real timers, fetch and other spies
 * restored, and an empty localStorage (where the screens keep their local settings).
 */
export function setUpEachTest({ config, fakeTimers }: TOptions = {}) {
  beforeEach(() => {
    setTestPublicConfig(config);
    if (fakeTimers) vi.useFakeTimers(fakeTimers === true ? undefined : fakeTimers);
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
