import { useState } from 'react';
import { useLocation } from 'react-router';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { TEXT } from '@gatling/shared/spec';
import { CheckForPosts } from '@/features/monitoring/components/check-for-posts';
import { SkippedPosts } from '@/features/monitoring/components/skipped-posts';
import { skippedFromState } from '@/features/monitoring/lib/skipped-state';
import { RepliesPage } from '@/features/replies/components/replies-page';
import { useDocumentTitle } from './screen-page';

/**
 * /replies: the review stack (it receives the undo stack through the app's UndoProvider); its
 * empty state offers monitoring's "Check for new posts", which reloads the drafts when done. The
 * drafts then take that state's place, so what the run skipped is kept here and listed above them
 * (decision 0046): otherwise a run that drafted anything would never show its skipped posts.
 * Onboarding's first run hands its skipped posts on with the redirect here; a run started here
 * replaces them.
 */
export function RepliesRoute() {
  useDocumentTitle(TEXT.replies.title);
  const { state } = useLocation();
  const [skipped, setSkipped] = useState<readonly TSkippedPost[] | null>(null);
  return (
    <RepliesPage
      aboveStack={<SkippedPosts skipped={skipped ?? skippedFromState(state)} className="mt-3" />}
      emptyAction={(refetch) => (
        <CheckForPosts
          onComplete={(run) => {
            setSkipped(run.skipped);
            return refetch();
          }}
        />
      )}
    />
  );
}
