import { useCallback, useEffect, useRef, useState } from 'react';
import type { TMonitorStatus } from '@gatling/shared/api/monitor';
import { TIMINGS } from '@gatling/shared/spec';
import { ApiError, serverDetail } from '@/lib/api-error';
import { getMonitorStatus } from '../api/get-monitor-status';
import { triggerMonitor } from '../api/trigger-monitor';
import { REPLIES_COPY } from '../texts';

export type TCheckState =
  | { phase: 'idle' }
  | { phase: 'running'; status: TMonitorStatus | null }
  | { phase: 'done'; status: TMonitorStatus }
  | { phase: 'failed'; message: string };

/** Polls in a row that may fail without failing the run: a blip on a phone is not a failed run. */
const MISSED_POLLS_ALLOWED = 3;

/** No answer, or the server's own trouble: worth asking again at the next tick. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(id);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * "Check for new posts" from the empty review stack: starts a monitor run, polls its status every
 * 2 s until it is complete (spec §7), then calls `onComplete` (refetching the pending drafts). A
 * FAILED run shows its error_message. A poll without an answer (or a 5xx) is retried at the next
 * tick, three in a row end it. Polling stops when the screen goes away.
 */
export function useCheckForPosts(onComplete: () => Promise<unknown>) {
  const [state, setState] = useState<TCheckState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const { signal } = own;
    setState({ phase: 'running', status: null });
    let runId: string | null = null;
    try {
      runId = (await triggerMonitor()).monitor_run_id;
      let missed = 0;
      for (;;) {
        if (signal.aborted) return;
        let status: TMonitorStatus;
        try {
          status = await getMonitorStatus(runId, signal);
          missed = 0;
        } catch (error) {
          missed += 1;
          if (signal.aborted || !isTransient(error) || missed >= MISSED_POLLS_ALLOWED) throw error;
          await pause(TIMINGS.monitorPollMs, signal);
          continue;
        }
        if (signal.aborted) return;
        if (status.is_complete) {
          if (status.status === 'FAILED') {
            setState({ phase: 'failed', message: status.error_message ?? REPLIES_COPY.empty.failed });
            return;
          }
          await complete.current();
          if (!signal.aborted) setState({ phase: 'done', status });
          return;
        }
        setState({ phase: 'running', status });
        await pause(TIMINGS.monitorPollMs, signal);
      }
    } catch (error) {
      if (signal.aborted) return;
      const fallback = runId === null ? REPLIES_COPY.empty.triggerFailed : REPLIES_COPY.empty.failed;
      setState({ phase: 'failed', message: serverDetail(error) ?? fallback });
    }
  }, []);

  return { state, start };
}
