import type { ComponentType, ReactNode } from 'react';
import { SIGN_UP_HREF } from '@gatling/shared/spec/public';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx } from 'clsx';
import { BILLING_OFF_COPY } from '@/components/billing-off';
import { PLAN_NAME, PlanCosts, PlanFeatureList, PlanPrice, TrialLine } from './plan-details';

/**
 * The call to action of a signed-in visitor, passed in by the app: a button that starts checkout
 * (or leads a subscriber to their subscription, or on to the app when subscriptions are off).
 * Without it the call to action leads to sign-in.
 */
export type TCheckoutButton = ComponentType<{ className?: string; size?: 'md' | 'lg'; children: ReactNode }>;

export function PricingCard({ checkoutButton: CheckoutButton }: { checkoutButton?: TCheckoutButton }) {
  return (
    <div className="relative w-full max-w-md overflow-hidden rounded-lg border border-border bg-surface p-6 shadow-card sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-accent/40 via-accent to-accent/40"
      />
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{PLAN_NAME}</h2>
        <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-foreground">
          Monthly
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">Everything you need to reply at scale on X and Bluesky.</p>
      <PlanPrice className="mt-6" />
      <TrialLine className="mt-2" />
      {CheckoutButton ? (
        <CheckoutButton size="lg" className="mt-6 w-full">
          Start free trial
        </CheckoutButton>
      ) : (
        <a href={SIGN_UP_HREF} className={clsx(buttonVariants({ size: 'lg' }), 'mt-6 w-full')}>
          Start free trial
        </a>
      )}
      <div className="my-6 border-t border-border" />
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">Included</p>
      <PlanFeatureList className="mt-4" />
      <PlanCosts className="mt-6" />
      <p className="mt-6 text-xs leading-relaxed text-muted">
        Cancel any time before renewal. One free trial per user.
      </p>
    </div>
  );
}

/**
 * The card when the server runs without subscriptions (BILLING=off): every feature, and no price,
 * trial or checkout; the call to action continues to the app (or to sign-in).
 */
export function IncludedCard({ continueButton: ContinueButton }: { continueButton?: TCheckoutButton }) {
  return (
    <div className="relative w-full max-w-md overflow-hidden rounded-lg border border-border bg-surface p-6 shadow-card sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-send/40 via-send to-send/40"
      />
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">Included</p>
      <PlanFeatureList className="mt-4" />
      <PlanCosts className="mt-6" />
      {ContinueButton ? (
        <ContinueButton size="lg" className="mt-6 w-full">
          {BILLING_OFF_COPY.continueToApp}
        </ContinueButton>
      ) : (
        <a href={SIGN_UP_HREF} className={clsx(buttonVariants({ size: 'lg' }), 'mt-6 w-full')}>
          {BILLING_OFF_COPY.getStarted}
        </a>
      )}
    </div>
  );
}
