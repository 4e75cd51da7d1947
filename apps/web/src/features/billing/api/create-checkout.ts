import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZCheckoutAnswer, ZCreateCheckout, type TCreateCheckout } from '@gatling/shared/api/billing';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ApiError, serverDetail } from '@/lib/api-error';

/** Leaving for the payment page is a full navigation; tests replace `assign`. */
export const checkoutRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Where checkout returns: the success page (the provider fills in the session id), or on cancel
 * the page it started from (/pricing by default; onboarding's trial step passes its own).
 */
export function checkoutUrls(
  origin: string = window.location.origin,
  cancelPath: string = ROUTES.pricing,
): TCreateCheckout {
  return {
    success_url: `${origin}${ROUTES.subscriptionSuccess}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${cancelPath}`,
  };
}

/** POST /create_checkout (spec §7): the server checks both URLs are on its own origin. */
export function createCheckout(input: TCreateCheckout) {
  return apiRequest('/create_checkout', ZCheckoutAnswer, {
    method: 'POST',
    body: ZCreateCheckout.parse(input),
  });
}

/**
 * Spec §8: 429 and 401 have their own texts; otherwise the server's message, or the generic
 * failure when the answer carried none; anything that is not an answer of our API (no connection,
 * an unreadable answer) is 'Unable to start checkout process...'.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TEXT.subscription.checkoutUnavailable;
  if (error.status === 429) return TEXT.subscription.checkoutTooManyRequests;
  if (error.status === 401) return TEXT.subscription.checkoutSessionExpired;
  return serverDetail(error) ?? TEXT.subscription.checkoutFailed;
}

/** Starts checkout and sends the browser to the payment page; failures become a toast. */
export function useCreateCheckout(cancelPath?: string) {
  const mutation = useMutation({
    mutationFn: () => createCheckout(checkoutUrls(window.location.origin, cancelPath)),
    onSuccess: ({ url }) => checkoutRedirect.assign(url),
    onError: (error) => toast({ title: checkoutErrorMessage(error), variant: 'destructive' }),
  });
  const { reset } = mutation;
  // Coming back from the payment page with the Back button restores this page from the
  // back/forward cache, still "redirecting": make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return mutation;
}
