import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type TProps = {
  /** Said to assistive technology while the card loads. */
  label: string;
  /** Above the post's author (the inbox: what the conversation answers). */
  before?: ReactNode;
  /** Under the post's first line. */
  after?: ReactNode;
  /** Under the draft's bubble. */
  draftAfter?: ReactNode;
};

/**
 * A stack card's shape while its items load (the review stack, the inbox): the post, then the draft
 * (side by side on a desktop).
 */
export function CardSkeleton({ label, before, after, draftAfter }: TProps) {
  return (
    <div
      aria-busy="true"
      className="overflow-hidden rounded-lg border border-border bg-surface shadow-card lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
    >
      <span className="sr-only">{label}</span>
      <div className="p-5 lg:px-6">
        {before}
        <div className={before ? 'mt-4 flex items-center gap-3' : 'flex items-center gap-3'}>
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        <Skeleton className="mt-4 h-4 w-full" />
        {after}
      </div>
      <div className="border-t border-border p-5 lg:border-t-0 lg:border-l lg:px-6">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="mt-3 ml-auto h-20 w-4/5 rounded-2xl" />
        {draftAfter}
      </div>
    </div>
  );
}
