import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A place that one part of the tree owns and another fills, when the two do not nest: the owner
 * renders <Slot /> where the content belongs, the other renders <Fill> (or reads useSlot()) and
 * its children are portalled there. The app shell and a screen use it both ways: a screen docks
 * the shell's undo control in its own top row, the shell puts a screen's skip link first.
 */
export function createPortalSlot() {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const set = (next: HTMLElement | null) => {
    if (element === next) return;
    element = next;
    for (const listener of [...listeners]) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /** The slot's element while one is mounted, else null. */
  function useSlot(): HTMLElement | null {
    return useSyncExternalStore(
      subscribe,
      () => element,
      () => null,
    );
  }

  function Slot(props: Omit<ComponentProps<'div'>, 'ref' | 'children'>) {
    return (
      <div
        {...props}
        ref={(node) => {
          set(node);
          return () => {
            if (element === node) set(null);
          };
        }}
      />
    );
  }

  /** Its children, in the slot while one is mounted; nothing otherwise. */
  function Fill({ children }: { children: ReactNode }) {
    const slot = useSlot();
    return slot ? createPortal(children, slot) : null;
  }

  return { Slot, Fill, useSlot };
}
