import { useId, useRef, type FormEvent } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { keywordInWords } from '@gatling/shared/keywords';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useAddKeyword } from '../api/add-keyword';
import { useKeywordWords } from '../hooks/use-keyword-words';
import { AUDIENCE_COPY } from '../texts';

const COPY = AUDIENCE_COPY.keywords;

/**
 * Adds a keyword by hand, in words: checked here as the server checks it (not empty, not too
 * long, not a keyword already, whatever the case). The words stay in the field until saved.
 */
export function KeywordAddForm({ existing }: { existing: readonly string[] }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const words = useKeywordWords(existing);
  const add = useAddKeyword({
    onSuccess: (answer) =>
      toast({ title: COPY.added(keywordInWords(answer.keyword).words), variant: 'success' }),
    onError: (error) => words.refuse(serverDetail(error) ?? TEXT.audience.errorPrefix(error.message)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!words.check()) {
      input.current?.focus();
      return;
    }
    add.mutate({ words: words.value }, { onSuccess: () => words.reset() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <Label htmlFor={`${id}-words`}>{COPY.addLabel}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={`${id}-words`}
          value={words.value}
          onChange={(e) => words.change(e.target.value)}
          placeholder={COPY.addPlaceholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={words.error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="h-11 shrink-0" aria-busy={add.isPending} disabled={add.isPending}>
          {add.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {COPY.add}
        </Button>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-destructive">
        {words.error}
      </p>
    </form>
  );
}
