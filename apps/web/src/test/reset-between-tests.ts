import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetLearnedRules } from '@/features/replies/lib/learned-rules';
import { authClient } from '@/lib/auth/auth-client';
import { resetToasts } from './render-in-app';

/**
 * The test files share one module graph per worker (vite.config.ts: isolate: false), so whatever a
 * module keeps at its top level outlives the test that set it. This puts every piece of it back
 * the way a freshly opened page has it, after each test (src/test/setup.ts). A module that gains
 * such state gets its reset here, not in the test files that happen to notice it.
 */
export function resetBetweenTests(defaults: { matchMedia: typeof window.matchMedia }): void {
  // React trees first: their effects' clean-ups still see the test's timers and fakes.
  cleanup();
  document.body.innerHTML = '';
  // sonner keeps its toasts at module level and replays live ones to the next Toaster.
  resetToasts();
  // The auth client's memory: no session, no recovery link, no listener of an unmounted tree.
  const client = authClient as unknown as {
    session: unknown;
    recoveryToken: string | null;
    listeners: Set<unknown>;
  };
  client.session = null;
  client.recoveryToken = null;
  client.listeners.clear();
  // Rules learned from edits, waiting for confirmation (kept in memory only).
  forgetLearnedRules();
  // What the local settings, the outbox and the one-time notices keep: the browser's storage.
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  window.matchMedia = defaults.matchMedia;
  vi.useRealTimers();
  vi.restoreAllMocks();
}
