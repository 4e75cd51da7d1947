import { TEXT } from '@gatling/shared/spec';
import { ApiError, serverDetail } from '@/lib/api-error';

/**
 * docs/product/errors.md#subscription-and-checkout: 429 and 401 have their own texts; otherwise the server's
 * message, or the generic failure when the answer carried none; anything that is not an answer of our API (no
 * connection, an unreadable answer) is 'Unable to start checkout process...'.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TEXT.subscription.checkoutUnavailable;
  if (error.status === 429) return TEXT.subscription.checkoutTooManyRequests;
  if (error.status === 401) return TEXT.subscription.checkoutSessionExpired;
  return serverDetail(error) ?? TEXT.subscription.checkoutFailed;
}
