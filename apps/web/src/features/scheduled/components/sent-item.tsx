import { ExternalLink } from 'lucide-react';
import { PLATFORM_NAMES } from '@gatling/shared/api/platform-list';
import type { TSentReply } from '@gatling/shared/api/scheduled';
import { PlatformBadge } from '@/components/platform-badge';
import { Badge } from '@/components/ui/badge';
import { dateAtTime } from '@/lib/dates';
import { relativeTime, truncate } from '@/lib/format';
import { SCHEDULED_COPY } from '../texts';
import { DraftBadge } from '@/components/draft-badge';
import { SandboxBadge } from './sandbox-badge';

const COPY = SCHEDULED_COPY.sent;
const POST_PREVIEW_MAX = 140;

/** One published reply: the post, what went out, when, how, and where to see it. */
export function SentItem({ reply, now }: { reply: TSentReply; now: Date }) {
  const post = reply.original_message;
  const when = new Date(reply.published_at);
  const exact = Number.isNaN(when.getTime()) ? '' : dateAtTime(when);
  return (
    <li className="space-y-3 p-4" aria-label={COPY.itemLabel(post.author.username)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        <span className="font-medium text-foreground">{COPY.replyTo(post.author.username)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={reply.published_at} title={exact && COPY.sentAt(exact)} className="tabular">
          {relativeTime(reply.published_at, now)}
        </time>
        <PlatformBadge platform={reply.platform} />
        <Badge>{COPY.how[reply.how]}</Badge>
        <DraftBadge
          draftedBy={reply.drafted_by}
          edited={reply.edited_response}
          editedMarker={<Badge>{COPY.edited}</Badge>}
        />
        {reply.how !== 'dry_send' && <SandboxBadge sandbox={reply.sandbox} platform={reply.platform} />}
      </div>
      <blockquote className="border-l-2 border-border pl-3 text-sm text-muted">
        {truncate(post.text, POST_PREVIEW_MAX)}
      </blockquote>
      <p className="text-sm whitespace-pre-wrap">{reply.text}</p>
      {reply.published_url && (
        <a
          href={reply.published_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline focus-visible:underline"
        >
          {COPY.view(PLATFORM_NAMES[reply.platform])}
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{COPY.newTab}</span>
        </a>
      )}
    </li>
  );
}
