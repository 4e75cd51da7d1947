import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DELETE_BUTTON_ATTR } from '../hooks/use-focus-after-delete';

type TProps = { replyId: string; label: string; deleting: boolean; disabled: boolean; onDelete: () => void };

/** A reply's own delete button (44 px to hit with a thumb). */
export function DeleteButton({ replyId, label, deleting, disabled, onDelete }: TProps) {
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
      {...{ [DELETE_BUTTON_ATTR]: replyId }}
    >
      {deleting ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Trash2 aria-hidden="true" />
      )}
    </Button>
  );
}
