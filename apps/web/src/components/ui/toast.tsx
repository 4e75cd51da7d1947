import { Toaster as Sonner, toast as sonner } from 'sonner';
import type { TToastVariant } from '@gatling/shared/spec';

export type TToast = { title: string; description?: string; variant?: TToastVariant };

let currentId: string | number | undefined;

/**
 * Shows a toast. The product shows one toast at a time (spec §9): a new one replaces the last.
 */
export function toast({ title, description, variant = 'default' }: TToast): void {
  if (currentId !== undefined) sonner.dismiss(currentId);
  const options = { description, className: `toast-${variant}` };
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
