import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';
import type { TToast } from './toast-message';
import { useToastPlacement } from './toast-placement';

/** The toast library, loaded after the first paint by ./toast.tsx. */
let currentId: string | number | undefined;

/**
 * Shows a toast. The product shows one toast at a time (docs/product/limits.md#display): a new one replaces
 * the last.
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

/** Takes the toast on screen away (a failure the user is now trying again). */
export function dismiss(): void {
  if (currentId !== undefined) sonner.dismiss(currentId);
  currentId = undefined;
}

/** Toasts at the bottom: this far from the edge at least (a phone's edge is closer to the thumb). */
const EDGE_DESKTOP_PX = 24;
const EDGE_PHONE_PX = 12;

export default function ToasterView({ theme, onMount }: { theme: 'light' | 'dark'; onMount: () => void }) {
  useEffect(onMount, [onMount]);
  // Top centre, unless the screen asked for the bottom (toast-placement.ts): then bottom right on a
  // desktop and across the bottom on a phone, above the controls that keep them clear.
  const placement = useToastPlacement();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const bottom = placement && `${Math.max(placement.bottom, desktop ? EDGE_DESKTOP_PX : EDGE_PHONE_PX)}px`;
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      position={bottom ? 'bottom-right' : 'top-center'}
      offset={bottom ? { bottom, right: EDGE_DESKTOP_PX } : undefined}
      mobileOffset={bottom ? { bottom } : undefined}
      richColors
      closeButton
      // A description may have more than one line (which reply, then what became of it).
      toastOptions={{ classNames: { toast: 'font-sans', description: 'whitespace-pre-line' } }}
    />
  );
}
