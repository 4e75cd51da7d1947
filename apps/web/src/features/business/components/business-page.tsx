import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { TEXT } from '@gatling/shared/spec';
import { useBusinessInfo } from '../api/get-business-info';
import { BUSINESS_COPY as COPY } from '../texts';
import { BusinessForm } from './business-form';

/** /business (docs/product/screens.md#business): loads the saved info, then the form. */
export function BusinessPage() {
  const query = useBusinessInfo();

  if (query.isPending) {
    return (
      <div className="mt-6 space-y-4" aria-busy="true">
        <p className="sr-only" role="status">
          {TEXT.loading}
        </p>
        <Card className="space-y-5 p-4 sm:p-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-3.5 w-28" />
              <Skeleton className={cn('w-full', i === 3 ? 'h-24' : 'h-11')} />
            </div>
          ))}
        </Card>
      </div>
    );
  }

  if (!query.data) {
    return (
      <Card className="mt-6 flex flex-col items-center gap-3 p-8 text-center" role="alert">
        <CircleAlert className="size-6 text-ignore" aria-hidden="true" />
        <p className="font-medium">{COPY.loadFailed}</p>
        <p className="text-sm text-muted">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
          {COPY.retry}
        </Button>
      </Card>
    );
  }

  return <BusinessForm saved={query.data} />;
}
