import { Bell } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { CardSkeleton } from '@/components/card-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { CONVERSATIONS_COPY } from '../texts';

const COPY = CONVERSATIONS_COPY;

/** No conversation waits: the specification's words, and what will come here. */
export function InboxEmpty() {
  return <EmptyState icon={Bell} tone="accent" title={TEXT.notifications.empty} lines={[COPY.emptyBody]} />;
}

/** The card's shape while the inbox loads: the thread, then the follow-up (side by side on a desktop). */
export function InboxLoading() {
  return (
    <CardSkeleton
      label={COPY.loading}
      before={
        <>
          <Skeleton className="h-3 w-1/3" />
          <div className="mt-4 flex items-center gap-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-3.5 flex-1" />
          </div>
        </>
      }
    />
  );
}
