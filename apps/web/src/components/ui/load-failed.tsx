import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';

type TLoadFailedProps = {
  /** What could not be loaded, as the screen words it. */
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  retryLabel: string;
  className?: string;
};

/** A screen's content failed to load: what failed, the server's reason when it gave one, and a retry. */
export function LoadFailed({ title, error, retrying, onRetry, retryLabel, className }: TLoadFailedProps) {
  const detail = serverDetail(error);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-md border border-destructive/30 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 gap-2.5">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-destructive">{title}</p>
          {detail && <p className="mt-0.5 break-words">{detail}</p>}
        </div>
      </div>
      <Button variant="outline" size="sm" className="ml-6.5 sm:ml-0" onClick={onRetry} disabled={retrying}>
        <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

/** What QueryLoadFailed reads of a query: its error, whether it is fetching again, and how to. */
type TRetryableQuery = { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };

/** LoadFailed for a query that failed: its error, and a retry that refetches it. */
export function QueryLoadFailed({
  query,
  ...props
}: { query: TRetryableQuery } & Omit<TLoadFailedProps, 'error' | 'retrying' | 'onRetry'>) {
  return (
    <LoadFailed
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      {...props}
    />
  );
}
