import { TEXT } from '@gatling/shared/spec';
import { RepliesPage } from '@/features/replies/components/replies-page';
import { useDocumentTitle } from './screen-page';

/** /replies: the review stack (it receives the undo stack through the app's UndoProvider). */
export function RepliesRoute() {
  useDocumentTitle(TEXT.replies.title);
  return <RepliesPage />;
}
