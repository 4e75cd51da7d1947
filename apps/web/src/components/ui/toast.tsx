import { Toaster as Sonner, toast as sonner } from 'sonner';
import type { TToastVariant } from '@gatling/shared/spec';

export type TToast = {
  title: string;
  description?: string;
  variant?: TToastVariant;
  /** A button in the toast, such as Undo; `duration` (ms) then gives the user time to reach it. */
  action?: { label: string; onClick: () => void };
  duration?: number;
};

let currentId: string | number | undefined;

/**
 * Shows a toast. The product shows one toast at a time (spec §9): a new one replaces the last.
 */
export function toast({ title, description, variant = 'default', action, duration }: TToast): void {
  if (currentId !== undefined) sonner.dismiss(currentId);
  const options = { description, className: `toast-${variant}`, action, duration };
  switch (variant) {
    case 'destructive':
      currentId = sonner.error(title, options);
      break;
    case 'success':
      currentId = sonner.success(title, options);
      break;
    case 'warning':
      currentId = sonner.warning(title, options);
      break;
    default:
      currentId = sonner(title, options);
  }
}

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
