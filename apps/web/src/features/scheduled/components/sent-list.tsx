import { Send } from 'lucide-react';
import { PlatformEmpty, PlatformFilter } from '@/components/platform-filter';
import { useOffersPlatformFilter, usePlatformParam } from '@/components/platform-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/empty-state';
import { LoadingShape } from '@/components/loading-shape';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSent } from '../api/get-sent';
import { SCHEDULED_REFRESH_MS } from '../api/get-scheduled';
import { useNow } from '../hooks/use-now';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledLoadFailed } from './scheduled-states';
import { SentItem } from './sent-item';

const COPY = SCHEDULED_COPY.sent;

/**
 * The Sent view: published replies, newest first, a page at a time; narrowed to one platform by
 * the filter (?platform=) when the user has more than one.
 */
export function SentList() {
  const [platform, setPlatform] = usePlatformParam();
  const query = useSent(platform);
  const items = query.data?.pages.flatMap((page) => page.items);
  const offersFilter = useOffersPlatformFilter(items, platform);
  return (
    <>
      {offersFilter && <PlatformFilter value={platform} onChange={setPlatform} className="mt-4" />}
      {items?.length === 0 && platform ? (
        <PlatformEmpty platform={platform} onShowAll={setPlatform} className="mt-6" />
      ) : (
        <SentBody query={query} />
      )}
    </>
  );
}

function SentBody({ query }: { query: ReturnType<typeof useSent> }) {
  const now = useNow(SCHEDULED_REFRESH_MS);
  if (query.isPending) {
    return (
      <LoadingShape label={COPY.loading} className="mt-6 space-y-3">
        <Card className="divide-y divide-border">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-3 p-4">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </Card>
      </LoadingShape>
    );
  }
  if (!query.data) {
    return (
      <ScheduledLoadFailed
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        title={COPY.loadFailed}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState className="mt-6" icon={Send} title={COPY.empty} lines={[COPY.emptyHint]} />;
  }
  return (
    <div className="mt-6 space-y-4">
      <Card>
        <ul aria-label={COPY.listLabel} className="divide-y divide-border">
          {items.map((reply) => (
            <SentItem key={reply.id} reply={reply} now={now} />
          ))}
        </ul>
      </Card>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {COPY.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
