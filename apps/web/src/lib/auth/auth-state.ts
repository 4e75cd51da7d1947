import { createContext, useContext } from 'react';
import type { TSession } from '@gatling/shared/api/session';

/**
 * The auth state (docs/product/data.md#account-and-profile). username = the part of the e-mail before '@';
 * avatarUrl is always null.
 */
export type TAuthUser = { id: string; username: string | null; avatarUrl: null; email: string };
export type TAuthState = { isAuthenticated: boolean; loading: boolean; user: TAuthUser | null };

export type TAuthContext = TAuthState & { logout: () => Promise<void> };

export const AuthContext = createContext<TAuthContext | null>(null);

export function useAuth(): TAuthContext {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

export function toAuthUser(session: TSession | null): TAuthUser | null {
  if (!session) return null;
  const email = session.user.email;
  const at = email.indexOf('@');
  return { id: session.user.id, email, username: at > 0 ? email.slice(0, at) : null, avatarUrl: null };
}
