import { ExternalLink } from 'lucide-react';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { LIMITS } from '@gatling/shared/spec';
import { PostPreview } from '@/components/post-preview';
import type { TEditDraft } from '../lib/pending-review';
import { REPLIES_COPY } from '../texts';
import { CardHeader } from './card-header';
import { DraftLabel } from './draft-label';
import { EditForm } from './edit-form';
import { KeyHints } from './key-hints';
import { MessageBubble } from './message-bubble';
import { PostLabels, ThreadAbove } from './post-context';
import { PickedLine } from './picked-line';
import { PostLinkNote } from './post-link-note';
import { QuickEdits } from './quick-edits';

type TReplyCardProps = {
  reply: TPendingReply;
  /** The edit form replaces the draft while the user edits it (top card only). */
  editing: boolean;
  /** The text to start editing from: the user's earlier edit, or the draft. */
  draft: TEditDraft;
  onSubmitEdit: (draft: TEditDraft) => void;
  onCancelEdit: () => void;
  onFeedback: () => void;
  /** The top card shows the review keys (desktop only). */
  showKeys?: boolean;
  /** The top card's id: the page's skip link moves the focus to it. */
  id?: string;
};

/**
 * One reply to review (docs/product/screens.md#replies): the post (text cut at 140 characters with Show
 * more), the drafted reply as a message bubble (with the links it took from the post said under it), its
 * quick edits, the platform and why the post was picked (its source and rule in the header; the model's
 * quoted reason, its score and the source's record on the line below).
 */
export function ReplyCard({
  reply,
  editing,
  draft,
  onSubmitEdit,
  onCancelEdit,
  onFeedback,
  showKeys = false,
  id,
}: TReplyCardProps) {
  return (
    // From 1024 px the post and the draft sit side by side, so both are seen at once.
    <article
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-label={`Reply to ${reply.original_message.author.name}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:grid-rows-[1fr_auto]"
    >
      <div className="px-4 pt-3.5 sm:px-5 lg:px-6 lg:py-5">
        <CardHeader reply={reply} onFeedback={onFeedback} />
        <PickedLine picked={reply.picked} draftedBy={reply.drafted_by} />
        {/* A reply shows the thread above it; a post's content labels show below it. */}
        <ThreadAbove post={reply.original_message} />
        <PostPreview
          post={reply.original_message}
          truncateAt={LIMITS.cardTruncate}
          withoutViews={reply.platform === 'bluesky'}
          className="mt-3"
        />
        <PostLabels labels={reply.original_message.labels} />
      </div>
      <section
        aria-label={REPLIES_COPY.yourReply}
        className="mt-4 flex-1 border-t border-border bg-surface-2 px-4 pt-3 pb-4 sm:px-5 lg:mt-0 lg:border-t-0 lg:border-l lg:px-6 lg:py-5"
      >
        {editing ? (
          <EditForm
            initial={draft}
            platform={reply.platform}
            onSubmit={onSubmitEdit}
            onCancel={onCancelEdit}
          />
        ) : (
          <>
            <DraftLabel draftedBy={reply.drafted_by} />
            <MessageBubble text={reply.suggested_response} />
            <PostLinkNote draft={reply.suggested_response} post={reply.original_message} />
            {/* The quick edits first, in reach above a phone's button bar; the hint on Send under them. */}
            <div className="mt-4">
              <QuickEdits replyId={reply.id} text={reply.suggested_response} draftedBy={reply.drafted_by} />
            </div>
            {reply.delivery === 'intent' && (
              <p className="mt-3 flex items-center gap-1.5 text-xs text-muted">
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                {REPLIES_COPY.intentHint}
              </p>
            )}
          </>
        )}
      </section>
      {showKeys && !editing && (
        <KeyHints className="col-span-2 justify-end border-t border-border px-6 py-2.5" />
      )}
    </article>
  );
}
