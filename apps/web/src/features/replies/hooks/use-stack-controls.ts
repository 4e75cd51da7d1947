import { useCallback, useMemo, useRef, useState } from 'react';
import type { TCardCommand } from '../components/swipe-card';
import type { TStackControls } from '../components/swipe-stack';
import type { TDecisionAction, TEditDraft } from '../lib/pending-review';
import type { TReviewAction } from '../lib/swipe';
import { useReviewKeys } from './use-review-keys';
import { useStackFocus } from './use-stack-focus';

type TStackControlsInput<T extends { id: string }> = {
  top: T | undefined;
  /** The top card's element id, where the focus goes after a decision. */
  cardElementId: string;
  /** Whether the card takes a decision now (useDecisionGate). */
  accepts: (id: string) => boolean;
  decide: (action: TDecisionAction, item: T, edit?: TEditDraft | null) => void;
  /** Whether the arrow keys decide now (besides: a decidable card on top, not being edited). */
  keys: boolean;
  /** Whether a card takes the stack's decisions at all; every card when absent. */
  decidable?: (item: T) => boolean;
};

const everyCard = () => true;

/**
 * How a stack of cards is decided (the review stack, the inbox): a swipe decides at once; a button
 * or an arrow key makes the top card fly out as if swiped (a `command`), then decides, and only a
 * card settled on top does; up opens the edit form, whose Submit decides with the edit and whose
 * Cancel gives the focus back to Edit (useStackFocus).
 */
export function useStackControls<T extends { id: string }>({
  top,
  cardElementId,
  accepts,
  decide,
  keys,
  decidable = everyCard,
}: TStackControlsInput<T>) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [command, setCommand] = useState<TCardCommand | null>(null);
  const nonce = useRef(0);
  const editing = top !== undefined && editingId === top.id;
  const { editButton, focusEditOnClose } = useStackFocus(top?.id, cardElementId, editing);

  const onDecide = useCallback(
    (action: TReviewAction, item: T) => {
      setCommand(null);
      if (!decidable(item)) return;
      if (action === 'edit') setEditingId(item.id);
      else decide(action, item);
    },
    [decide, decidable],
  );

  // `cardId` is the card on top when the press began; a card not settled on top takes no decision.
  const request = useCallback(
    (action: TReviewAction, cardId: string) => {
      if (!accepts(cardId)) return;
      if (action === 'edit') setEditingId(cardId);
      else setCommand({ id: cardId, action, nonce: (nonce.current += 1) });
    },
    [accepts],
  );
  const requestOnTop = useCallback(
    (action: TReviewAction) => {
      if (top) request(action, top.id);
    },
    [request, top],
  );
  useReviewKeys(requestOnTop, keys && top !== undefined && decidable(top) && !editing);

  const submitEdit = useCallback(
    (draft: TEditDraft) => {
      if (!top || !decidable(top)) return;
      setEditingId(null);
      decide('edit-submit', top, draft);
    },
    [top, decide, decidable],
  );
  const cancelEdit = useCallback(() => {
    focusEditOnClose.current = true;
    setEditingId(null);
  }, [focusEditOnClose]);

  const controls = useMemo<TStackControls<T>>(
    () => ({ editing, command, accepts, onDecide, onSubmitEdit: submitEdit, onCancelEdit: cancelEdit }),
    [editing, command, accepts, onDecide, submitEdit, cancelEdit],
  );
  return { controls, editButton, request };
}
