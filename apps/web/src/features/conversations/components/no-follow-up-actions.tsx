import { Heart, X } from 'lucide-react';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { cn } from '@/lib/cn';
import { CONVERSATIONS_COPY } from '../texts';

const COPY = CONVERSATIONS_COPY;
const BUTTON =
  'flex h-13 cursor-pointer items-center justify-center gap-2 rounded-full text-[0.95rem] font-semibold shadow-sm transition-[background-color,transform] duration-150 active:scale-[0.97] disabled:cursor-default disabled:opacity-60';

type TProps = {
  item: TConversationItem;
  onLike: () => void;
  onDismiss: () => void;
  /** A Like or a dismiss of this item is on its way. */
  busy: boolean;
};

/**
 * A card with nothing to add: Dismiss, and Like where the network has one, in thumb reach where a
 * follow-up's card has Ignore / Edit / Send. Both act at once.
 */
export function NoFollowUpActions({ item, onLike, onDismiss, busy }: TProps) {
  const name = item.post.author.name;
  return (
    <div className={cn('grid gap-2.5', item.can_like ? 'grid-cols-2' : 'grid-cols-1')}>
      <button
        type="button"
        onClick={onDismiss}
        disabled={busy}
        aria-label={COPY.dismissLabel(name)}
        className={cn(BUTTON, 'bg-ignore-soft text-foreground hover:bg-ignore-soft/70 [&_svg]:text-ignore')}
      >
        <X className="size-[18px]" aria-hidden="true" />
        {COPY.dismiss}
      </button>
      {item.can_like && (
        <button
          type="button"
          onClick={onLike}
          disabled={busy}
          aria-label={COPY.likeLabel(name)}
          className={cn(BUTTON, 'bg-send text-white hover:bg-send/90 dark:text-background')}
        >
          <Heart className="size-[18px]" aria-hidden="true" />
          {COPY.like}
        </button>
      )}
    </div>
  );
}
