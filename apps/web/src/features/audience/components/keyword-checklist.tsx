import { useId, useRef, useState, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { keywordInWords } from '@gatling/shared/keywords';
import { TEXT } from '@gatling/shared/spec';
import { RefetchButton } from '@/components/refetch-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useKeywordStatus } from '../api/get-keyword-status';
import { useRemoveKeyword } from '../api/remove-keyword';
import { useToggleKeywords } from '../api/toggle-keywords';
import { AUDIENCE_COPY as COPY } from '../texts';
import { KeywordAddForm } from './keyword-add-form';
import { KeywordEditForm } from './keyword-edit-form';
import { KeywordItem } from './keyword-item';

/** Alphabetical by their words, so a keyword stays where it is when it is switched on or off. */
const byWords = (a: string, b: string) =>
  keywordInWords(a).words.localeCompare(keywordInWords(b).words, 'en', { sensitivity: 'base' }) ||
  a.localeCompare(b);

/**
 * 'Keywords for Monitoring': a checkbox per keyword, shown in words; toggling saves at once (POST
 * /keyword/toggle), says 'Keywords updated successfully', or puts the checkbox back and says why
 * ('Error: {message}'). `editable` (Target Audience) adds a keyword by hand, edits one in place and
 * removes one after a confirmation.
 */
export function KeywordChecklist({
  editable = false,
  children,
}: {
  editable?: boolean;
  /** Shown between the introduction and the list (Target Audience's conversation with the agent). */
  children?: ReactNode;
}) {
  const id = useId();
  const status = useKeywordStatus();
  const toggle = useToggleKeywords({
    onSuccess: () => toast({ title: TEXT.audience.keywordsUpdated, variant: 'success' }),
    onError: (error) => toast({ title: TEXT.audience.errorPrefix(error.message), variant: 'destructive' }),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useRemoveKeyword({
    onSuccess: (answer) => {
      toast({ title: COPY.keywords.removed(keywordInWords(answer.keyword).words), variant: 'success' });
      // Its Remove button is gone with it: the focus goes to the list's heading, not the page's top.
      const active = document.activeElement;
      if (!active || active === document.body || heading.current?.closest('section')?.contains(active))
        heading.current?.focus();
    },
    onError: (error) => toast({ title: TEXT.audience.errorPrefix(error.message), variant: 'destructive' }),
  });
  /** The keyword being edited (one at a time), and the one whose Edit button takes the focus back. */
  const [editing, setEditing] = useState<string | null>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const all = status.data ? [...status.data.active_keywords, ...status.data.inactive_keywords] : [];

  let body;
  if (status.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={COPY.keywords.loading}
        className="grid gap-2 sm:grid-cols-2"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  } else if (status.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-md border border-destructive/40 p-3 sm:flex-row sm:items-center"
      >
        <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p className="flex-1 text-sm font-medium">{COPY.keywords.loadFailed}</p>
        <RefetchButton query={status}>{COPY.keywords.retry}</RefetchButton>
      </div>
    );
  } else {
    const active = new Set(status.data.active_keywords);
    const sorted = [...new Set(all)].sort(byWords);
    body = (
      <>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted">{COPY.keywords.empty}</p>
        ) : (
          <ul aria-labelledby={`${id}-heading`} className="flex flex-wrap gap-2">
            {sorted.map((keyword) =>
              editing === keyword ? (
                <li key={keyword} className="basis-full">
                  <KeywordEditForm
                    keyword={keyword}
                    existing={all}
                    onDone={(saved) => {
                      setEditing(null);
                      setRefocus(saved ?? keyword);
                    }}
                  />
                </li>
              ) : (
                <KeywordItem
                  key={keyword}
                  keyword={keyword}
                  active={active.has(keyword)}
                  onToggle={(on) => toggle.mutate({ keywords: [{ keyword, active: on }] })}
                  editing={
                    editable
                      ? {
                          onEdit: () => {
                            setRefocus(null);
                            setEditing(keyword);
                          },
                          onRemove: () => setRemoving(keyword),
                          focusEdit: refocus === keyword,
                        }
                      : undefined
                  }
                />
              ),
            )}
          </ul>
        )}
        {editable && <KeywordAddForm existing={all} />}
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 ref={heading} id={`${id}-heading`} tabIndex={-1} className="text-base font-semibold outline-none">
          {TEXT.audience.keywordsTitle}
        </h2>
        {status.data && status.data.active_keywords.length + status.data.inactive_keywords.length > 0 && (
          <p className="tabular text-xs text-muted">
            {COPY.keywords.activeCount(
              status.data.active_keywords.length,
              status.data.active_keywords.length + status.data.inactive_keywords.length,
            )}
          </p>
        )}
      </div>
      <p className="text-sm text-muted">{editable ? COPY.keywords.introEditable : COPY.keywords.intro}</p>
      {children}
      {body}
      {editable && (
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={COPY.keywords.confirmTitle}
          description={COPY.keywords.confirmBody(removing ? keywordInWords(removing).words : '')}
          confirmLabel={COPY.keywords.confirmAction}
          destructive
          onConfirm={() => {
            if (removing) remove.mutate({ keyword: removing });
          }}
        />
      )}
    </section>
  );
}
