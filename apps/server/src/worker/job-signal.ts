import type { TJobName, TJobSignal } from '../context';

/** An in-process signal: the API nudges, a worker in the same process listens. */
export function createJobSignal(): TJobSignal {
  const listeners = new Set<(name: TJobName) => void>();
  return {
    nudge: (name) => {
      for (const listener of listeners) listener(name);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
