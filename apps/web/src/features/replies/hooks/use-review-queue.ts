import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { noteApproval } from '@/components/first-approval-notice';
import { useAuth } from '@/lib/auth/auth-state';
import { readLocalSettings } from '@/lib/local-settings';
import { useUndo } from '@/lib/undo/undo-store';
import { usePendingReplies } from '../api/get-pending-replies';
import { addDecision, outboxText, parseOutbox, subscribeOutbox, type TDecision } from '../lib/outbox';
import type { TDecisionAction, TEditDraft } from '../lib/pending-review';
import { aboutReply } from '../lib/reply-about';
import { REPLIES_COPY } from '../texts';
import { useOutboxSignals } from './outbox-signals';

/** The replies with a decision in the outbox; parsed only when the stored text changes. */
function useDecidedIds(userId: string | null): ReadonlySet<string> {
  const text = useSyncExternalStore(subscribeOutbox, () => (userId ? outboxText(userId) : ''));
  return useMemo(() => new Set(parseOutbox(text).map((d) => d.reply_id)), [text]);
}

/**
 * The decision as the outbox keeps it (docs/product/states.md: edit-submit approves with the user's
 * text, then the edit call).
 */
export function toDecision(
  action: TDecisionAction,
  reply: TPendingReply,
  edit: TEditDraft | null,
  position: number,
): TDecision {
  const { undoTimeout, drySendMode } = readLocalSettings();
  const now = Date.now();
  const edited = action === 'edit-submit' && edit ? edit : null;
  return {
    reply_id: reply.id,
    action: action === 'ignore' ? 'reject' : 'approve',
    human_edits: edited?.text ?? null,
    dry_send: drySendMode,
    edit: edited && {
      original_text: reply.suggested_response,
      edited_text: edited.text,
      save_as_rule: edited.saveAsRule,
    },
    approved: false,
    about: aboutReply(reply, edited?.text ?? reply.suggested_response),
    undo_text: REPLIES_COPY.undoText[action],
    position,
    decided_at: now,
    due_at: now + undoTimeout * 1000,
    sending: null,
  };
}

/**
 * The review stack (docs/product/states.md, Reply card): the pending replies minus the cards
 * with a decision in the outbox (lib/outbox), which the app's useDecisionOutbox sends once the undo
 * time is over.
 * A decision is written the moment the user makes it, so a reload, a closed tab or a lost
 * connection does not lose it or bring its card back; undo or a refusal puts the card back at its
 * place (the stack keeps the server's order), with an edit's text.
 *
 * `platform` narrows the deck to one network's cards (the whole stack is loaded: the filter only
 * hides cards, so a decision or an edit's text is never lost by switching). A card of another
 * network that comes back (undo, refusal) calls `showAll`, so the user sees it return.
 */
export function useReviewQueue(platform?: TPlatform, showAll?: () => void) {
  const query = usePendingReplies();
  const userId = useAuth().user?.id ?? null;
  const { push } = useUndo();
  const signals = useOutboxSignals();
  const decided = useDecidedIds(userId);
  const [drafts, setDrafts] = useState<Readonly<Record<string, TEditDraft>>>({});

  const open = useMemo(() => (query.data ?? []).filter((i) => !decided.has(i.id)), [query.data, decided]);
  const deck = useMemo(
    () => (platform ? open.filter((i) => i.platform === platform) : open),
    [open, platform],
  );
  const hidden = useRef({ data: query.data, platform, showAll });
  hidden.current = { data: query.data, platform, showAll };

  // A card that comes back after an edit keeps the user's text in its form.
  useEffect(
    () =>
      signals.onReturned((decision) => {
        const { data, platform: only, showAll: widen } = hidden.current;
        if (only && data?.some((i) => i.id === decision.reply_id && i.platform !== only)) widen?.();
        const edit = decision.edit;
        if (!edit) return;
        setDrafts((all) => ({
          ...all,
          [decision.reply_id]: { text: edit.edited_text, saveAsRule: edit.save_as_rule },
        }));
      }),
    [signals],
  );

  const decide = useCallback(
    (action: TDecisionAction, reply: TPendingReply, edit: TEditDraft | null = null) => {
      if (!userId) return;
      const decision = toDecision(action, reply, edit, Math.max(0, deck.indexOf(reply)));
      if (!addDecision(userId, decision)) return;
      setDrafts((all) => {
        const { [reply.id]: _gone, ...rest } = all;
        return rest;
      });
      signals.pushUndoable(push, decision);
      if (decision.action === 'approve') noteApproval();
      if (!navigator.onLine) signals.tellOffline(decision);
    },
    [userId, deck, push, signals],
  );

  /** `hiddenByFilter`: the cards left to review on the other networks. */
  return { query, deck, drafts, decide, hiddenByFilter: open.length - deck.length };
}
