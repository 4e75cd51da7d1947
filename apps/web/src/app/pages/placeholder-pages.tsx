import { lazy, Suspense } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { useDocumentTitle } from './screen-page';

/**
 * The inbox loads with the Notifications screen only, never with Your Feed (which shares this
 * file's chunk) nor with /replies.
 */
const ConversationsInbox = lazy(() =>
  import('./notifications/conversations-inbox').then((m) => ({
    default: m.ConversationsInbox,
  })),
);

/** /your-feed: a placeholder (docs/product/screens.md#placeholders). */
export function YourFeedPage() {
  useDocumentTitle('Your Feed');
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-3xl items-center justify-center px-4">
      <p className="text-lg font-medium text-muted">{TEXT.featureComingSoon}</p>
    </div>
  );
}

/**
 * /notifications: the conversations inbox (decision 0083): posts that answer, mention or quote the
 * user, each with a follow-up drafted in their voice, reviewed as Your Replies are.
 */
export function NotificationsPage() {
  useDocumentTitle(TEXT.notifications.title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 pt-3 sm:pt-5 lg:max-w-5xl lg:px-8 lg:pt-8">
      <h1 className="text-xl font-semibold tracking-tight lg:text-2xl">{TEXT.notifications.title}</h1>
      <Suspense fallback={null}>
        <ConversationsInbox />
      </Suspense>
    </div>
  );
}
