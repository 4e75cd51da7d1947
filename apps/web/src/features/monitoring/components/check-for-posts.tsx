import { useState } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useMonitorRun } from '../hooks/use-monitor-run';
import { isAbortError, MonitorRunFailedError } from '../lib/run-monitor';
import { CHECK_FOR_POSTS_COPY as COPY } from '../texts';
import { SkippedPosts } from './skipped-posts';

type TCheck =
  | { phase: 'idle' }
  | { phase: 'checking' }
  /** `agoSeconds`: the server answered a run that had finished before the click (it runs at most once a minute). */
  | { phase: 'done'; run: TMonitorStatus; agoSeconds: number | null }
  | { phase: 'failed'; error: unknown };

/** A FAILED run says why; otherwise the server's words, or whether the run had started at all. */
function failureMessage(error: unknown, triggered: boolean): string {
  if (error instanceof MonitorRunFailedError) return error.run.error_message ?? COPY.failed;
  return serverDetail(error) ?? (triggered ? COPY.failed : COPY.triggerFailed);
}

type TProps = {
  /**
   * Called with the finished run (e.g. refetching the pending drafts); awaited before "done". New
   * drafts replace this empty state, so the caller keeps what the run skipped to show beside them.
   */
  onComplete: (run: TMonitorStatus) => Promise<unknown>;
  className?: string;
};

/**
 * "Check for new posts": runs monitoring (useMonitorRun: trigger, then poll every 2 s until
 * complete, transient polls retried) with its progress, then awaits `onComplete`. Tells when
 * nothing new was found, and shows a FAILED run's error_message or the server's reason.
 * Leaving the screen stops the polling.
 */
export function CheckForPosts({ onComplete, className }: TProps) {
  const monitor = useMonitorRun();
  const [check, setCheck] = useState<TCheck>({ phase: 'idle' });
  const checking = check.phase === 'checking';
  const run = monitor.run;
  const progress = checking ? (run?.progress ?? 0) : 0;

  const start = async () => {
    const clickedAt = Date.now();
    setCheck({ phase: 'checking' });
    try {
      const finished = await monitor.start();
      await onComplete(finished);
      const finishedAt = finished.finished_at ? Date.parse(finished.finished_at) : NaN;
      const agoSeconds =
        finishedAt < clickedAt ? Math.max(1, Math.round((clickedAt - finishedAt) / 1000)) : null;
      setCheck({ phase: 'done', run: finished, agoSeconds });
    } catch (error) {
      // Stopped because the screen went away: nobody is left to tell.
      if (!isAbortError(error)) setCheck({ phase: 'failed', error });
    }
  };

  return (
    <div className={cn('flex w-full flex-col items-center', className)}>
      <Button onClick={() => void start()} disabled={checking} aria-busy={checking || undefined}>
        <RefreshCw className={checking ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
        {checking ? COPY.checking : COPY.check}
      </Button>

      <div className="mt-5 w-full max-w-sm" aria-live="polite">
        {checking && (
          <>
            <Progress value={progress} aria-label={COPY.progressLabel} />
            <p className="mt-2 text-xs text-muted tabular">
              {progress}%{run ? ` · ${COPY.found(run.posts_found, run.drafts_created)}` : ''}
            </p>
          </>
        )}
        {check.phase === 'done' && (
          <p className="text-sm text-muted">
            {check.agoSeconds !== null && `${COPY.lastChecked(check.agoSeconds)} `}
            {/* Posts skipped are posts found: "nothing new" above their list would contradict it. */}
            {check.run.drafts_created > 0 || check.run.skipped.length > 0
              ? COPY.found(check.run.posts_found, check.run.drafts_created)
              : COPY.none}
          </p>
        )}
        {check.phase === 'done' && <SkippedPosts skipped={check.run.skipped} className="mt-3" />}
        {check.phase === 'failed' && (
          <p
            role="alert"
            className="flex items-start justify-center gap-1.5 text-sm font-medium text-destructive"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {failureMessage(check.error, monitor.runId !== null)}
          </p>
        )}
        {check.phase === 'failed' && check.error instanceof MonitorRunFailedError && (
          <SkippedPosts skipped={check.error.run.skipped} className="mt-3" />
        )}
      </div>
    </div>
  );
}
