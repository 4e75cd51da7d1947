import { useId } from 'react';
import type { TScheduledReply } from '@gatling/shared/api/scheduled';
import { LIMITS } from '@gatling/shared/spec';
import { PlatformBadge } from '@/components/platform-badge';
import { PostPreview } from '@/components/post-preview';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/format';
import { goesOutAt } from '../lib/group-by-date';
import { SCHEDULED_COPY as COPY } from '../texts';
import { DeleteButton } from './delete-button';
import { ScheduledBadges, ScheduledStatusPanel } from './scheduled-status';
import { ScheduledTime } from './scheduled-time';

export type TScheduledItemProps = {
  reply: TScheduledReply;
  now: Date;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDelete: () => void;
  /** This reply is being deleted. */
  deleting: boolean;
  /** Another delete is under way: wait for it. */
  busy: boolean;
};

/**
 * One scheduled reply: the text as it will be posted, the post it answers, when it goes out, its
 * markers and state, a checkbox and a delete button. Selected, it collapses to a compact row.
 */
export function ScheduledItem(props: TScheduledItemProps) {
  const { reply, now, selected, onSelectedChange, onDelete, deleting, busy } = props;
  const id = useId();
  const author = reply.current_tweet.author;
  // A reply being posted right now can no longer be taken back.
  const locked = reply.status === 'publishing';
  const checkbox = (
    <Checkbox
      id={`${id}-select`}
      checked={selected}
      onCheckedChange={(value) => onSelectedChange(value === true)}
      disabled={locked}
      aria-label={COPY.select(author.username)}
      aria-describedby={`${id}-text`}
      className="m-3"
    />
  );
  const remove = (
    <DeleteButton
      replyId={reply.id}
      label={COPY.deleteOne(author.username)}
      deleting={deleting}
      disabled={busy || locked}
      onDelete={onDelete}
    />
  );

  if (selected) {
    return (
      <li
        className={cn('flex items-center gap-1 py-0.5 pr-1 pl-1 bg-accent-soft/40', deleting && 'opacity-60')}
      >
        {checkbox}
        <p id={`${id}-text`} className="min-w-0 flex-1 truncate text-sm" title={reply.pending_text}>
          {truncate(reply.pending_text, LIMITS.scheduledCompactTruncate)}
        </p>
        <ScheduledTime at={goesOutAt(reply)} now={now} />
        {remove}
      </li>
    );
  }

  return (
    <li className={cn('pt-1 pr-1 pb-4 pl-1', deleting && 'opacity-60')}>
      <div className="flex items-center gap-1">
        {checkbox}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <ScheduledTime at={goesOutAt(reply)} now={now} withClock />
          <PlatformBadge platform={reply.platform} />
          <ScheduledBadges reply={reply} />
        </div>
        {remove}
      </div>
      <div className="space-y-3 pr-3 pl-3 sm:pl-11">
        <div>
          <p className="sr-only">{COPY.yourReply}</p>
          <p id={`${id}-text`} className="text-[0.95rem] leading-relaxed whitespace-pre-wrap break-words">
            {reply.pending_text}
          </p>
        </div>
        {/* What the user must do or know comes before the context. */}
        <ScheduledStatusPanel reply={reply} now={now} />
        <div className="rounded-md border border-border bg-surface-2/50 p-3">
          <p className="mb-2 text-xs font-medium text-muted">{COPY.replyingTo(author.username)}</p>
          <PostPreview post={reply.original_message} truncateAt={LIMITS.cardTruncate} hideReactions />
        </div>
      </div>
    </li>
  );
}
