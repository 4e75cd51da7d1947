import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TProps = { label: string; deleting: boolean; disabled: boolean; onDelete: () => void };

/** A reply's own delete button (44 px to hit with a thumb). */
export function DeleteButton({ label, deleting, disabled, onDelete }: TProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-11 shrink-0 text-muted hover:text-destructive"
      onClick={onDelete}
      disabled={disabled || deleting}
      aria-busy={deleting}
      aria-label={label}
      title={label}
    >
      {deleting ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Trash2 aria-hidden="true" />
      )}
    </Button>
  );
}
