import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CircleAlert, Pencil } from 'lucide-react';
import type { TStyleAnswer } from '@gatling/shared/api/style';
import { STYLE_PROMPT_MAX } from '@gatling/shared/api/text-limits';
import { TEXT } from '@gatling/shared/spec';
import { RefetchButton } from '@/components/refetch-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/dates';
import { useStyle } from '../api/get-style';
import { useUpdateStyle } from '../api/update-style';
import { styleFailureText } from '../lib/style-failure';
import { STYLE_COPY as COPY } from '../texts';

type TProps = {
  /** The success toast: the style screen's ends with a period, onboarding's does not. */
  successText: string;
  onSaved?: (style: TStyleAnswer) => void;
  /** True while the user has typed changes that are not saved. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where the text came from and when it last changed. */
  showOrigin?: boolean;
};

/**
 * docs/product/states.md#style: viewing, then editing (draft prefilled with the current style), then saved
 * (back to viewing with the cached value updated) or cancelled (draft cleared).
 */
export function StyleEditor(props: TProps) {
  const style = useStyle();

  if (style.isPending) {
    return (
      <Card className="space-y-3 p-5 sm:p-6" role="status" aria-busy="true" aria-label={COPY.loading}>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    );
  }
  if (style.isError) {
    return (
      <Card role="alert" className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
        <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p className="flex-1 text-sm font-medium">{COPY.loadFailed}</p>
        <RefetchButton query={style}>{COPY.retry}</RefetchButton>
      </Card>
    );
  }
  return <LoadedStyleEditor {...props} style={style.data} />;
}

function LoadedStyleEditor({
  style,
  successText,
  onSaved,
  onDirtyChange,
  showOrigin = false,
}: TProps & { style: TStyleAnswer }) {
  const id = useId();
  const saved = style.style_prompt ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const dirty = editing && draft !== saved;
  const update = useUpdateStyle({
    onSuccess: () => toast({ title: successText, variant: 'success' }),
    onError: (error) => toast({ title: styleFailureText(error), variant: 'destructive' }),
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // In the commit that changes it: a passive effect ran after the browser had painted the Edit
  // button, and an Escape pressed in between met a page still holding unsaved changes.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
  };
  const canSave = editing && draft.trim().length > 0 && !update.isPending;
  const save = () => {
    if (!canSave) return;
    update.mutate(
      { style_prompt: draft.trim() },
      {
        onSuccess: (answer) => {
          close();
          onSaved?.(answer);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      save();
    }
  };

  if (editing) {
    return (
      <Card className="p-5 sm:p-6">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          className="space-y-3"
        >
          <div className="space-y-1">
            <Label htmlFor={`${id}-text`}>{COPY.label}</Label>
            <p id={`${id}-help`} className="text-xs text-muted">
              {COPY.help}
            </p>
          </div>
          <Textarea
            id={`${id}-text`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={(e) => {
              const end = e.currentTarget.value.length;
              e.currentTarget.setSelectionRange(end, end);
            }}
            placeholder={COPY.placeholder}
            maxLength={STYLE_PROMPT_MAX}
            rows={7}
            autoFocus
            aria-describedby={`${id}-help ${id}-count`}
            className="min-h-40 resize-y"
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${id}-count`} className="tabular text-xs text-muted">
              {COPY.characters(draft.length, STYLE_PROMPT_MAX)}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
                {TEXT.style.cancel}
              </Button>
              <Button type="submit" disabled={!canSave} aria-busy={update.isPending}>
                {update.isPending ? COPY.saving : TEXT.style.saveChanges}
              </Button>
            </div>
          </div>
        </form>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{COPY.label}</h2>
          {showOrigin && style.source && saved && (
            <Badge variant={style.source === 'user' ? 'accent' : 'neutral'}>
              {COPY.source[style.source]}
            </Badge>
          )}
        </div>
        <Button ref={editButton} variant="outline" size="sm" onClick={() => setDraft(saved)}>
          <Pencil aria-hidden="true" />
          {TEXT.style.edit}
        </Button>
      </div>
      {saved ? <SavedText text={saved} /> : <p className="mt-3 text-sm text-muted">{TEXT.style.empty}</p>}
      {showOrigin && saved && style.updated_at && !Number.isNaN(new Date(style.updated_at).getTime()) && (
        <p className="mt-3 text-xs text-muted">
          <time dateTime={style.updated_at}>{COPY.updated(timeAgo(new Date(style.updated_at)))}</time>
        </p>
      )}
    </Card>
  );
}

/** Above this many characters the text starts folded, so the screen below stays in reach. */
const FOLD_AT = 600;

function SavedText({ text }: { text: string }) {
  const id = useId();
  const long = text.length > FOLD_AT;
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <p
        id={`${id}-text`}
        className={cn(
          'text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
          long && !open && 'line-clamp-8',
        )}
      >
        {text}
      </p>
      {long && (
        <Button
          variant="link"
          size="sm"
          className="mt-1 h-auto px-0"
          aria-expanded={open}
          aria-controls={`${id}-text`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? COPY.showLess : COPY.showAll}
        </Button>
      )}
    </div>
  );
}
