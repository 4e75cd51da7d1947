import { ChartColumn, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@gatling/shared/spec';
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
    <div className="mt-6 space-y-4" aria-busy="true">
      <p role="status" className="text-sm text-muted">
        {COPY.loading}
      </p>
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
    </div>
  );
}

/** Nothing published in the period: what will appear here, and when. */
export function AnalyticsEmpty({ rangeLabel }: { rangeLabel: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-2">
        <ChartColumn className="size-5 text-muted" aria-hidden="true" />
      </span>
      <h2 className="mt-1 font-medium">{COPY.empty.title}</h2>
      <p className="max-w-md text-sm text-muted">{COPY.empty.body(rangeLabel)}</p>
      <p className="max-w-md text-sm text-muted">{COPY.empty.timing}</p>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link to={ROUTES.replies}>{COPY.empty.action}</Link>
      </Button>
    </Card>
  );
}

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

/** A 402: the paywall has opened already (api-client); the page says why it is empty. */
export function AnalyticsPlanRequired({ error }: { error: unknown }) {
  return (
    <Card className="mt-6 flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <h2 className="mt-1 font-medium">{COPY.plan.title}</h2>
      <p className="max-w-md text-sm text-muted">{serverDetail(error)}</p>
      <Button asChild size="sm" className="mt-3">
        <Link to={ROUTES.pricing}>{COPY.plan.action}</Link>
      </Button>
    </Card>
  );
}

type TFailedProps = { error: unknown; retrying: boolean; onRetry: () => void; title?: string };

/** What failed, the server's reason when it gave one, and a retry. */
export function AnalyticsLoadFailed({ title = COPY.loadFailed, ...props }: TFailedProps) {
  return <LoadFailed title={title} retryLabel={COPY.retry} {...props} />;
}
