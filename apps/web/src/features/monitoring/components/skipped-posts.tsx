import { ChevronRight } from 'lucide-react';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { cn } from '@/lib/cn';
import { SKIPPED_POSTS_COPY as COPY } from '../texts';

type TProps = { skipped: readonly TSkippedPost[]; className?: string };

/**
 * The posts a monitoring run found worth a reply and wrote no draft for, and why: closed by default
 * (a line under the run's result), one press opens the list. Nothing when every post got a draft.
 */
export function SkippedPosts({ skipped, className }: TProps) {
  if (skipped.length === 0) return null;
  return (
    <details className={cn('group w-full text-left', className)}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-medium text-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        {COPY.summary(skipped.length)}
      </summary>
      <ul className="mt-1 divide-y divide-border rounded-md border border-border">
        {skipped.map((post) => (
          <li key={post.post_id} className="px-3 py-2.5">
            <p className="text-sm">
              <span className="font-medium">@{post.author_username}</span>{' '}
              <span className="break-words text-muted">{post.text}</span>
            </p>
            <p className="mt-1 text-xs text-muted">
              <span className="sr-only">{COPY.reasonLabel} </span>
              {post.reason}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
