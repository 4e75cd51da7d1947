import { RefreshCw } from 'lucide-react';
import type { TMonitorStatus, TSkippedPost } from '@gatling/shared/api/monitoring';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TCheckForPosts } from '../hooks/use-check-for-posts';
import { CHECK_FOR_POSTS_COPY as COPY } from '../texts';
import { CheckOutcome } from './check-outcome';

type TProps = {
  /** The check, held by the screen (useCheckForPosts) so it outlives this button. */
  checker: TCheckForPosts;
  /**
   * Called with the finished run (e.g. refetching the pending drafts); awaited before "done". New
   * drafts replace this empty state: the screen shows the check's CheckOutcome above them.
   */
  onComplete: (run: TMonitorStatus) => Promise<unknown>;
  /** Skipped posts handed on by an earlier run, listed until a check is made. */
  handedOn?: readonly TSkippedPost[];
  className?: string;
};

/**
 * "Check for new posts": runs monitoring (trigger, then follow the run until complete, transient
 * polls retried) with its progress and a Stop button, then awaits `onComplete`. Tells when nothing
 * new was found, what a stopped run did, and a FAILED run's error_message or the server's reason.
 */
export function CheckForPosts({ checker, onComplete, handedOn, className }: TProps) {
  const checking = checker.check.phase === 'checking';
  return (
    <div className={cn('flex w-full flex-col items-center', className)}>
      <Button
        onClick={() => void checker.start(onComplete)}
        disabled={checking}
        aria-busy={checking || undefined}
      >
        <RefreshCw className={checking ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
        {checking ? COPY.checking : COPY.check}
      </Button>
      <CheckOutcome checker={checker} handedOn={handedOn} className="mt-5 max-w-sm text-center" />
    </div>
  );
}
