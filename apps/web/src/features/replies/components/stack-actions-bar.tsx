import type { ReactNode, Ref } from 'react';

/**
 * The bar under a stack's top card that holds its actions: sticky within thumb reach on a phone;
 * on a desktop it sits under the card, covering nothing. `ref` lets toasts keep clear of it.
 */
export function StackActionsBar({ ref, children }: { ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={ref}
      className="sticky bottom-[calc(var(--bottom-nav-h)+env(safe-area-inset-bottom))] z-20 -mx-4 mt-1 bg-gradient-to-t from-background from-60% to-transparent px-4 pt-5 pb-3 lg:static lg:mx-0 lg:bg-none lg:px-0 lg:pt-2"
    >
      {children}
    </div>
  );
}
