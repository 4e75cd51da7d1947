import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_SCHEDULED_MAX,
  ZDeleteScheduledAnswer,
  type TScheduledReply,
} from '@gatling/shared/api/scheduled';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { serverDetail } from '@/lib/api-error';
import { SCHEDULED_COPY as COPY } from '../texts';
import { SCHEDULED_KEY } from './get-scheduled';

/**
 * DELETE /scheduled?interaction_ids=a,b,c (each id percent-encoded), in calls of at most
 * DELETE_SCHEDULED_MAX ids. Answers the ids the server deleted.
 */
export async function deleteScheduled(ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (let i = 0; i < ids.length; i += DELETE_SCHEDULED_MAX) {
    const chunk = ids.slice(i, i + DELETE_SCHEDULED_MAX).map(encodeURIComponent);
    const answer = await apiRequest(`/scheduled?interaction_ids=${chunk.join(',')}`, ZDeleteScheduledAnswer, {
      method: 'DELETE',
    });
    deleted.push(...answer.deleted_ids);
  }
  return deleted;
}

/** One reply (its delete button) or several (the selection bar): the spec's texts differ. */
export type TDeleteScheduledInput = { ids: readonly string[]; kind: 'one' | 'many' };

export function useDeleteScheduled({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids }: TDeleteScheduledInput) => deleteScheduled(ids),
    onSuccess: (deleted, { ids, kind }) => {
      const gone = new Set(deleted);
      queryClient.setQueryData<TScheduledReply[]>(SCHEDULED_KEY, (list) =>
        list?.filter((r) => !gone.has(r.id)),
      );
      // An id the server did not delete was published (or removed) meanwhile.
      const count = ids.filter((id) => gone.has(id)).length;
      const missed = ids.length - count;
      if (kind === 'one') {
        if (missed === 0) toast({ title: TEXT.scheduled.deleted, variant: 'success' });
        else
          toast({
            title: TEXT.scheduled.deleteFailed,
            description: COPY.alreadyGone,
            variant: 'destructive',
          });
      } else if (count > 0) {
        const description = missed > 0 ? COPY.someAlreadyGone(missed) : undefined;
        toast({ title: TEXT.scheduled.bulkDeleted(count), description, variant: 'success' });
      } else {
        toast({
          title: TEXT.scheduled.bulkDeleteFailed,
          description: COPY.alreadyGone,
          variant: 'destructive',
        });
      }
      onDeleted?.();
    },
    onError: (error, { kind }) =>
      toast({
        title: kind === 'one' ? TEXT.scheduled.deleteFailed : TEXT.scheduled.bulkDeleteFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
    // Part of a large delete may have gone through before a failure: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY }),
  });
}
