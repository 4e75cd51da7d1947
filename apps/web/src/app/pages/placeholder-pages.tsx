import { Bell } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { ScreenPage, useDocumentTitle } from './screen-page';

/** /your-feed: the spec keeps this a placeholder. */
export function YourFeedPage() {
  useDocumentTitle('Your Feed');
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-3xl items-center justify-center px-4">
      <p className="text-lg font-medium text-muted">{TEXT.featureComingSoon}</p>
    </div>
  );
}

/** /notifications: the spec keeps this a placeholder. */
export function NotificationsPage() {
  return (
    <ScreenPage title={TEXT.notifications.title}>
      <div className="mt-10 flex flex-col items-center gap-3 text-center text-muted">
        <span className="flex size-12 items-center justify-center rounded-full bg-surface-2">
          <Bell className="size-5" aria-hidden="true" />
        </span>
        <p>{TEXT.notifications.empty}</p>
      </div>
    </ScreenPage>
  );
}
