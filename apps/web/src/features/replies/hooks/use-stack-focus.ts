import { useEffect, useRef } from 'react';

/**
 * Where the focus goes in a stack of cards (the review stack, the inbox). A decision (or an undo)
 * takes away the card the focus was in, or the control that made it: the focus, fallen to the page,
 * goes to the card now on top (`cardElementId`), the next thing to decide. Closing the edit form
 * (Esc or Cancel: set `focusEditOnClose` first) gives the focus back to Edit, where the keyboard was.
 */
export function useStackFocus(topId: string | undefined, cardElementId: string, editing: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditOnClose = useRef(false);
  const shownTop = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = shownTop.current;
    shownTop.current = topId;
    if (before === undefined || topId === undefined || before === topId) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) {
      document.getElementById(cardElementId)?.focus({ preventScroll: true });
    }
  }, [topId, cardElementId]);

  useEffect(() => {
    if (editing || !focusEditOnClose.current) return;
    focusEditOnClose.current = false;
    editButton.current?.focus();
  }, [editing]);
  return { editButton, focusEditOnClose };
}
