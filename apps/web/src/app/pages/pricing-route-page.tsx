import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusQuery } from '@/features/billing/api/get-subscription-status';
import { ManageSubscriptionLink } from '@/features/billing/components/manage-subscription-link';
import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { isSubscriptionActive } from '@/features/billing/lib/subscription-view';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useAuth } from '@/lib/auth/auth-state';

/**
 * /pricing: a signed-out visitor signs in first; a signed-in one starts checkout from the card; a
 * subscriber (or trialist) is led to their subscription instead of a second checkout.
 */
export function PricingRoutePage() {
  const { isAuthenticated } = useAuth();
  const status = useQuery({ ...subscriptionStatusQuery(), enabled: isAuthenticated });
  const subscribed = isAuthenticated && status.data !== undefined && isSubscriptionActive(status.data);
  return (
    <PricingPage
      checkoutButton={
        !isAuthenticated ? undefined : subscribed ? ManageSubscriptionLink : StartCheckoutButton
      }
    />
  );
}
