import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TCheckoutAnswer, TCreateCheckout } from '@gatling/shared/api/billing';
import { createCheckoutRoute } from '@gatling/shared/api/billing-routes';
import { ROUTES } from '@gatling/shared/spec';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';

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

/**
 * POST /create_checkout (docs/product/api.md): the server checks both URLs are on its own origin.
 * An answer without a payment page to go to is a failure, not a navigation to nowhere.
 */
export async function createCheckout(input: TCreateCheckout) {
  const answer = await callApi(createCheckoutRoute, { body: input });
  if (typeof answer?.url !== 'string' || answer.url === '') throw new Error('The checkout answer has no URL');
  return answer;
}

/** Starts checkout and sends the browser to the payment page. */
export function useCreateCheckout(
  cancelPath?: string,
  { onSuccess, onError }: TMutationHandlers<TCheckoutAnswer, void> = {},
) {
  const mutation = useMutation({
    mutationFn: () => createCheckout(checkoutUrls(window.location.origin, cancelPath)),
    onSuccess: (answer, variables) => {
      onSuccess?.(answer, variables);
      checkoutRedirect.assign(answer.url);
    },
    onError,
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
