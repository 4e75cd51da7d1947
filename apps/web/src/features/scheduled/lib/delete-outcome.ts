import { TEXT } from '@gatling/shared/spec';
import type { TToast } from '@/components/ui/toast-message';
import { serverDetail } from '@/lib/api-error';
import type { TDeleteScheduledInput } from '../api/delete-scheduled';
import { SCHEDULED_COPY as COPY } from '../texts';

type TDeleteKind = TDeleteScheduledInput['kind'];

/**
 * What a finished delete says. An id the server did not delete was published (or removed)
 * meanwhile: one such reply is a failure; among several, only when none was deleted.
 */
export function deletedToast(ids: readonly string[], deleted: readonly string[], kind: TDeleteKind): TToast {
  const gone = new Set(deleted);
  const count = ids.filter((id) => gone.has(id)).length;
  const missed = ids.length - count;
  if (kind === 'one') {
    return missed === 0
      ? { title: TEXT.scheduled.deleted, variant: 'success' }
      : { title: TEXT.scheduled.deleteFailed, description: COPY.alreadyGone, variant: 'destructive' };
  }
  if (count > 0) {
    const description = missed > 0 ? COPY.someAlreadyGone(missed) : undefined;
    return { title: TEXT.scheduled.bulkDeleted(count), description, variant: 'success' };
  }
  return { title: TEXT.scheduled.bulkDeleteFailed, description: COPY.alreadyGone, variant: 'destructive' };
}

/** A delete that failed: the product's text for one or several, with the server's reason. */
export function deleteFailedToast(error: unknown, kind: TDeleteKind): TToast {
  return {
    title: kind === 'one' ? TEXT.scheduled.deleteFailed : TEXT.scheduled.bulkDeleteFailed,
    description: serverDetail(error) ?? undefined,
    variant: 'destructive',
  };
}

/** What the Undo of a delete says: how many came back, or that none could. */
export function restoredToast(restored: readonly string[]): TToast {
  return restored.length > 0
    ? { title: COPY.undo.restored(restored.length), variant: 'success' }
    : { title: COPY.undo.failed, description: COPY.undo.tooLate, variant: 'destructive' };
}

export function restoreFailedToast(error: unknown): TToast {
  return { title: COPY.undo.failed, description: serverDetail(error) ?? undefined, variant: 'destructive' };
}
