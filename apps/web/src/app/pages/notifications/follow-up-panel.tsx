import type { TConversationItem, TFollowUp } from '@gatling/shared/api/conversations';
import { DraftBadge } from '@/components/draft-badge';
import { useFollowUpRewritten } from '@/features/conversations/hooks/use-follow-up-rewrites';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';
import { EditForm } from '@/features/replies/components/edit-form';
import { MessageBubble } from '@/features/replies/components/message-bubble';
import { QuickEdits } from '@/features/replies/components/quick-edits';
import type { TEditDraft } from '@/features/replies/lib/pending-review';

type TFollowUpPanelProps = {
  item: TConversationItem;
  followUp: TFollowUp;
  /** The edit form replaces the follow-up while the user edits it (top card only). */
  editing: boolean;
  /** The text to start editing from: the user's earlier edit, or the follow-up. */
  draft: TEditDraft;
  onSubmitEdit: (draft: TEditDraft) => void;
  onCancelEdit: () => void;
};

/**
 * The follow-up as Your Replies shows a draft (decision 0083): the bubble that says it is not sent
 * yet, the demo writer's label, the quick edits (the follow-up is a reply: /edit/response takes its
 * id), or the same edit form.
 */
export function FollowUpPanel({
  item,
  followUp,
  editing,
  draft,
  onSubmitEdit,
  onCancelEdit,
}: TFollowUpPanelProps) {
  const rewritten = useFollowUpRewritten();
  if (editing)
    return (
      <EditForm initial={draft} platform={item.platform} onSubmit={onSubmitEdit} onCancel={onCancelEdit} />
    );
  return (
    <>
      <p className="mb-2 flex items-center justify-between gap-2 text-xs">
        <span className="font-medium tracking-wide text-muted uppercase">{CONVERSATIONS_COPY.followUp}</span>
        <DraftBadge draftedBy={followUp.drafted_by} edited={false} editedMarker={null} />
      </p>
      <MessageBubble text={followUp.suggested_response} />
      <div className="mt-4">
        <QuickEdits
          replyId={followUp.reply_id}
          text={followUp.suggested_response}
          draftedBy={followUp.drafted_by}
          onRewritten={rewritten}
        />
      </div>
    </>
  );
}
