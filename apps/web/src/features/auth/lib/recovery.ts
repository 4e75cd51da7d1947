import { authClient } from '@/lib/auth/auth-client';

type TAddress = Pick<Location, 'search' | 'hash'>;

/** A password-reset link lands on /auth?type=recovery&token=... */
export function isRecoveryAddress({ search, hash }: TAddress = window.location): boolean {
  return (
    new URLSearchParams(search).get('type') === 'recovery' ||
    new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery'
  );
}

/**
 * While a recovery is under way the page stays put even if a session exists
 * (docs/product/states.md#sign-in-events).
 */
export function isRecoveryVisit(): boolean {
  return authClient.recoveryToken !== null || isRecoveryAddress();
}

/** After the new password is saved the used token leaves the address, so a reload starts clean. */
export function clearRecoveryQuery(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('type') !== 'recovery') return;
  url.searchParams.delete('type');
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
