import { CalendarClock } from 'lucide-react';
import { Link } from '@/lib/router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { EmptyState } from '@/components/empty-state';
import { LoadingShape } from '@/components/loading-shape';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { EMPTY_ACTION_ATTR } from '../hooks/use-focus-after-delete';
import { SCHEDULED_COPY as COPY } from '../texts';

/** 'Loading scheduled replies...' over the shape of the list to come. */
export function ScheduledLoading() {
  return (
    <LoadingShape label={TEXT.scheduled.loading} className="mt-6 space-y-3">
      <Skeleton className="h-4 w-36" />
      <Card className="divide-y divide-border">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 p-4">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </Card>
    </LoadingShape>
  );
}

/** 'No scheduled replies yet', and the way to some. */
export function ScheduledEmpty() {
  return (
    <EmptyState
      className="mt-6"
      icon={CalendarClock}
      title={TEXT.scheduled.empty}
      lines={[COPY.emptyHint]}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={ROUTES.replies} {...{ [EMPTY_ACTION_ATTR]: '' }}>
            {COPY.emptyAction}
          </Link>
        </Button>
      }
    />
  );
}

type TFailedProps = { error: unknown; retrying: boolean; onRetry: () => void; title?: string };

/** 'Failed to load scheduled replies', the server's reason when it gave one, and a retry. */
export function ScheduledLoadFailed({ title = TEXT.scheduled.loadFailed, ...props }: TFailedProps) {
  return <LoadFailed className="mt-6" title={title} retryLabel={COPY.retry} {...props} />;
}
