import type { TJobName, TJobSignal } from '../context';

/**
 * An in-process signal: the API nudges, a worker in the same process listens. Each process makes
 * its own (app.ts), so the nudges it owes are its own too.
 */
export function createJobSignal(): TJobSignal {
  const listeners = new Set<(name: TJobName) => void>();
  const owed = new Set<TJobName>();
  const nudge = (name: TJobName) => {
    for (const listener of listeners) listener(name);
  };
  return {
    nudge,
    defer: (name) => void owed.add(name),
    release: (name) => {
      if (owed.delete(name)) nudge(name);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
