import type { ReactNode } from 'react';
import { AtSign, Heart, MessageCircle, Quote } from 'lucide-react';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { conversationKindLabel } from '@gatling/shared/api/conversation-kinds';
import { PlatformBadge } from '@/components/platform-badge';
import { Badge } from '@/components/ui/badge';
import { CONVERSATIONS_COPY } from '../texts';
import { ConversationThread } from './conversation-thread';

const COPY = CONVERSATIONS_COPY;
const KIND_ICONS = { answer: MessageCircle, mention: AtSign, quote: Quote } as const;

type TConversationCardProps = {
  item: TConversationItem;
  /**
   * The follow-up as the review screen shows a draft, or its edit form (the app composes it from
   * the replies screen's pieces); unused when the writer had nothing to add.
   */
  followUp: ReactNode;
  /** Under both halves (the review keys on a desktop). */
  footer?: ReactNode;
  /** Like, where the network has one: the item leaves the inbox (a follow-up's card only). */
  onLike?: () => void;
  liking?: boolean;
  /** The top card's id: the skip link and the focus after a decision go to it. */
  id?: string;
};

/**
 * One conversation to answer (decision 0083): the thread on the left (on a phone, above), the
 * follow-up drafted in the user's voice on the right, or the writer's reason for having nothing
 * to add.
 */
export function ConversationCard({
  item,
  followUp,
  footer,
  onLike,
  liking = false,
  id,
}: TConversationCardProps) {
  const Icon = KIND_ICONS[item.kind];
  const drafted = item.follow_up !== null;
  return (
    <article
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-label={COPY.cardLabel(COPY.kind[item.kind], item.post.author.name)}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:grid-rows-[1fr_auto]"
    >
      <div className="px-4 pt-3.5 sm:px-5 lg:px-6 lg:py-5">
        <div className="flex items-center gap-1.5">
          <PlatformBadge platform={item.platform} className="mr-0.5" />
          <Badge variant="accent" className="max-w-full">
            <Icon aria-hidden="true" />
            <span className="truncate">{conversationKindLabel(item.kind)}</span>
          </Badge>
          {drafted && item.can_like && onLike && (
            <button
              type="button"
              onClick={onLike}
              disabled={liking}
              aria-busy={liking || undefined}
              aria-label={COPY.likeLabel(item.post.author.name)}
              className="ml-auto inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-xs font-medium text-muted transition-colors hover:bg-surface-2 hover:text-foreground disabled:opacity-50"
            >
              <Heart className="size-4" aria-hidden="true" />
              {COPY.like}
            </button>
          )}
        </div>
        <ConversationThread item={item} />
      </div>
      <section
        aria-label={drafted ? COPY.followUp : COPY.nothingToAdd.title}
        className="mt-4 flex-1 border-t border-border bg-surface-2 px-4 pt-3 pb-4 sm:px-5 lg:mt-0 lg:border-t-0 lg:border-l lg:px-6 lg:py-5"
      >
        {drafted ? followUp : <NothingToAdd reason={item.nothing_to_add} />}
      </section>
      {footer}
    </article>
  );
}

/** The writer judged that no reply adds anything: its reason, in its words. */
function NothingToAdd({ reason }: { reason: string | null }) {
  return (
    <div data-testid="nothing-to-add">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{COPY.nothingToAdd.title}</p>
      <p className="mt-2 text-sm leading-relaxed">{reason ?? COPY.nothingToAdd.noReason}</p>
    </div>
  );
}
