import { lazy, Suspense, useEffect, useState } from 'react';
import { PAYMENT_REQUIRED_EVENT } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-state';

const PaywallWithCheckout = lazy(() =>
  import('./paywall-with-checkout').then((m) => ({ default: m.PaywallWithCheckout })),
);

/**
 * Opens the paywall whenever any API call answers 402 (docs/product/screens.md#shell-and-navigation,
 * docs/product/states.md#reply-card). The dialog's code, and the checkout it starts, load the first
 * time they are needed, not with every screen.
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
      <PaywallWithCheckout open={open} onOpenChange={setOpen} signedIn={isAuthenticated} />
    </Suspense>
  );
}
