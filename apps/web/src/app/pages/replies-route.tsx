import { lazy, Suspense } from 'react';
import { useLocation } from '@/lib/router';
import { TEXT } from '@gatling/shared/spec';
import { CheckForPosts } from '@/features/monitoring/components/check-for-posts';
import { CheckOutcome } from '@/features/monitoring/components/check-outcome';
import { useCheckForPosts } from '@/features/monitoring/hooks/use-check-for-posts';
import { skippedFromState } from '@/features/monitoring/lib/skipped-state';
import { RepliesPage } from '@/features/replies/components/replies-page';
import { useDocumentTitle } from './screen-page';

/**
 * /replies: the review stack (it receives the undo stack through the app's UndoProvider); its
 * empty state offers monitoring's "Check for new posts", which reloads the drafts when done. The
 * check belongs to this route, not to the empty state: the run's first drafts replace that state
 * while the run still goes on, and its progress, its end and what it skipped (decision 0046) are
 * then shown above them. Onboarding's first run hands its skipped posts on with the redirect here,
 * listed until a check replaces them.
 */
export function RepliesRoute() {
  useDocumentTitle(TEXT.replies.title);
  const { state } = useLocation();
  const checker = useCheckForPosts();
  const handedOn = skippedFromState(state);
  return (
    <RepliesPage
      aboveStack={<CheckOutcome checker={checker} handedOn={handedOn} className="mt-3" />}
      emptyAction={(refetch) => (
        <CheckForPosts checker={checker} handedOn={handedOn} onComplete={() => refetch()} />
      )}
    />
  );
}

/**
 * The conversations inbox reviews follow-ups with the review stack's own pieces (its card stack,
 * gestures, quick edits and edit form). Entered through this module, the inbox finds them in the
 * review screen's chunk; entered on its own, the bundler would split those pieces into a chunk both
 * load, and /replies would pay for the split (1.5 kB gzip). Its own code loads with it only.
 */
const NotificationsScreen = lazy(() =>
  import('./notifications/conversations-inbox').then((m) => ({ default: m.NotificationsScreen })),
);

/**
 * /notifications: the conversations inbox (decision 0083): posts that answer, mention or quote the
 * user, each with a follow-up drafted in their voice, reviewed as Your Replies are.
 */
export function NotificationsRoute() {
  useDocumentTitle(TEXT.notifications.title);
  return (
    <Suspense fallback={null}>
      <NotificationsScreen />
    </Suspense>
  );
}
