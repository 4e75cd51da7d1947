import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { TEXT } from '@gatling/shared/spec';
import { useAuth } from '@/lib/auth/auth-state';
import { fetchOnboardingCompleted } from '@/lib/onboarding-status';

/**
 * Onboarding status for the guard: fetched again whenever the user or the path changes; a fetch
 * failure is logged and counts as not completed. null while unknown.
 */
export function useOnboardingGate(): boolean | null {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ userId: string; completed: boolean } | null>(null);
  const key = `${userId}:${pathname}`;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchOnboardingCompleted(controller.signal)
      .then((completed) => setState({ userId, completed }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(TEXT.onboarding.checkFailed, err);
        setState({ userId, completed: false });
      });
    return () => controller.abort();
  }, [userId, key]);

  if (!userId) return null;
  // Keep the last known answer while a refetch for a new path runs, so navigation does not flash.
  if (state === null || state.userId !== userId) return null;
  return state.completed;
}
