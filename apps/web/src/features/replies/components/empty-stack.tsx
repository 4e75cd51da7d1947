import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { REPLIES_COPY } from '../texts';

/**
 * The empty review stack: the spec's text, and below it the action the page gives (on /replies,
 * monitoring's "Check for new posts", which reloads the drafts: new cards replace this view).
 */
export function EmptyStack({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border bg-surface px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold">{TEXT.replies.empty}</p>
      <p className="mt-1.5 max-w-sm text-sm text-muted">{REPLIES_COPY.empty.body}</p>
      {action !== undefined && action !== null && <div className="mt-6 w-full">{action}</div>}
    </div>
  );
}
