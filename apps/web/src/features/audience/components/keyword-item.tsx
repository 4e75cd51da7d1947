import { useEffect, useId, useRef } from 'react';
import { Pencil, X } from 'lucide-react';
import { keywordInWords, keywordLabel } from '@gatling/shared/keywords';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { AUDIENCE_COPY } from '../texts';

const COPY = AUDIENCE_COPY.keywords;

type TProps = {
  /** As stored: the query monitoring searches with. Shown only in words. */
  keyword: string;
  active: boolean;
  onToggle: (active: boolean) => void;
  /** Edit and remove buttons, on Target Audience; none on onboarding's checklist. */
  editing?: { onEdit: () => void; onRemove: () => void; focusEdit: boolean } | undefined;
};

/**
 * One keyword as a chip: a checkbox, its words, and its language and filters as small tags, never
 * the query syntax. The checkbox's name says it all for a screen reader, so the tags are hidden.
 */
export function KeywordItem({ keyword, active, onToggle, editing }: TProps) {
  const id = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const { words, language, filters } = keywordInWords(keyword);
  const tags = [...(language ? [language] : []), ...filters];
  const focusEdit = editing?.focusEdit ?? false;

  // Back from editing (this chip may be new: saving renamed it), focus returns to its Edit button.
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  return (
    <li
      className={cn(
        'flex min-h-11 items-center rounded-full border border-border bg-surface transition-colors has-[button[role=checkbox]:focus-visible]:border-ring',
        active && 'border-accent/40 bg-accent-soft',
      )}
    >
      <Label
        htmlFor={`${id}-box`}
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1.5 pl-2.5 hover:bg-surface-2/60',
          editing ? 'pr-1.5' : 'pr-3.5',
        )}
      >
        <Checkbox
          id={`${id}-box`}
          checked={active}
          aria-label={keywordLabel(keyword)}
          onCheckedChange={(checked) => onToggle(checked === true)}
        />
        <span className="min-w-0 text-sm font-medium break-words">{words}</span>
        {tags.map((tag) => (
          <span
            key={tag}
            aria-hidden="true"
            className="rounded-full bg-surface-2 px-1.5 py-0.5 text-[11px] leading-none font-normal text-muted"
          >
            {tag}
          </span>
        ))}
      </Label>
      {editing && (
        <span className="flex items-center pr-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            className="size-9 rounded-full text-muted hover:text-foreground"
            aria-label={COPY.edit(words)}
            onClick={editing.onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-full text-muted hover:text-destructive"
            aria-label={COPY.remove(words)}
            onClick={editing.onRemove}
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      )}
    </li>
  );
}
