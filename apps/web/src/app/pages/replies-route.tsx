import { TEXT } from '@gatling/shared/spec';
import { CheckForPosts } from '@/features/monitoring/components/check-for-posts';
import { RepliesPage } from '@/features/replies/components/replies-page';
import { useDocumentTitle } from './screen-page';

/**
 * /replies: the review stack (it receives the undo stack through the app's UndoProvider); its
 * empty state offers monitoring's "Check for new posts", which reloads the drafts when done.
 */
export function RepliesRoute() {
  useDocumentTitle(TEXT.replies.title);
  return <RepliesPage emptyAction={(refetch) => <CheckForPosts onComplete={refetch} />} />;
}
