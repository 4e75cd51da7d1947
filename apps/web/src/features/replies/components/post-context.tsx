import type { TOriginalMessage } from '@gatling/shared/api/replies';

export const POST_CONTEXT_COPY = {
  thread: 'Earlier in the thread',
  labels: 'Labels on this post',
} as const;

/**
 * The thread above a post that is itself a reply (docs/product/screens.md#replies): the thread's
 * first post, then the post it answers, each as its author's handle and its text (two lines at most),
 * so the reader sees what the post answers before reading the draft.
 */
export function ThreadAbove({ post }: { post: TOriginalMessage }) {
  const above = [post.thread_root, post.replied_to].filter((p) => !!p);
  if (above.length === 0) return null;
  return (
    <ol
      aria-label={POST_CONTEXT_COPY.thread}
      className="mt-3 space-y-1.5 border-l-2 border-border pl-3 text-xs text-muted"
    >
      {above.map((p) => (
        <li key={p.id} className="line-clamp-2 break-words">
          <span className="font-medium text-foreground">@{p.author.username}</span> {p.text}
        </li>
      ))}
    </ol>
  );
}

/** The content labels on the post ("Nudity", "Graphic media"), as small tags; nothing when none. */
export function PostLabels({ labels }: { labels: string[] | undefined }) {
  if (!labels?.length) return null;
  return (
    <ul aria-label={POST_CONTEXT_COPY.labels} className="mt-2 flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
          {labelName(label)}
        </li>
      ))}
    </ul>
  );
}

/** 'graphic-media' → 'Graphic media'; a system label's '!' is dropped ('!warn' → 'Warn'). */
function labelName(label: string): string {
  const words = label.replace(/^!/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
