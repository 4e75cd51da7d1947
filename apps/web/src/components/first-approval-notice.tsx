import { useEffect, useState, useSyncExternalStore } from 'react';
import type { XDeliveryNotice } from '@/components/x-delivery-notice';

/**
 * The notice's words and look load when it is due (once per browser), not with the review stack
 * every visit: they are not needed to draw the page. A first approval made offline cannot load
 * them: the notice stays due, and comes when the browser is back online (a failed lazy import
 * would have thrown to the page and taken the review stack down with it).
 */
const loadNotice = () => import('@/components/x-delivery-notice').then((m) => m.XDeliveryNotice);

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
  const [Notice, setNotice] = useState<typeof XDeliveryNotice | null>(null);
  useEffect(() => {
    if (!due) return;
    let live = true;
    const show = () =>
      loadNotice().then(
        (loaded) => {
          if (!live) return;
          setNotice(() => loaded);
          write('seen');
        },
        () => window.addEventListener('online', show, { once: true }),
      );
    void show();
    return () => {
      live = false;
      window.removeEventListener('online', show);
    };
  }, [due]);
  if (!Notice) return null;
  return (
    <Notice
      className={className}
      onDismiss={() => {
        setNotice(null);
        onDismissed?.();
      }}
    />
  );
}
