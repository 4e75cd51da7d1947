import { useId, useState } from 'react';
import { ChartNoAxesColumn, Heart, MessageCircle, Quote, Repeat2 } from 'lucide-react';
import type { TOriginalMessage, TPostAuthor, TReactions } from '@gatling/shared/api/replies';
import { Avatar } from '@/components/ui/avatar';
import { abbreviateCount, relativeTime, truncate } from '@/lib/format';
import { cn } from '@/lib/cn';

export const POST_PREVIEW_COPY = {
  showMore: 'Show more',
  showLess: 'Show less',
  retweet: 'Repost',
  quote: 'Quote',
  reactions: 'Reactions',
  media: (name: string) => `Image posted by ${name}`,
  reaction: {
    replies: (n: string) => `${n} replies`,
    retweets: (n: string) => `${n} reposts`,
    likes: (n: string) => `${n} likes`,
    views: (n: string) => `${n} views`,
  },
} as const;

type TPostPreviewProps = {
  post: TOriginalMessage;
  /**
   * Cut the post's text at this many characters, with a Show more toggle (140 on cards,
   * docs/product/limits.md#display).
   */
  truncateAt?: number;
  /** Drop the reaction row (e.g. in a compact list). */
  hideReactions?: boolean;
  /** Bluesky gives no view counts: its posts show none rather than a made-up 0. */
  withoutViews?: boolean;
  className?: string;
};

/**
 * A social post as the review and scheduled screens show it: author, relative time, text, image,
 * reactions (K/M counts) and, for a repost or quote, the original post nested inside.
 */
export function PostPreview({
  post,
  truncateAt,
  hideReactions = false,
  withoutViews = false,
  className,
}: TPostPreviewProps) {
  const nested = post.tweet_type !== 'SINGLE' ? post.original_tweet : null;
  // A repost's own text is only the "RT @…" wrapper: the original post below says it all.
  const ownText = post.tweet_type === 'RETWEET' && nested ? '' : post.text;
  return (
    <article className={cn('min-w-0 text-sm', className)} aria-label={`Post by ${post.author.name}`}>
      <div className="flex items-start gap-3">
        <Avatar src={post.author.avatar_url} name={post.author.name} className="size-10" />
        <div className="min-w-0 flex-1">
          <AuthorLine author={post.author} createdAt={post.created_at} />
          {post.tweet_type !== 'SINGLE' && <TweetTypeBadge type={post.tweet_type} />}
          {ownText && <PostText text={ownText} truncateAt={truncateAt} className="mt-1" />}
          {post.media && <PostImage url={post.media.url} alt={POST_PREVIEW_COPY.media(post.author.name)} />}
          {nested && (
            <div className="mt-2.5 rounded-md border border-border p-3">
              <div className="flex items-center gap-2">
                <Avatar
                  src={nested.author.avatar_url}
                  name={nested.author.name}
                  className="size-5"
                  initialClassName="text-[0.6rem]"
                />
                <AuthorLine author={nested.author} />
              </div>
              <PostText text={nested.text} truncateAt={truncateAt} className="mt-1.5" />
              {nested.media_urls[0] && (
                <PostImage url={nested.media_urls[0]} alt={POST_PREVIEW_COPY.media(nested.author.name)} />
              )}
              {!hideReactions && (
                <ReactionRow reactions={nested.reactions} compact withoutViews={withoutViews} />
              )}
            </div>
          )}
          {!hideReactions && <ReactionRow reactions={post.reactions} withoutViews={withoutViews} />}
        </div>
      </div>
    </article>
  );
}

function AuthorLine({ author, createdAt }: { author: TPostAuthor; createdAt?: string }) {
  return (
    <p className="flex min-w-0 items-baseline gap-1 leading-tight">
      <span className="truncate font-semibold">{author.name}</span>
      <span className="truncate text-muted">@{author.username}</span>
      {createdAt && (
        <>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <time
            dateTime={createdAt}
            title={new Date(createdAt).toLocaleString()}
            className="shrink-0 text-muted tabular"
          >
            {relativeTime(createdAt)}
          </time>
        </>
      )}
    </p>
  );
}

function TweetTypeBadge({ type }: { type: 'RETWEET' | 'QUOTE' }) {
  const Icon = type === 'RETWEET' ? Repeat2 : Quote;
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
      <Icon className="size-3" aria-hidden="true" />
      {type === 'RETWEET' ? POST_PREVIEW_COPY.retweet : POST_PREVIEW_COPY.quote}
    </span>
  );
}

/** The text, cut at `truncateAt` with a toggle to read it all. */
function PostText({
  text,
  truncateAt,
  className,
}: {
  text: string;
  truncateAt?: number;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const cut = truncateAt === undefined ? text : truncate(text, truncateAt);
  const long = cut !== text;
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line break-words leading-relaxed">
        {expanded || !long ? text : cut}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-0.5 cursor-pointer text-sm font-medium text-accent hover:underline"
        >
          {expanded ? POST_PREVIEW_COPY.showLess : POST_PREVIEW_COPY.showMore}
        </button>
      )}
    </div>
  );
}

function PostImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      draggable={false}
      onError={() => setFailed(true)}
      className="mt-2.5 max-h-64 w-full rounded-md border border-border bg-surface-2 object-cover"
    />
  );
}

const REACTIONS = [
  { key: 'replies', Icon: MessageCircle },
  { key: 'retweets', Icon: Repeat2 },
  { key: 'likes', Icon: Heart },
  { key: 'views', Icon: ChartNoAxesColumn },
] as const;

function ReactionRow({
  reactions,
  compact = false,
  withoutViews = false,
}: {
  reactions: TReactions;
  compact?: boolean;
  withoutViews?: boolean;
}) {
  return (
    <ul
      aria-label={POST_PREVIEW_COPY.reactions}
      className={cn('flex items-center text-xs text-muted', compact ? 'mt-2 gap-4' : 'mt-2.5 gap-5')}
    >
      {(withoutViews ? REACTIONS.filter((r) => r.key !== 'views') : REACTIONS).map(({ key, Icon }) => {
        const count = abbreviateCount(reactions[key]);
        return (
          <li key={key} className="flex items-center gap-1 tabular">
            <Icon className="size-3.5" aria-hidden="true" />
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{POST_PREVIEW_COPY.reaction[key](count)}</span>
          </li>
        );
      })}
    </ul>
  );
}
