import type { TToastVariant } from '@gatling/shared/spec';

/** What a toast says, and the one thing it may offer to do. */
export type TToast = {
  title: string;
  description?: string;
  variant?: TToastVariant;
  /** A button in the toast, such as Undo; `duration` (ms) then gives the user time to reach it. */
  action?: { label: string; onClick: () => void };
  duration?: number;
};
