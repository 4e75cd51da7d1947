import { useState } from 'react';
import { CircleStop } from 'lucide-react';
import type { TMonitorStatus } from '@gatling/shared/api/monitoring';
import { Button } from '@/components/ui/button';
import { ApiError, serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { stopMonitorRun } from '../api/stop-monitor-run';
import { STOP_RUN_COPY as COPY } from '../texts';

type TProps = { run: TMonitorStatus | null; className?: string };

/**
 * "Stop" beside a run's progress: a model that hangs would otherwise keep the run going until its
 * timeout. The run then ends within seconds with what it drafted, and the progress it sits beside
 * shows that end as it shows any other. Nothing until the run is known, and nothing once it ended.
 */
export function StopRunButton({ run, className }: TProps) {
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!run || run.is_complete) return null;
  const stopping = asked === run.monitor_run_id;

  const stop = async () => {
    setAsked(run.monitor_run_id);
    setError(null);
    try {
      await stopMonitorRun(run.monitor_run_id);
    } catch (failure) {
      // 409: it ended meanwhile, and the next status read shows how.
      if (failure instanceof ApiError && failure.status === 409) return;
      setAsked(null);
      setError(serverDetail(failure) ?? COPY.failed);
    }
  };

  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <Button
        variant="outline"
        onClick={() => void stop()}
        disabled={stopping}
        aria-busy={stopping || undefined}
      >
        <CircleStop aria-hidden="true" />
        {stopping ? COPY.stopping : COPY.stop}
      </Button>
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
