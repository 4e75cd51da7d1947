import { TriangleAlert } from 'lucide-react';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { Progress } from '@/components/ui/progress';
import { serverDetail } from '@/lib/api-error';
import type { TCheckForPosts } from '../hooks/use-check-for-posts';
import { MonitorRunFailedError } from '../lib/run-monitor';
import { CHECK_FOR_POSTS_COPY as COPY } from '../texts';
import { SkippedPosts } from './skipped-posts';
import { StopRunButton } from './stop-run-button';

/** A FAILED run says why; otherwise the server's words, or whether the run had started at all. */
function failureMessage(error: unknown, triggered: boolean): string {
  if (error instanceof MonitorRunFailedError) return error.run.error_message ?? COPY.failed;
  return serverDetail(error) ?? (triggered ? COPY.failed : COPY.triggerFailed);
}

function resultLine(run: TMonitorStatus): string {
  if (run.stopped) return COPY.stopped(run.posts_found, run.drafts_created);
  // Posts skipped are posts found: "nothing new" above their list would contradict it.
  return run.drafts_created > 0 || run.skipped.length > 0
    ? COPY.found(run.posts_found, run.drafts_created)
    : COPY.none;
}

/**
 * A check once started: its progress with a Stop button while it runs; then what it read and
 * drafted and the posts it skipped with why, or why it failed. Loaded when the first check starts
 * (check-outcome.tsx): nothing of it is needed to review cards.
 */
export function RunOutcome({ checker }: { checker: TCheckForPosts }) {
  const { check, run } = checker;
  return (
    <>
      {check.phase === 'checking' && (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <Progress value={run?.progress ?? 0} aria-label={COPY.progressLabel} />
            <p className="mt-2 text-xs text-muted tabular">
              {run?.progress ?? 0}%{run ? ` · ${COPY.found(run.posts_found, run.drafts_created)}` : ''}
            </p>
          </div>
          <StopRunButton run={run} />
        </div>
      )}
      {check.phase === 'done' && (
        <>
          <p className="text-sm text-muted">
            {check.agoSeconds !== null && `${COPY.lastChecked(check.agoSeconds)} `}
            {resultLine(check.run)}
          </p>
          <SkippedPosts skipped={check.run.skipped} className="mt-3" />
        </>
      )}
      {check.phase === 'failed' && (
        <>
          <p
            role="alert"
            className="inline-flex items-start gap-1.5 text-left text-sm font-medium text-destructive"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {failureMessage(check.error, checker.triggered)}
          </p>
          {check.error instanceof MonitorRunFailedError && (
            <SkippedPosts skipped={check.error.run.skipped} className="mt-3" />
          )}
        </>
      )}
    </>
  );
}
