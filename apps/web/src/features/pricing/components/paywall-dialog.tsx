import { Link } from '@/lib/router';
import { ArrowRight, Gift, Sparkles } from 'lucide-react';
import { ROUTES } from '@gatling/shared/spec';
import { BILLING_OFF_COPY, billingOff } from '@/components/billing-off';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LIMITS } from '@gatling/shared/spec/public';
import { PLAN_NAME, PlanFeatureList, PlanPrice } from './plan-details';
import type { TCheckoutButton } from './pricing-card';

/**
 * Why the dialog opened, as the server decides it: a user without a subscription or trial keeps
 * their drafts coming, but reviews a limited number a day and has no Analytics (decision 0079).
 */
export const PAYWALL_BODY = `Without a subscription or trial you review up to ${LIMITS.freeDailyReviewsDefault} drafts a day (by default) and Analytics is closed. Drafting goes on either way. Subscribe to review without a daily limit.`;

type TPaywallDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When given, 'Upgrade' starts checkout here instead of leading to /pricing. */
  checkoutButton?: TCheckoutButton;
};

/**
 * The upgrade dialog shown when the API answers 402 (payment required). A server without
 * subscriptions (BILLING=off) never answers 402; should the dialog open anyway, it says every
 * feature is included and lets the user carry on.
 */
export function PaywallDialog({ open, onOpenChange, checkoutButton: CheckoutButton }: TPaywallDialogProps) {
  if (billingOff()) return <IncludedDialog open={open} onOpenChange={onOpenChange} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <DialogTitle className="mt-4">Upgrade to keep replying</DialogTitle>
        <DialogDescription>{PAYWALL_BODY}</DialogDescription>
        <div className="mt-5 rounded-md border border-border bg-surface-2/60 p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-semibold">{PLAN_NAME}</p>
            <PlanPrice size="md" />
          </div>
          <PlanFeatureList className="mt-4" />
          <p className="mt-4 text-xs text-muted">Cancel any time before renewal.</p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose className={buttonVariants({ variant: 'outline' })}>Not now</DialogClose>
          {CheckoutButton ? (
            <CheckoutButton>
              Upgrade
              <ArrowRight aria-hidden="true" />
            </CheckoutButton>
          ) : (
            <Link to={ROUTES.pricing} onClick={() => onOpenChange(false)} className={buttonVariants()}>
              Upgrade
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function IncludedDialog({ open, onOpenChange }: Pick<TPaywallDialogProps, 'open' | 'onOpenChange'>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <span className="flex size-10 items-center justify-center rounded-full bg-send-soft text-send">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <DialogTitle className="mt-4">{BILLING_OFF_COPY.title}</DialogTitle>
        <DialogDescription>{BILLING_OFF_COPY.body}</DialogDescription>
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonVariants()}>
            {BILLING_OFF_COPY.continue}
            <ArrowRight aria-hidden="true" />
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
