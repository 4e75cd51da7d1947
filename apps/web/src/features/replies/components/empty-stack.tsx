import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useCheckForPosts } from '../hooks/use-check-for-posts';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.empty;

/**
 * The empty review stack: the spec's text, and "Check for new posts", which runs monitoring with
 * real progress and then reloads the drafts (new cards replace this view when drafts arrive).
 */
export function EmptyStack({ onRefetch }: { onRefetch: () => Promise<unknown> }) {
  const { state, start } = useCheckForPosts(onRefetch);
  const running = state.phase === 'running';
  const progress = running ? (state.status?.progress ?? 0) : 0;
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border bg-surface px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold">{TEXT.replies.empty}</p>
      <p className="mt-1.5 max-w-sm text-sm text-muted">{COPY.body}</p>

      <Button
        className="mt-6"
        onClick={() => void start()}
        disabled={running}
        aria-busy={running || undefined}
      >
        <RefreshCw className={running ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
        {running ? COPY.checking : COPY.check}
      </Button>

      <div className="mt-5 w-full max-w-sm" aria-live="polite">
        {running && (
          <>
            <Progress value={progress} aria-label={COPY.progressLabel} />
            <p className="mt-2 text-xs text-muted tabular">
              {progress}%
              {state.status ? ` · ${COPY.found(state.status.posts_found, state.status.drafts_created)}` : ''}
            </p>
          </>
        )}
        {state.phase === 'done' && (
          <p className="text-sm text-muted">
            {state.status.drafts_created > 0
              ? COPY.found(state.status.posts_found, state.status.drafts_created)
              : COPY.none}
          </p>
        )}
        {state.phase === 'failed' && (
          <p
            role="alert"
            className="flex items-start justify-center gap-1.5 text-sm font-medium text-destructive"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
