import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusQuery } from '@/features/billing/api/get-subscription-status';
import { ContinueToAppLink } from '@/features/billing/components/continue-to-app-link';
import { ManageSubscriptionLink } from '@/features/billing/components/manage-subscription-link';
import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { isSubscriptionActive } from '@/features/billing/lib/subscription-view';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useAuth } from '@/lib/auth/auth-state';
import { publicConfig } from '@/lib/public-config';

/**
 * /pricing: a signed-out visitor signs in first; a signed-in one starts checkout from the card; a
 * subscriber (or trialist) is led to their subscription instead of a second checkout. Without
 * subscriptions (BILLING=off) a signed-in user continues to the app.
 */
export function PricingRoutePage() {
  const { isAuthenticated } = useAuth();
  const off = publicConfig().billing_off;
  const status = useQuery({ ...subscriptionStatusQuery(), enabled: isAuthenticated && !off });
  const subscribed = isAuthenticated && status.data !== undefined && isSubscriptionActive(status.data);
  const signedInAction = off ? ContinueToAppLink : subscribed ? ManageSubscriptionLink : StartCheckoutButton;
  return <PricingPage checkoutButton={isAuthenticated ? signedInAction : undefined} />;
}
