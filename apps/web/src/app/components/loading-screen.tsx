import { TEXT } from '@gatling/shared/spec';

/** The guard's pulsing 'Loading...' (docs/product/states.md#route-guard). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      {/* The pulse never fades the text below AA contrast (a fade to half over muted text did). */}
      <p className="animate-[soft-pulse_2s_ease-in-out_infinite] text-sm font-medium text-foreground">
        {TEXT.loading}
      </p>
    </div>
  );
}

/** The global loading state while auth loads: a thin bar that never blocks public pages. */
export function GlobalLoadingBar() {
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
      role="progressbar"
      aria-label="Loading"
    >
      <div className="h-full w-1/3 animate-[loading-bar_1.2s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
