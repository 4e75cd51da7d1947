import { useCallback, useState } from 'react';
import type { TNotice } from '../auth-view';
import { errorNotice } from '../lib/error-message';

/**
 * One form's request state: idle, then loading, then a confirmation or the server's error.
 * The action resolves to the confirmation to show (or nothing). `initial` is a message the page
 * hands over (an expired link, a changed password); the first submit replaces it.
 */
export function useAuthAction(initial: TNotice | null = null) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<TNotice | null>(initial);

  const run = useCallback(async (what: string, action: () => Promise<TNotice | void>): Promise<boolean> => {
    setPending(true);
    setMessage(null);
    try {
      setMessage((await action()) ?? null);
      return true;
    } catch (err) {
      console.error(`${what} failed`, err);
      setMessage(errorNotice(err));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  /** A local check failed: show why, send nothing. */
  const reject = useCallback((text: string) => setMessage({ tone: 'error', text }), []);

  const clear = useCallback(() => setMessage(null), []);

  return { pending, message, run, reject, clear };
}
