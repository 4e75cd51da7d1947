import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { ROUTES } from '@gatling/shared/spec';
import { useAuth } from '@/lib/auth/auth-state';
import { authClient } from '@/lib/auth/auth-client';
import { LoadingScreen } from './components/loading-screen';
import { useOnboardingGate } from './use-onboarding-gate';

function isRecoveryVisit(search: string, hash: string): boolean {
  if (authClient.recoveryToken) return true;
  return (
    new URLSearchParams(search).get('type') === 'recovery' ||
    new URLSearchParams(hash.slice(1)).get('type') === 'recovery'
  );
}

/** The route guard (docs/product/states.md#route-guard) for every protected route and for /auth. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  const completed = useOnboardingGate();
  const onAuthPage = location.pathname === ROUTES.auth;

  if (loading) return <LoadingScreen />;

  if (!isAuthenticated) {
    if (onAuthPage) return children;
    return <Navigate to={ROUTES.auth} replace state={{ from: location }} />;
  }

  if (onAuthPage && isRecoveryVisit(location.search, location.hash)) return children;
  if (completed === null) return <LoadingScreen />;

  if (onAuthPage) {
    return (
      <Navigate to={completed ? ROUTES.replies : ROUTES.onboarding} replace state={{ from: location }} />
    );
  }
  // The post-payment page belongs to onboarding's trial step: it must not bounce back to step 1.
  const onboardingFlow =
    location.pathname === ROUTES.onboarding || location.pathname === ROUTES.subscriptionSuccess;
  if (!completed && !onboardingFlow) {
    return <Navigate to={ROUTES.onboarding} replace state={{ from: location }} />;
  }
  if (completed && location.pathname === ROUTES.onboarding) {
    return <Navigate to={ROUTES.replies} replace state={{ from: location }} />;
  }
  return children;
}
