import { beforeEach, vi } from 'vitest';
import { setTestPublicConfig } from './fake-api';

type TOptions = {
  /** What this file's tests change in the test public config. */
  config?: Parameters<typeof setTestPublicConfig>[0];
  /** Fake timers for each test: `true` for the defaults, or the options to install them with. */
  fakeTimers?: true | Parameters<typeof vi.useFakeTimers>[0];
};

/**
 * Registers what a screen's tests share before each test: the public config (and fake timers when
 * asked). After each test src/test/setup.ts puts everything back for every file alike: no toast
 * left for the next Toaster, real timers, fetch and other spies restored, empty storage.
 */
export function setUpEachTest({ config, fakeTimers }: TOptions = {}) {
  beforeEach(() => {
    setTestPublicConfig(config);
    if (fakeTimers) vi.useFakeTimers(fakeTimers === true ? undefined : fakeTimers);
  });
}
