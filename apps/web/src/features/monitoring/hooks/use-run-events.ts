import { useCallback, useRef } from 'react';
import { TIMINGS } from '@gatling/shared/spec';
import { useLiveEvent, useLiveStatus } from '@/lib/live/live-events';
import { wait } from '../lib/run-monitor';

/** While the stream is up, a run's status is still read now and then in case an event is lost. */
export const LIVE_SAFETY_POLL_MS = 15_000;

/**
 * runMonitor's nextTick driven by the live stream: while it is up, the status is read again as
 * soon as a monitor.progress or monitor.finished event names the run (or after a slow safety
 * interval); while it is down, every 2 s (docs/product/limits.md#timings).
 */
export function useRunEvents(): (runId: string, signal: AbortSignal) => Promise<void> {
  const status = useLiveStatus();
  const up = useRef(status === 'up');
  up.current = status === 'up';
  const waiting = useRef(new Map<string, Set<() => void>>());
  // Runs with an event that came while nobody waited (during a status read): the next tick is at once.
  const unread = useRef(new Set<string>());

  useLiveEvent((event) => {
    if (event.type !== 'monitor.progress' && event.type !== 'monitor.finished') return;
    const wakers = waiting.current.get(event.monitor_run_id);
    if (!wakers || wakers.size === 0) {
      unread.current.add(event.monitor_run_id);
      return;
    }
    waiting.current.delete(event.monitor_run_id);
    for (const wake of wakers) wake();
  });

  return useCallback((runId, signal) => {
    if (!up.current) return wait(TIMINGS.monitorPollMs, signal);
    if (unread.current.delete(runId)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const wakers = waiting.current.get(runId) ?? new Set<() => void>();
      waiting.current.set(runId, wakers);
      const settle = () => {
        wakers.delete(done);
        window.clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      };
      const done = () => {
        settle();
        resolve();
      };
      const onAbort = () => {
        settle();
        reject(signal.reason as Error);
      };
      wakers.add(done);
      // Quiet for too long (an event lost between reconnections): read the status anyway.
      const timer = window.setTimeout(done, LIVE_SAFETY_POLL_MS);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }, []);
}
