import { ChartColumn, Sparkles } from 'lucide-react';
import { Link } from '@/lib/router';
import { ROUTES } from '@gatling/shared/spec';
import { EmptyState } from '@/components/empty-state';
import { LoadingShape } from '@/components/loading-shape';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { ANALYTICS_COPY as COPY } from '../texts';

/** The shape of the page to come: five figures, two charts, a table. */
export function AnalyticsLoading() {
  return (
    <LoadingShape label={COPY.loading} className="mt-6 space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Card key={i} className={cn('space-y-2 p-4', i === 4 && 'col-span-2 md:col-span-1')}>
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-7 w-16" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Card key={i} className="space-y-3 p-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-40 w-full" />
          </Card>
        ))}
      </div>
      <Card className="space-y-2 p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    </LoadingShape>
  );
}

/** Nothing published in the period: what will appear here, and when (this server's first reading). */
export function AnalyticsEmpty({
  rangeLabel,
  firstReadingMinutes,
}: {
  rangeLabel: string;
  firstReadingMinutes: number;
}) {
  return (
    <EmptyState
      icon={ChartColumn}
      heading
      title={COPY.empty.title}
      lines={[COPY.empty.body(rangeLabel), COPY.empty.timing(firstReadingMinutes)]}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={ROUTES.replies}>{COPY.empty.action}</Link>
        </Button>
      }
    />
  );
}

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

/** A 402: the paywall has opened already (api-client); the page says why it is empty. */
export function AnalyticsPlanRequired({ error }: { error: unknown }) {
  return (
    <EmptyState
      className="mt-6"
      icon={Sparkles}
      tone="accent"
      heading
      title={COPY.plan.title}
      lines={[serverDetail(error)]}
      action={
        <Button asChild size="sm">
          <Link to={ROUTES.pricing}>{COPY.plan.action}</Link>
        </Button>
      }
    />
  );
}

type TFailedProps = { error: unknown; retrying: boolean; onRetry: () => void; title?: string };

/** What failed, the server's reason when it gave one, and a retry. */
export function AnalyticsLoadFailed({ title = COPY.loadFailed, ...props }: TFailedProps) {
  return <LoadFailed title={title} retryLabel={COPY.retry} {...props} />;
}
