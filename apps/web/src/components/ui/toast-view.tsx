import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import type { TToast } from './toast';

/** The toast library, loaded after the first paint by ./toast.tsx. */
let currentId: string | number | undefined;

/**
 * Shows a toast. The product shows one toast at a time (spec §9): a new one replaces the last.
 */
export function show({ title, description, variant = 'default', action, duration }: TToast): void {
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

export default function ToasterView({ theme, onMount }: { theme: 'light' | 'dark'; onMount: () => void }) {
  useEffect(onMount, [onMount]);
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
