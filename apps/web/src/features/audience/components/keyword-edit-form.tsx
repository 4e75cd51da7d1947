import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { Check, LoaderCircle } from 'lucide-react';
import { keywordInWords } from '@gatling/shared/keywords';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useUpdateKeyword } from '../api/update-keyword';
import { useKeywordWords } from '../hooks/use-keyword-words';
import { AUDIENCE_COPY } from '../texts';

const COPY = AUDIENCE_COPY.keywords;

type TProps = {
  keyword: string;
  existing: readonly string[];
  /** Left editing: with the keyword as now stored when saved, without when cancelled. */
  onDone: (saved?: string) => void;
};

/** A keyword's words edited in place: Enter saves, Escape cancels; its filters stay as they were. */
export function KeywordEditForm({ keyword, existing, onDone }: TProps) {
  const id = useId();
  const before = keywordInWords(keyword).words;
  const words = useKeywordWords(existing, before, keyword);
  const update = useUpdateKeyword({
    onSuccess: (answer) => {
      if (answer.keyword !== keyword)
        toast({ title: COPY.updated(keywordInWords(answer.keyword).words), variant: 'success' });
      onDone(answer.keyword);
    },
    onError: (error) => words.refuse(serverDetail(error) ?? TEXT.audience.errorPrefix(error.message)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !words.check()) return;
    update.mutate({ keyword, words: words.value });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape closes this edit only, not whatever the page does with Escape.
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="w-full space-y-1.5">
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-words`}
          value={words.value}
          onChange={(e) => words.change(e.target.value)}
          aria-label={COPY.editLabel(before)}
          placeholder={before}
          aria-invalid={words.error ? true : undefined}
          aria-describedby={`${id}-error`}
          autoComplete="off"
          // Opened by the user's own click on Edit: the field is where they meant to go.
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-2">
          <Button type="submit" className="h-11" aria-busy={update.isPending} disabled={update.isPending}>
            {update.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {COPY.save}
          </Button>
          <Button type="button" variant="outline" className="h-11" onClick={() => onDone()}>
            {COPY.cancel}
          </Button>
        </div>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-destructive">
        {words.error}
      </p>
    </form>
  );
}
