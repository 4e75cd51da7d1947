import { useState } from 'react';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { TEXT } from '@gatling/shared/spec';
import { CheckForPosts } from '@/features/monitoring/components/check-for-posts';
import { SkippedPosts } from '@/features/monitoring/components/skipped-posts';
import { RepliesPage } from '@/features/replies/components/replies-page';
import { useDocumentTitle } from './screen-page';

/**
 * /replies: the review stack (it receives the undo stack through the app's UndoProvider); its
 * empty state offers monitoring's "Check for new posts", which reloads the drafts when done. The
 * drafts then take that state's place, so what the run skipped is kept here and listed above them
 * (decision 0046): otherwise a run that drafted anything would never show its skipped posts.
 */
export function RepliesRoute() {
  useDocumentTitle(TEXT.replies.title);
  const [skipped, setSkipped] = useState<readonly TSkippedPost[]>([]);
  return (
    <RepliesPage
      aboveStack={<SkippedPosts skipped={skipped} className="mt-3" />}
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
