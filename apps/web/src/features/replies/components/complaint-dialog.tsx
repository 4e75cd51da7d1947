import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COMPLAINT_MAX } from '@gatling/shared/api/text-limits';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useComplaint } from '../api/get-complaint';
import { useSubmitComplaint } from '../api/submit-complaint';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.complaint;

type TProps = { replyId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Curation feedback on one reply (docs/product/validation.md#replies): not blank, Enter submits. */
export function ComplaintDialog({ replyId, open, onOpenChange }: TProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{COPY.title}</DialogTitle>
        <DialogDescription>{COPY.description}</DialogDescription>
        {open && <ComplaintForm replyId={replyId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ComplaintForm({ replyId, onDone }: { replyId: string; onDone: () => void }) {
  const existing = useComplaint(replyId, true);
  if (existing.isPending) {
    return <Skeleton className="mt-5 h-28 w-full" />;
  }
  // A failed lookup still lets the user write feedback: the lookup only prefills it.
  const text = existing.data?.complaint ?? '';
  return <ComplaintFields replyId={replyId} initial={text} onDone={onDone} />;
}

function ComplaintFields({
  replyId,
  initial,
  onDone,
}: {
  replyId: string;
  initial: string;
  onDone: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitComplaint({
    onSuccess: () => {
      toast({ title: COPY.sent, variant: 'success' });
      onDone();
    },
    onError: (error) =>
      toast({
        title: TEXT.replies.complaintFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (submit.isPending) return;
    if (text.trim() === '') {
      setError(TEXT.replies.complaintRequired);
      return;
    }
    setError(null);
    submit.mutate({ interaction_id: replyId, complaint: text.trim() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={send} className="mt-5 space-y-3" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-text`}>{COPY.label}</Label>
        <Textarea
          id={`${id}-text`}
          autoFocus
          rows={4}
          value={text}
          maxLength={COMPLAINT_MAX}
          placeholder={COPY.placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : initial ? `${id}-existing` : undefined}
        />
        {initial && !error && (
          <p id={`${id}-existing`} className="text-xs text-muted">
            {COPY.existing}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {COPY.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
