import { TEXT } from '@gatling/shared/spec';
import { ApiError } from '@/lib/api-error';
import type { TNotice } from '../auth-view';
import { AUTH_COPY } from '../texts';

/** The human text of a failure: the server's own message when it sent one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.detail;
  if (err instanceof Error && err.message) return err.message;
  return AUTH_COPY.errors.generic;
}

/**
 * The danger box for a failure. Signing in before confirming the address makes the server send
 * a fresh confirmation e-mail, so the box says where to look.
 */
export function errorNotice(err: unknown): TNotice {
  const notice: TNotice = { tone: 'error', text: errorMessage(err) };
  if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
    return { ...notice, hint: TEXT.auth.checkConfirmation, sent: true };
  }
  return notice;
}
