import { lazy, Suspense } from 'react';
import type { TToast } from './toast-message';

/**
 * The toast library is not needed to paint a screen, only once something happens: it loads after
 * the first render (the Toaster below asks for it) and toasts asked for before it is there wait
 * for it, in order.
 */
const loadView = () => import('./toast-view');
let toasterMounted = () => {};
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));
const LazyToaster = lazy(loadView);

/**
 * Shows a toast. The product shows one toast at a time (docs/product/limits.md#display): a new one replaces
 * the last.
 */
export function toast(value: TToast): void {
  void Promise.all([loadView(), mounted]).then(([view]) => view.show(value));
}

/** Takes the toast on screen away: a failure that no longer holds once the user tries again. */
export function dismissToast(): void {
  void Promise.all([loadView(), mounted]).then(([view]) => view.dismiss());
}

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={theme} onMount={toasterMounted} />
    </Suspense>
  );
}
