import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The notice's words and look load when it is due (once per browser), not with the review stack
 * every visit: they are not needed to draw the page.
 */
const XDeliveryNotice = lazy(() =>
  import('@/components/x-delivery-notice').then((m) => ({ default: m.XDeliveryNotice })),
);

/** This browser's memory of the one-time notice: due after the first approval, seen once shown. */
const STORAGE_KEY = 'xDeliveryNotice';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(value: 'due' | 'seen'): void {
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // storage unavailable: the notice may show again, nothing else depends on it
  }
  for (const listener of listeners) listener();
}

/** The user approved a reply: the first time, the notice becomes due. */
export function noteApproval(): void {
  if (read() === null) write('due');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The notice after the user's first approval, once: it is marked seen as soon as it shows, and
 * stays on screen until dismissed or the page is left.
 */
export function FirstApprovalNotice({
  className,
  onDismissed,
}: {
  className?: string;
  /** After "Got it": where the focus goes, the button being gone (the screen's next action). */
  onDismissed?: () => void;
}) {
  const due = useSyncExternalStore(subscribe, () => read() === 'due');
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (!due) return;
    setShowing(true);
    write('seen');
  }, [due]);
  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <XDeliveryNotice
        className={className}
        onDismiss={() => {
          setShowing(false);
          onDismissed?.();
        }}
      />
    </Suspense>
  );
}
