import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TConversationItem } from '@gatling/shared/api/conversations';
import { useOutboxSignals } from '@/features/replies/hooks/outbox-signals';
import { addDecision } from '@/features/replies/lib/outbox';
import type { TDecisionAction, TEditDraft } from '@/features/replies/lib/pending-review';
import { useAuth } from '@/lib/auth/auth-state';
import { useUndo } from '@/lib/undo/undo-store';
import { useConversations } from '@/features/conversations/api/get-conversations';
import { toFollowUpDecision, type TDraftedItem } from './follow-up-decision';
import { useHiddenFollowUps } from './use-hidden-follow-ups';

/**
 * The inbox as a review stack (decision 0083): the open items minus those whose follow-up has a
 * decision in the outbox, which the app's useDecisionOutbox sends once the undo time is over, as
 * for any reply. Undo or a refusal puts the card back at its place, with an edit's text.
 */
export function useInboxQueue() {
  const query = useConversations();
  const userId = useAuth().user?.id ?? null;
  const { push } = useUndo();
  const signals = useOutboxSignals();
  const hidden = useHiddenFollowUps(userId, signals);
  // The user's own text per item, kept when an edit comes back (undo, refusal).
  const [drafts, setDrafts] = useState<Readonly<Record<string, TEditDraft>>>({});

  const deck = useMemo(
    () => (query.data ?? []).filter((item) => !item.follow_up || !hidden.has(item.follow_up.reply_id)),
    [query.data, hidden],
  );
  const listed = useRef<TConversationItem[] | undefined>(query.data);
  listed.current = query.data;

  useEffect(
    () =>
      signals.onReturned((decision) => {
        const edit = decision.edit;
        const item = listed.current?.find((i) => i.follow_up?.reply_id === decision.reply_id);
        if (!edit || !item) return;
        setDrafts((all) => ({
          ...all,
          [item.id]: { text: edit.edited_text, saveAsRule: edit.save_as_rule },
        }));
      }),
    [signals],
  );

  const decide = useCallback(
    (action: TDecisionAction, item: TDraftedItem, edit: TEditDraft | null = null) => {
      if (!userId) return;
      const decision = toFollowUpDecision(action, item, edit, Math.max(0, deck.indexOf(item)));
      if (!addDecision(userId, decision)) return;
      setDrafts((all) => {
        const { [item.id]: _gone, ...rest } = all;
        return rest;
      });
      signals.pushUndoable(push, decision);
      if (!navigator.onLine) signals.tellOffline(decision);
    },
    [userId, deck, push, signals],
  );

  return { query, deck, drafts, decide };
}
