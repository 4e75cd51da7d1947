import { lazy, Suspense } from 'react';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { cn } from '@/lib/cn';
import type { TCheckForPosts } from '../hooks/use-check-for-posts';

const RunOutcome = lazy(() => import('./run-outcome').then((m) => ({ default: m.RunOutcome })));
/** Only a visit that was handed skipped posts shows them before a check: most never do. */
const SkippedPosts = lazy(() => import('./skipped-posts').then((m) => ({ default: m.SkippedPosts })));

type TProps = {
  checker: TCheckForPosts;
  /** Skipped posts handed on by an earlier run (onboarding's, with its redirect): shown until a check. */
  handedOn?: readonly TSkippedPost[];
  className?: string;
};

/**
 * Where a check stands: the skipped posts handed on until a check starts, then the check's progress
 * and outcome (run-outcome.tsx, loaded as the first check starts). Shown under the button and, once
 * the run's drafts have replaced the empty stack, above them.
 */
export function CheckOutcome({ checker, handedOn = [], className }: TProps) {
  return (
    <div className={cn('w-full', className)} aria-live="polite">
      <Suspense fallback={null}>
        {checker.check.phase !== 'idle' ? (
          <RunOutcome checker={checker} />
        ) : (
          handedOn.length > 0 && <SkippedPosts skipped={handedOn} />
        )}
      </Suspense>
    </div>
  );
}
