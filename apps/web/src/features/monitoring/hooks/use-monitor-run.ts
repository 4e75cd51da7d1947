import { useCallback, useEffect, useRef, useState } from 'react';
import type { TMonitorRunStatus, TMonitorStatus } from '@gatling/shared/api/monitoring';
import { runMonitor } from '../lib/run-monitor';
import { useRunEvents } from './use-run-events';

export type TMonitorPhase = 'idle' | 'starting' | 'running' | 'completed' | 'failed';

export type TMonitorRun = {
  phase: TMonitorPhase;
  /** The id of the run the trigger answered, or null until it has (or when it refused). */
  runId: string | null;
  /** The latest status polled, or null before the first answer. */
  run: TMonitorStatus | null;
  /** 0..100 (0 until the first answer). */
  progress: number;
  status: TMonitorRunStatus | null;
  /** Why the last start failed (MonitorRunFailedError, an ApiError, ...), or null. */
  error: unknown;
  /**
   * Triggers a run and polls it until it is complete (see runMonitor). Resolves with the finished
   * run and rejects as runMonitor does. A second call while one is under way joins it.
   */
  start: () => Promise<TMonitorStatus>;
};

/**
 * One monitor run at a time for a component; leaving the component stops the polling. The status
 * is read again on each live event about the run, or every 2 s while the stream is down.
 */
export function useMonitorRun(): TMonitorRun {
  const [phase, setPhase] = useState<TMonitorPhase>('idle');
  const [runId, setRunId] = useState<string | null>(null);
  const [run, setRun] = useState<TMonitorStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef<Promise<TMonitorStatus> | null>(null);
  const nextTick = useRunEvents();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    if (inFlight.current) return inFlight.current;
    const abort = new AbortController();
    controller.current = abort;
    setPhase('starting');
    setRunId(null);
    setRun(null);
    setError(null);
    const promise = runMonitor({
      signal: abort.signal,
      onTriggered: setRunId,
      nextTick,
      onStatus: (next) => {
        setRun(next);
        setPhase(next.is_complete ? (next.status === 'FAILED' ? 'failed' : 'completed') : 'running');
      },
    })
      .catch((reason: unknown) => {
        // Unmounted: nobody is left to show anything to.
        if (!abort.signal.aborted) {
          setError(reason);
          setPhase('failed');
        }
        throw reason;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = promise;
    return promise;
  }, [nextTick]);

  return { phase, runId, run, progress: run?.progress ?? 0, status: run?.status ?? null, error, start };
}
