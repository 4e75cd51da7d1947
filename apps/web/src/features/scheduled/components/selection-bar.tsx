import { LoaderCircle, Trash2, X } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { SCHEDULED_COPY as COPY } from '../texts';

type TProps = {
  count: number;
  busy: boolean;
  onClear: () => void;
  onDelete: () => void;
  onDeleteAll: () => void;
};

/** Sticky above the bottom navigation while replies are selected: 'N replies selected', Delete, Delete all. */
export function SelectionBar({ count, busy, onClear, onDelete, onDeleteAll }: TProps) {
  return (
    <div
      role="region"
      aria-label={COPY.bar.label}
      className="fixed inset-x-0 bottom-[calc(var(--bottom-nav-h)+env(safe-area-inset-bottom)+0.5rem)] z-30 px-3"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-1.5 rounded-lg border border-border bg-surface/95 p-1.5 shadow-pop backdrop-blur-md">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onClear}
          aria-label={COPY.bar.clear}
          title={COPY.bar.clear}
        >
          <X aria-hidden="true" />
        </Button>
        <p className="tabular min-w-0 flex-1 truncate text-sm font-medium" aria-live="polite">
          {TEXT.scheduled.selected(count)}
        </p>
        <Button variant="outline" size="sm" className="h-9" onClick={onDeleteAll} disabled={busy}>
          {TEXT.scheduled.deleteAll}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          className="h-9"
          onClick={onDelete}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
          {TEXT.scheduled.delete}
        </Button>
      </div>
    </div>
  );
}
