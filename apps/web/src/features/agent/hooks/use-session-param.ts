import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';

/** The query parameter naming the open session, so a reload or a shared link reopens it. */
export const SESSION_PARAM = 'session';

/** The session the URL names (null for a new chat), and how to name another without a history entry. */
export function useSessionParam() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SESSION_PARAM);
  const setSessionParam = useCallback(
    (id: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set(SESSION_PARAM, id);
          else next.delete(SESSION_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { selectedId, setSessionParam };
}
