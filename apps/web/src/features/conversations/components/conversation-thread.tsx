import type { TConversationItem } from '@gatling/shared/api/conversations';
import { LIMITS } from '@gatling/shared/spec';
import { PostPreview } from '@/components/post-preview';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { CONVERSATIONS_COPY } from '../texts';

const COPY = CONVERSATIONS_COPY;

type TThreadPost = {
  id: string;
  text: string;
  author: { username: string; name: string; avatar_url: string | null };
};

/**
 * The conversation as it reads on the network, top to bottom: the thread's first post (when the
 * network gave it), the user's own post or reply it answers (marked as theirs), then the answer
 * itself with who wrote it and when. A quote shows the user's post inside it (PostPreview).
 */
export function ConversationThread({ item }: { item: TConversationItem }) {
  const { post } = item;
  const yours = yourPost(item);
  const root = post.thread_root && post.thread_root.id !== yours?.id ? post.thread_root : null;
  return (
    <ol aria-label={COPY.thread} className="mt-3 space-y-0">
      {root && <ThreadLine post={root} note={COPY.threadStart} />}
      {yours && <ThreadLine post={yours} mine />}
      <li className={cn((root || yours) && 'pt-1')}>
        <PostPreview
          post={post}
          truncateAt={LIMITS.cardTruncate}
          withoutViews={item.platform === 'bluesky'}
        />
      </li>
    </ol>
  );
}

/** The post of the user's that the item answers: the network's copy, else the reply the product sent. */
function yourPost(item: TConversationItem): TThreadPost | null {
  const parent = item.post.replied_to;
  if (item.kind === 'answer' && parent) return parent;
  if (item.your_reply) {
    const author = parent?.author ?? { username: '', name: COPY.you, avatar_url: null };
    return { id: item.your_reply.id, text: item.your_reply.text, author };
  }
  // A mention in a reply: the post it answers is someone's, shown as any other in the thread.
  return parent ?? null;
}

/**
 * One earlier post of the thread: a small avatar on the thread's line, the author and the text (three
 * lines at most). The user's own is marked "You", in the accent colour.
 */
function ThreadLine({ post, mine = false, note }: { post: TThreadPost; mine?: boolean; note?: string }) {
  return (
    <li className="relative flex gap-3 pb-3">
      {/* The line that joins the posts of the thread, from this avatar down to the next. */}
      <span
        aria-hidden="true"
        className="absolute top-7 bottom-0 left-[0.9375rem] w-0.5 rounded-full bg-border"
      />
      <Avatar
        src={post.author.avatar_url}
        name={post.author.name}
        className="size-8"
        initialClassName="text-xs"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex min-w-0 items-baseline gap-1.5 leading-tight">
          {mine ? (
            <span className="rounded-full bg-accent-soft px-1.5 py-px text-xs font-semibold text-accent">
              {COPY.you}
            </span>
          ) : (
            <span className="truncate font-semibold">{post.author.name}</span>
          )}
          {post.author.username && <span className="truncate text-muted">@{post.author.username}</span>}
          {note && <span className="shrink-0 text-xs text-muted">· {note}</span>}
        </p>
        <p
          className={cn(
            'mt-0.5 line-clamp-3 break-words leading-relaxed',
            mine ? 'text-foreground' : 'text-muted',
          )}
        >
          {post.text}
        </p>
      </div>
    </li>
  );
}
