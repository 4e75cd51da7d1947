import { LoaderCircle, RotateCcw } from 'lucide-react';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useRetryScheduled } from '../api/retry-scheduled';
import { SCHEDULED_COPY } from '../texts';

const COPY = SCHEDULED_COPY.failed;

/** Retry on a failed reply: back in the schedule, due now, once its cause is gone. */
export function RetryButton({ reply }: { reply: TScheduledReply }) {
  const retry = useRetryScheduled(reply.id);
  return (
    <Button
      variant="outline"
      className="mt-3 w-full sm:w-auto"
      disabled={retry.isPending}
      aria-label={COPY.retryLabel(reply.current_tweet.author.username)}
      onClick={() =>
        retry.mutate(undefined, {
          onSuccess: () => toast({ title: COPY.retried, variant: 'success' }),
          onError: (error) =>
            toast({
              title: COPY.retryFailed,
              description: serverDetail(error) ?? undefined,
              variant: 'destructive',
            }),
        })
      }
    >
      {retry.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcw aria-hidden="true" />
      )}
      {COPY.retry}
    </Button>
  );
}
