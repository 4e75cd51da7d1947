import { LoaderCircle } from 'lucide-react';
import { Button, type TButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useCreateCheckout } from '../api/create-checkout';
import { checkoutErrorMessage } from '../lib/checkout-error';

type TStartCheckoutButtonProps = Omit<TButtonProps, 'onClick' | 'asChild'> & {
  /** Where a cancelled checkout comes back to (default /pricing). */
  cancelPath?: string;
};

/**
 * Starts checkout and stays busy until the browser has left for the payment page; a failure shows
 * its toast and makes the button usable again.
 */
export function StartCheckoutButton({ children, disabled, cancelPath, ...props }: TStartCheckoutButtonProps) {
  const checkout = useCreateCheckout(cancelPath, {
    onError: (error) => toast({ title: checkoutErrorMessage(error), variant: 'destructive' }),
  });
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button {...props} disabled={disabled || busy} aria-busy={busy} onClick={() => checkout.mutate()}>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
