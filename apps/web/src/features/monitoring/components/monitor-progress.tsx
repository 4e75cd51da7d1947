import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { Progress } from '@/components/ui/progress';
import { MONITOR_COPY as COPY } from '../texts';
import { StopRunButton } from './stop-run-button';

type TProps = { run: TMonitorStatus | null; className?: string };

/**
 * A monitor run's progress bar, what it is doing and what it has found so far, and a Stop button
 * while it runs (its end then shows here as any other end does).
 */
export function MonitorProgress({ run, className }: TProps) {
  const phase = run ? COPY.phase[run.status] : COPY.phase.starting;
  const progress = run?.progress ?? 0;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium" aria-live="polite">
          {phase}
        </span>
        <span className="tabular text-muted">{progress}%</span>
      </div>
      <Progress value={progress} aria-label={COPY.progressLabel} className="mt-2" />
      {run && (
        <p className="tabular mt-2.5 text-xs text-muted">
          {[
            COPY.counts.found(run.posts_found),
            COPY.counts.qualified(run.posts_qualified),
            COPY.counts.drafts(run.drafts_created),
          ].join(' · ')}
        </p>
      )}
      <StopRunButton run={run} className="mt-3" />
    </div>
  );
}
