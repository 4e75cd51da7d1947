import { lazy, Suspense, useEffect, useState } from 'react';
import { StartCheckoutButton } from '@/features/billing/components/start-checkout-button';
import { PAYMENT_REQUIRED_EVENT } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-state';

const PaywallDialog = lazy(() =>
  import('@/features/pricing/components/paywall-dialog').then((m) => ({ default: m.PaywallDialog })),
);

/**
 * Opens the paywall whenever any API call answers 402 (docs/product/screens.md#shell-and-navigation,
 * docs/product/states.md#reply-card). The dialog's code loads the first time it is needed, not with every
 * screen.
 */
export function PaywallHost() {
  const [open, setOpen] = useState(false);
  // Once shown, it stays mounted, so closing it can animate.
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(PAYMENT_REQUIRED_EVENT, show);
    return () => window.removeEventListener(PAYMENT_REQUIRED_EVENT, show);
  }, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PaywallDialog
        open={open}
        onOpenChange={setOpen}
        checkoutButton={isAuthenticated ? StartCheckoutButton : undefined}
      />
    </Suspense>
  );
}
