import { useId, useState, type FormEvent } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { TEXT, TIMINGS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import {
  HoverCard,
  HoverCardContent,
  HoverCardTrigger,
  useHoverCardDismiss,
} from '@/components/ui/hover-card';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { CORE_USERS_WRITE_KEY } from '../api/get-core-users';
import { useImportCoreUsersSheet } from '../api/import-core-users-sheet';
import { importSummary } from '../lib/import-summary';
import { CORE_USERS_COPY as COPY } from '../texts';

/**
 * docs/product/screens.md#communities: import usernames from the first column of a Google Sheet, in a hover
 * card (700 ms to open, 300 ms to close) that a click, tap or key also opens.
 */
export function SheetImportPopover() {
  return (
    <HoverCard openDelay={TIMINGS.hoverCardOpenDelayMs} closeDelay={TIMINGS.hoverCardCloseDelayMs}>
      <HoverCardTrigger>
        <Button variant="outline" className="h-11 shrink-0">
          <FileSpreadsheet aria-hidden="true" />
          {COPY.import.trigger}
        </Button>
      </HoverCardTrigger>
      <HoverCardContent aria-labelledby="sheet-import-title">
        <SheetImportForm />
      </HoverCardContent>
    </HoverCard>
  );
}

/** The card's form; a finished import closes the card (the toast tells how it went). */
function SheetImportForm() {
  const id = useId();
  const close = useHoverCardDismiss();
  const [url, setUrl] = useState('');
  const importSheet = useImportCoreUsersSheet({
    onSuccess: (answer) => toast(importSummary(answer)),
    onError: (error) =>
      toast({ title: serverDetail(error) ?? TEXT.coreUsers.importFailed, variant: 'destructive' }),
  });
  const busy = useIsMutating({ mutationKey: CORE_USERS_WRITE_KEY }) > 0;
  const blank = url.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy || !event.currentTarget.reportValidity()) return;
    importSheet.mutate(url, { onSuccess: close });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-send-soft text-send">
          <FileSpreadsheet className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="sheet-import-title" className="text-sm font-semibold">
            {COPY.import.title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{COPY.import.body}</p>
        </div>
      </div>
      <p className="rounded-md bg-surface-2 px-3 py-2 text-xs text-muted">{COPY.import.sharing}</p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-url`}>{COPY.import.urlLabel}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={COPY.import.urlPlaceholder}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" className="w-full" disabled={blank || busy} aria-busy={importSheet.isPending}>
        {importSheet.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {COPY.import.submit}
      </Button>
    </form>
  );
}
