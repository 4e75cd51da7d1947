import type { TConversationItem, TFollowUp } from '@gatling/shared/api/conversations';
import type { TDecision } from '@/features/replies/lib/outbox';
import type { TDecisionAction, TEditDraft } from '@/features/replies/lib/pending-review';
import { firstWords } from '@/features/replies/lib/reply-about';
import { readLocalSettings } from '@/lib/local-settings';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';

/** An inbox item whose follow-up waits for the user's swipe. */
export type TDraftedItem = TConversationItem & { follow_up: TFollowUp };

export const hasFollowUp = (item: TConversationItem): item is TDraftedItem => item.follow_up !== null;

/**
 * A follow-up's decision as the review stack's outbox keeps it (decision 0083: the same calls, the
 * same undo window): send approves, ignore rejects, edit-submit approves with the user's text and
 * then makes the edit call. The outbox, its courier and its messages are the replies screen's own.
 */
export function toFollowUpDecision(
  action: TDecisionAction,
  item: TDraftedItem,
  edit: TEditDraft | null,
  position: number,
): TDecision {
  const { undoTimeout, drySendMode } = readLocalSettings();
  const now = Date.now();
  const draft = item.follow_up.suggested_response;
  const edited = action === 'edit-submit' && edit ? edit : null;
  return {
    reply_id: item.follow_up.reply_id,
    action: action === 'ignore' ? 'reject' : 'approve',
    human_edits: edited?.text ?? null,
    dry_send: drySendMode,
    edit: edited && { original_text: draft, edited_text: edited.text, save_as_rule: edited.saveAsRule },
    approved: false,
    about: { handle: item.post.author.username, excerpt: firstWords(edited?.text ?? draft) },
    undo_text: CONVERSATIONS_COPY.undoText[action],
    position,
    decided_at: now,
    due_at: now + undoTimeout * 1000,
    sending: null,
  };
}
