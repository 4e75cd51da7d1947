import { useEffect, useState } from 'react';
import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { PaywallDialog } from '@/features/pricing/components/paywall-dialog';
import { PAYMENT_REQUIRED_EVENT } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-state';

/** Opens the paywall whenever any API call answers 402 (spec §2 Pricing page, §4 Reply card). */
export function PaywallHost() {
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(PAYMENT_REQUIRED_EVENT, show);
    return () => window.removeEventListener(PAYMENT_REQUIRED_EVENT, show);
  }, []);
  return (
    <PaywallDialog
      open={open}
      onOpenChange={setOpen}
      checkoutButton={isAuthenticated ? StartCheckoutButton : undefined}
    />
  );
}
