import type { ReactNode, RefObject } from 'react';

/** The dialogs' backdrop and box, shared by the plain dialog and the confirmation. */
export const dialogOverlay = 'fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]';
export const dialogContent =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-6 shadow-pop focus:outline-none';

export type TConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes, when what opened it is gone by then (an item of a
   * menu that closed): otherwise it would fall to the page.
   */
  returnFocus?: RefObject<HTMLElement | null>;
};
