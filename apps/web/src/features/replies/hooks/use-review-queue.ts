import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPendingInteraction } from '@gatling/shared/api/replies';
import { toast } from '@/components/ui/toast';
import { readLocalSettings } from '@/lib/local-settings';
import { useUndo } from '@/lib/undo/undo-store';
import { PENDING_KEY, usePendingInteractions } from '../api/get-pending-interactions';
import type { TEditDraft, TPendingReview } from '../lib/pending-review';
import { REPLIES_COPY } from '../texts';
import { commitOnPageHide, commitReview } from './commit-review';

const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/**
 * The review stack (spec §4 Reply card): the pending interactions minus the cards the user has
 * decided about. A decision moves the card to the local pending stack and pushes an undo entry
 * whose timer makes the call after the undo timeout; undo, a 402 or a failure put the card back at
 * its place (the stack keeps the server's order). Leaving the page sends what is still waiting.
 */
export function useReviewQueue() {
  const query = usePendingInteractions();
  const queryClient = useQueryClient();
  const undo = useUndo();
  const { push, setRestoreHandler } = undo;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [drafts, setDrafts] = useState<Readonly<Record<string, TEditDraft>>>({});
  // The local pending stack, in the order of the undo entries pushed for it.
  const pending = useRef<TPendingReview[]>([]);

  const deck = useMemo(() => (query.data ?? []).filter((i) => !hidden.has(i.id)), [query.data, hidden]);

  const putBack = useCallback((review: TPendingReview) => {
    setHidden((set) => without(set, review.interaction.id));
    const edit = review.edit;
    if (edit) setDrafts((all) => ({ ...all, [review.interaction.id]: edit }));
  }, []);

  const commit = useCallback(
    async (review: TPendingReview) => {
      review.state = 'sent';
      review.timer = null;
      const outcome = await commitReview(review);
      if (outcome === 'restore') {
        review.state = 'returned';
        putBack(review);
        return;
      }
      const id = review.interaction.id;
      queryClient.setQueryData<TPendingInteraction[]>(PENDING_KEY, (list) =>
        list?.filter((i) => i.id !== id),
      );
      setDrafts((all) => {
        const { [id]: _gone, ...rest } = all;
        return rest;
      });
    },
    [queryClient, putBack],
  );

  const decide = useCallback(
    (action: TPendingReview['action'], interaction: TPendingInteraction, edit: TEditDraft | null = null) => {
      const { undoTimeout, drySendMode } = readLocalSettings();
      const review: TPendingReview = {
        action,
        interaction,
        edit,
        drySend: drySendMode,
        position: Math.max(0, deck.indexOf(interaction)),
        timer: null,
        state: 'waiting',
      };
      review.timer = window.setTimeout(() => void commit(review), undoTimeout * 1000);
      pending.current.push(review);
      setHidden((set) => new Set(set).add(interaction.id));
      push({ text: REPLIES_COPY.undoText[action], index: review.position, feedbackTimeout: review.timer });
    },
    [deck, commit, push],
  );

  // Undo pops the latest entry; the latest review is its twin (both stacks grow together).
  useEffect(() => {
    setRestoreHandler(() => {
      const review = pending.current.pop();
      if (!review || review.state === 'returned') return;
      if (review.state === 'sent') {
        toast({ title: REPLIES_COPY.alreadySent, description: REPLIES_COPY.alreadySentBody });
        return;
      }
      putBack(review);
    });
    return () => setRestoreHandler(null);
  }, [setRestoreHandler, putBack]);

  // Once the undo stack is empty, the reviews already sent can no longer be undone.
  const undoDepth = undo.entries.length;
  useEffect(() => {
    if (undoDepth === 0) pending.current = pending.current.filter((r) => r.state === 'waiting');
  }, [undoDepth]);

  // Nothing the user decided is lost: leaving the screen or the page sends what is still waiting.
  const latest = useRef({ commit, undo });
  latest.current = { commit, undo };
  useEffect(() => {
    // Stops the timers of the reviews still waiting; their calls are made here instead.
    const takeWaiting = () => {
      const list = pending.current.filter((r) => r.state === 'waiting');
      for (const review of list) if (review.timer !== null) window.clearTimeout(review.timer);
      return list;
    };
    const onPageHide = () => {
      for (const review of takeWaiting()) {
        review.state = 'sent';
        commitOnPageHide(review);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const { commit: send, undo: stack } = latest.current;
      for (const review of takeWaiting()) void send(review);
      // Their calls are made: the undo control must not offer to take them back on other screens.
      pending.current = [];
      stack.setRestoreHandler(null);
      for (let i = 0; i < stack.entries.length; i += 1) stack.undo();
    };
  }, []);

  return { query, deck, drafts, decide };
}
