import type { ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import { RefetchButton } from '@/components/refetch-button';
import { Skeleton } from '@/components/ui/skeleton';

/** A connected account's card while its profile loads: the avatar, two lines and the action. */
export function AccountLoading({ label }: { label: string }) {
  return (
    <div
      className="flex items-center gap-3 rounded-md border border-border p-4"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Skeleton className="size-12 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-3 w-24" />
      </div>
      <Skeleton className="h-8 w-24" />
    </div>
  );
}

/** An account whose profile could not be read: what went wrong, and Retry. */
export function AccountLoadFailed({
  text,
  query,
  retry,
}: {
  text: string;
  query: ComponentProps<typeof RefetchButton>['query'];
  retry: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-ignore-soft/50 p-4 sm:flex-row sm:items-center"
    >
      <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">{text}</p>
      <RefetchButton query={query}>{retry}</RefetchButton>
    </div>
  );
}
