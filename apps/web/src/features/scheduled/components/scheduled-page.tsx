import { useMemo, useState } from 'react';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { PlatformEmpty, PlatformFilter } from '@/components/platform-filter';
import { useOffersPlatformFilter, usePlatformParam } from '@/components/platform-badge';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useLocalSettings } from '@/lib/local-settings';
import { type TDeleteScheduledInput, useDeleteScheduled } from '../api/delete-scheduled';
import { SCHEDULED_REFRESH_MS, useScheduled } from '../api/get-scheduled';
import { useRestoreScheduled } from '../api/restore-scheduled';
import { useFocusAfterDelete } from '../hooks/use-focus-after-delete';
import { useNow } from '../hooks/use-now';
import { deletedToast, deleteFailedToast, restoredToast, restoreFailedToast } from '../lib/delete-outcome';
import { groupByDate } from '../lib/group-by-date';
import { SCHEDULED_COPY as COPY } from '../texts';
import { ScheduledItem } from './scheduled-item';
import { ScheduledEmpty, ScheduledLoadFailed, ScheduledLoading } from './scheduled-states';
import { SelectionBar } from './selection-bar';

/**
 * /scheduled-replies (docs/product/screens.md#scheduled-replies): the approved replies by day, until they are
 * posted; narrowed to one platform by the filter (?platform=) when the user has more than one.
 */
export function ScheduledPage() {
  const [platform, setPlatform] = usePlatformParam();
  const query = useScheduled(platform);
  const offersFilter = useOffersPlatformFilter(query.data, platform);
  return (
    <>
      {offersFilter && <PlatformFilter value={platform} onChange={setPlatform} className="mt-4" />}
      {query.isPending ? (
        <ScheduledLoading />
      ) : !query.data ? (
        // A failed refetch keeps the list already shown.
        <ScheduledLoadFailed
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length > 0 ? (
        <ScheduledList replies={query.data} />
      ) : platform ? (
        <PlatformEmpty platform={platform} onShowAll={setPlatform} className="mt-6" />
      ) : (
        <ScheduledEmpty />
      )}
    </>
  );
}

/** A reply being posted right now cannot be taken back, so it is never part of a delete. */
const deletable = (reply: TScheduledReply) => reply.status !== 'publishing';

function ScheduledList({ replies }: { replies: TScheduledReply[] }) {
  const now = useNow(SCHEDULED_REFRESH_MS);
  const groups = useMemo(() => groupByDate(replies), [replies]);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const [confirm, setConfirm] = useState<'all' | 'selected' | null>(null);
  const { undoTimeout } = useLocalSettings();
  const restore = useRestoreScheduled();
  const undo = (ids: string[]) =>
    restore(ids).then(
      (restored) => toast(restoredToast(restored)),
      (error: unknown) => toast(restoreFailedToast(error)),
    );
  const remove = useDeleteScheduled({
    onSuccess: (deleted, { ids, kind }) => {
      // A delete can be taken back for the user's undo timeout: the server keeps what it cancels.
      const action =
        deleted.length > 0 ? { label: COPY.undo.action, onClick: () => void undo(deleted) } : undefined;
      toast({ ...deletedToast(ids, deleted, kind), action, duration: undoTimeout * 1000 });
      // The selection is cleared after a delete (docs/product/states.md#scheduled-selection).
      setSelection(new Set());
    },
    onError: (error, { kind }) => toast(deleteFailedToast(error, kind)),
  });

  const ids = useMemo(() => replies.map((r) => r.id), [replies]);
  const focus = useFocusAfterDelete(ids, remove.status);
  const deleteReplies = (input: TDeleteScheduledInput) => {
    focus.expect(input.ids);
    remove.mutate(input);
  };

  // Replies that left the list (published, deleted elsewhere) leave the selection too.
  const selected = replies.filter((r) => selection.has(r.id) && deletable(r)).map((r) => r.id);
  const all = replies.filter(deletable).map((r) => r.id);
  const deleting = new Set(remove.isPending ? remove.variables.ids : []);

  const toggle = (id: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <p className="tabular mt-1 text-sm text-muted">{COPY.summary(replies.length)}</p>
      <div
        ref={focus.list}
        tabIndex={-1}
        className={cn('mt-6 space-y-6 outline-none', selected.length > 0 && 'pb-20')}
      >
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`day-${group.key}`}>
            <h2
              id={`day-${group.key}`}
              className="sticky top-[calc(var(--header-h)+var(--demo-banner-h))] z-10 -mx-4 bg-background px-4 pt-1 pb-2 text-sm font-semibold sm:mx-0 sm:px-0"
            >
              {group.label}
            </h2>
            <Card>
              <ul aria-label={COPY.listLabel(group.label)} className="divide-y divide-border">
                {group.items.map((reply) => (
                  <ScheduledItem
                    key={reply.id}
                    reply={reply}
                    now={now}
                    selected={selected.includes(reply.id)}
                    onSelectedChange={(on) => toggle(reply.id, on)}
                    onDelete={() => deleteReplies({ ids: [reply.id], kind: 'one' })}
                    deleting={deleting.has(reply.id)}
                    busy={remove.isPending}
                  />
                ))}
              </ul>
            </Card>
          </section>
        ))}
      </div>
      {selected.length > 0 && (
        <SelectionBar
          count={selected.length}
          busy={remove.isPending}
          onClear={() => setSelection(new Set())}
          onDelete={() => setConfirm('selected')}
          onDeleteAll={() => setConfirm('all')}
        />
      )}
      <ConfirmDialog
        open={confirm === 'all'}
        onOpenChange={(open) => setConfirm(open ? 'all' : null)}
        title={COPY.confirmAll.title}
        description={COPY.confirmAll.description(all.length)}
        confirmLabel={COPY.confirmAll.action}
        destructive
        returnFocus={focus.target}
        onConfirm={() => deleteReplies({ ids: all, kind: 'many' })}
      />
      <ConfirmDialog
        open={confirm === 'selected'}
        onOpenChange={(open) => setConfirm(open ? 'selected' : null)}
        title={COPY.confirmMany.title(selected.length)}
        description={COPY.confirmMany.description(selected.length)}
        confirmLabel={COPY.confirmMany.action}
        destructive
        returnFocus={focus.target}
        onConfirm={() => deleteReplies({ ids: selected, kind: 'many' })}
      />
    </>
  );
}
