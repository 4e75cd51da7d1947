import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { PaywallDialog } from '@/features/pricing/components/paywall-dialog';

/**
 * The paywall with the checkout a signed-in user starts from it (Upgrade); signed out, Upgrade leads
 * to /pricing. One module, so that both load the first time a 402 asks for them (PaywallHost).
 */
export function PaywallWithCheckout({
  signedIn,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  return <PaywallDialog {...props} checkoutButton={signedIn ? StartCheckoutButton : undefined} />;
}
