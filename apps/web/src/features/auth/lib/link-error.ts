import { TEXT } from '@gatling/shared/spec';
import { AUTH_COPY } from '../texts';

const KEYS = ['error', 'error_code', 'error_description'] as const;

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/**
 * The message for a failed e-mail link (docs/product/validation.md#sign-in): the server sends the browser to
 * /auth#error=access_denied&error_code=otp_expired&error_description=...
 */
export function readLinkError(hash: string): string | null {
  const params = hashParams(hash);
  const error = params.get('error');
  if (error === 'access_denied' && params.get('error_code') === 'otp_expired') return TEXT.auth.otpExpired;
  const description = params.get('error_description');
  if (description) return description.replace(/\+/g, ' ');
  return error ? AUTH_COPY.errors.linkFailed : null;
}

/** Removes the error from the address without a navigation, so a reload does not show it again. */
export function clearLinkErrorHash(): void {
  const { pathname, search, hash } = window.location;
  const params = hashParams(hash);
  if (!KEYS.some((k) => params.has(k))) return;
  for (const k of KEYS) params.delete(k);
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${pathname}${search}${rest ? `#${rest}` : ''}`);
}
