import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` once when the user comes back to this tab (it regains focus or becomes visible)
 * after `armed` turned true, e.g. after opening X's reply page in a new tab. One return fires both
 * events, often before React renders again: the first one disarms it at once.
 */
export function useOnReturn(armed: boolean, onReturn: () => void, disarm: () => void) {
  const latest = useRef({ onReturn, disarm });
  latest.current = { onReturn, disarm };
  useEffect(() => {
    if (!armed) return;
    let done = false;
    const back = () => {
      if (done || document.visibilityState === 'hidden') return;
      done = true;
      latest.current.disarm();
      latest.current.onReturn();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [armed]);
}
