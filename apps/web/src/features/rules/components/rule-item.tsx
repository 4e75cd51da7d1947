import { useId, useState } from 'react';
import { ChevronRight, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RULES_COPY as COPY } from '../texts';
import { RuleEditForm } from './rule-edit-form';

type TProps = {
  rule: TQualificationRule;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onEditDone: () => void;
  onDelete: () => void;
};

/**
 * A rule item (docs/product/states.md#rule-item): collapsed, expanded (shows the semantic response) or
 * editing inline.
 */
export function RuleItem({ rule, editing, deleting, onEdit, onEditDone, onDelete }: TProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);

  if (editing) {
    return (
      <li className="bg-surface-2/40 px-4 py-4 sm:px-6">
        <RuleEditForm rule={rule} onDone={onEditDone} />
      </li>
    );
  }

  return (
    <li className={cn('transition-opacity', deleting && 'opacity-60')}>
      <div className="flex items-start gap-1 py-1.5 pr-2 pl-1 sm:pr-3">
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-start gap-2 rounded-md px-2.5 py-2.5 text-left hover:bg-surface-2"
          aria-expanded={expanded}
          aria-controls={`${id}-semantic`}
          onClick={() => setExpanded((v) => !v)}
        >
          <ChevronRight
            className={cn('mt-0.5 size-4 shrink-0 text-muted transition-transform', expanded && 'rotate-90')}
            aria-hidden="true"
          />
          <span className="min-w-0 text-sm font-medium break-words">{rule.trigger_prompt}</span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0 text-muted hover:text-foreground"
          onClick={onEdit}
          disabled={deleting}
          aria-label={COPY.item.edit}
          title={COPY.item.edit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 shrink-0 text-muted hover:text-destructive"
          onClick={onDelete}
          disabled={deleting}
          aria-busy={deleting}
          aria-label={COPY.item.delete}
          title={COPY.item.delete}
        >
          {deleting ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 aria-hidden="true" />
          )}
        </Button>
      </div>
      <div id={`${id}-semantic`} hidden={!expanded} className="pr-4 pb-4 pl-11">
        {rule.semantic_response ? (
          <p className="rounded-md bg-surface-2 px-3 py-2.5 text-sm whitespace-pre-wrap break-words">
            {rule.semantic_response}
          </p>
        ) : (
          <p className="text-sm text-muted italic">{COPY.semantic.none}</p>
        )}
      </div>
    </li>
  );
}
