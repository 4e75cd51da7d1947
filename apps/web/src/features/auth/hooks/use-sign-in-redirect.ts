import { useEffect, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { fetchOnboardingCompleted } from '@/lib/onboarding-status';
import { isRecoveryVisit } from '../lib/recovery';

/**
 * Sign-in events (docs/product/states.md#sign-in-events): once signed in (password, one-time code, or
 * arriving from an e-mail link with the session cookie set), go to /replies if onboarding is done, else
 * /onboarding. A status failure is logged and counts as not completed. Returns true while routing.
 */
export function useSignInRedirect(): boolean {
  const navigate = useNavigate();
  const [routing, setRouting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let started = false;

    const route = () => {
      if (started) return;
      started = true;
      setRouting(true);
      fetchOnboardingCompleted(controller.signal)
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.error(TEXT.onboarding.checkFailed, err);
          return false;
        })
        .then((completed) => {
          if (controller.signal.aborted) return;
          void navigate(completed ? ROUTES.replies : ROUTES.onboarding, { replace: true });
        });
    };

    const unsubscribe = authClient.onAuthStateChange((event, session) => {
      if (!session) return;
      // An explicit sign-in always routes; a session found on load does not during a password recovery.
      if (event === 'SIGNED_IN' || (event === 'INITIAL_SESSION' && !isRecoveryVisit())) route();
    });
    // The session check may have finished before this page mounted (the guard waits for it).
    if (authClient.currentSession() && !isRecoveryVisit()) route();

    return () => {
      unsubscribe();
      controller.abort();
    };
  }, [navigate]);

  return routing;
}
