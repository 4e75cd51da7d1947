import { useId } from 'react';
import { CircleAlert } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { RefetchButton } from '@/components/refetch-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { keywordName, readableKeyword } from '@/lib/keyword-query';
import { useKeywordStatus } from '../api/get-keyword-status';
import { useToggleKeywords } from '../api/toggle-keywords';
import { AUDIENCE_COPY as COPY } from '../texts';

/** Alphabetical, so a keyword stays where it is when it is switched on or off. */
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * 'Keywords for Monitoring': a checkbox per keyword; toggling saves at once (POST /keyword/toggle),
 * says 'Keywords updated successfully', or puts the checkbox back and says why ('Error: {message}').
 */
export function KeywordChecklist() {
  const id = useId();
  const status = useKeywordStatus();
  const toggle = useToggleKeywords({
    onSuccess: () => toast({ title: TEXT.audience.keywordsUpdated, variant: 'success' }),
    onError: (error) => toast({ title: TEXT.audience.errorPrefix(error.message), variant: 'destructive' }),
  });

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
    const all = [...new Set([...status.data.active_keywords, ...status.data.inactive_keywords])].sort(byName);
    body =
      all.length === 0 ? (
        <p className="text-sm text-muted">{COPY.keywords.empty}</p>
      ) : (
        <ul aria-labelledby={`${id}-heading`} className="flex flex-wrap gap-2">
          {all.map((keyword, i) => {
            const { text, filters } = readableKeyword(keyword);
            return (
              <li key={keyword}>
                <Label
                  htmlFor={`${id}-kw-${i}`}
                  // The query as searched, for those who want to see it.
                  title={keyword}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface py-1.5 pr-3.5 pl-2.5 transition-colors hover:bg-surface-2 has-[button:focus-visible]:border-ring has-[button[data-state=checked]]:border-accent/40 has-[button[data-state=checked]]:bg-accent-soft"
                >
                  <Checkbox
                    id={`${id}-kw-${i}`}
                    checked={active.has(keyword)}
                    aria-label={keywordName(keyword)}
                    onCheckedChange={(checked) =>
                      toggle.mutate({ keywords: [{ keyword, active: checked === true }] })
                    }
                  />
                  <span className="min-w-0 text-sm font-medium break-words">{text}</span>
                  {filters.map((filter) => (
                    <span
                      key={filter}
                      aria-hidden="true"
                      className="rounded-full bg-surface-2 px-1.5 py-0.5 text-[11px] leading-none font-normal text-muted"
                    >
                      {filter}
                    </span>
                  ))}
                </Label>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
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
      <p className="text-sm text-muted">{COPY.keywords.intro}</p>
      {body}
    </section>
  );
}
