import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useAuth } from '@/lib/auth/auth-state';

/** /pricing: a signed-in visitor starts checkout from the card; a signed-out one signs in first. */
export function PricingRoutePage() {
  const { isAuthenticated } = useAuth();
  return <PricingPage checkoutButton={isAuthenticated ? StartCheckoutButton : undefined} />;
}
