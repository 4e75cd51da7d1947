import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@gatling/shared/spec';
import { authClient } from './auth-client';
import { AuthContext, toAuthUser, type TAuthState } from './auth-state';

/**
 * Holds the auth state (docs/product/states.md#auth-state): starts unauthenticated and loading; every auth
 * change is applied after a 100 ms debounce; a failed session check means signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TAuthState>({ isAuthenticated: false, loading: true, user: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const apply = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const user = toAuthUser(authClient.currentSession());
        setState({ isAuthenticated: Boolean(user), loading: false, user });
      }, TIMINGS.authDebounceMs);
    };
    const unsubscribe = authClient.onAuthStateChange(apply);
    authClient.initialize().catch((err: unknown) => {
      console.error('Session check failed', err);
      apply();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, []);

  const logout = useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (err) {
      console.error('Logout failed', err);
      throw err;
    }
  }, []);

  const value = useMemo(() => ({ ...state, logout }), [state, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
