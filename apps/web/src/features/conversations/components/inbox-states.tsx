import { Bell } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
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
    <div
      aria-busy="true"
      className="overflow-hidden rounded-lg border border-border bg-surface shadow-card lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
    >
      <span className="sr-only">{COPY.loading}</span>
      <div className="p-5 lg:px-6">
        <Skeleton className="h-3 w-1/3" />
        <div className="mt-4 flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-3.5 flex-1" />
        </div>
        <div className="mt-4 flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        <Skeleton className="mt-4 h-4 w-full" />
      </div>
      <div className="border-t border-border p-5 lg:border-t-0 lg:border-l lg:px-6">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="mt-3 ml-auto h-20 w-4/5 rounded-2xl" />
      </div>
    </div>
  );
}
