import { useCallback, useEffect, useRef } from 'react';

/** Marks each reply's own delete button, so the focus can find the one now in a deleted one's place. */
export const DELETE_BUTTON_ATTR = 'data-delete-reply';
/** Marks the empty list's way on, where the focus goes once the last reply is deleted. */
export const EMPTY_ACTION_ATTR = 'data-scheduled-empty-action';

const focusable = (root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
    (el) => !(el as HTMLButtonElement).disabled,
  );

/**
 * Where the focus goes when replies are deleted: the button that was pressed is disabled while the
 * delete runs and then gone, so the focus would fall to the page. Once the replies have left the
 * list it goes to the delete button now in the first one's place (the next reply's, or the last
 * one's), so the user can go on deleting or tab onwards from where they were; when none is left,
 * to the empty list's way on. When the delete failed, back to the first one's own button.
 * `status` is the delete's (a mutation's): the list may drop the replies a moment after it ends.
 */
export function useFocusAfterDelete(
  ids: readonly string[],
  status: 'idle' | 'pending' | 'success' | 'error',
) {
  const list = useRef<HTMLDivElement>(null);
  /**
   * Where a closing confirmation puts the focus (it does so a moment after closing, which may be
   * after the delete is over): the list while the delete runs, then the button the focus went to.
   */
  const target = useRef<HTMLElement | null>(null);
  const pending = useRef<{ ids: string[]; index: number } | null>(null);

  const expect = useCallback(
    (deleting: readonly string[]) => {
      const index = ids.findIndex((id) => deleting.includes(id));
      pending.current = { ids: [...deleting], index: Math.max(0, index) };
      target.current = list.current;
    },
    [ids],
  );

  useEffect(() => {
    const wanted = pending.current;
    // While a delete runs every delete button is disabled; after a success, wait for the list.
    if (!wanted || status === 'pending') return;
    const stayed = wanted.ids.find((id) => ids.includes(id));
    if (status === 'success' && stayed !== undefined) return;
    pending.current = null;
    const buttons = focusable(list.current, `[${DELETE_BUTTON_ATTR}]`);
    const next =
      status === 'error'
        ? buttons.find((b) => b.getAttribute(DELETE_BUTTON_ATTR) === stayed)
        : buttons[Math.min(wanted.index, buttons.length - 1)];
    target.current = next ?? null;
    next?.focus();
  }, [ids, status]);

  // The list itself goes when its last reply does: the focus goes to the empty list's way on.
  useEffect(
    () => () => {
      if (!pending.current) return;
      pending.current = null;
      requestAnimationFrame(() => focusable(document, `[${EMPTY_ACTION_ATTR}]`)[0]?.focus());
    },
    [],
  );

  return { list, target, expect };
}
