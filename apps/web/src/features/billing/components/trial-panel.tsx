import { ArrowRight, CircleCheck, LoaderCircle } from 'lucide-react';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { BillingOffStatement, billingOff } from '@/components/billing-off';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatPrice, publicConfig } from '@/lib/public-config';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useSkipTrial } from '../api/skip-trial';
import { formatSubscriptionDate, isSubscriptionActive } from '../lib/subscription-view';
import { StartCheckoutButton } from './start-checkout-button';
import { StatusFailed } from './status-failed';

type TTrialPanelProps = { onNext: () => void };

/**
 * Onboarding step 5 (docs/product/screens.md#onboarding): the trial offer with 'Start Free Trial', or 'Next
 * Step' once the subscription is active; team members may skip the step. When the server runs without
 * subscriptions (BILLING=off), it says every feature is included and 'Next Step' moves on.
 */
export function TrialPanel({ onNext }: TTrialPanelProps) {
  return billingOff() ? <IncludedPanel onNext={onNext} /> : <SubscriptionPanel onNext={onNext} />;
}

function IncludedPanel({ onNext }: TTrialPanelProps) {
  return (
    <Card className="p-6 sm:p-8">
      <BillingOffStatement />
      <Button size="lg" className="mt-6 w-full" onClick={onNext}>
        {TEXT.subscription.nextStep}
        <ArrowRight aria-hidden="true" />
      </Button>
    </Card>
  );
}

function SubscriptionPanel({ onNext }: TTrialPanelProps) {
  const query = useSubscriptionStatus();
  if (query.isPending) return <TrialSkeleton />;
  if (query.isError) {
    return <StatusFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const status = query.data;
  return isSubscriptionActive(status) ? (
    <ActivePanel status={status} onNext={onNext} />
  ) : (
    <OfferPanel status={status} onNext={onNext} />
  );
}

function ActivePanel({ status, onNext }: { status: TSubscriptionStatus; onNext: () => void }) {
  const trial = status.subscription_tier === 'trial';
  return (
    <Card className="p-6 sm:p-8">
      <span className="flex size-10 items-center justify-center rounded-full bg-send-soft text-send">
        <CircleCheck className="size-5" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">
        {trial ? 'Your free trial is active' : 'Your subscription is active'}
      </h2>
      {status.renewal_date && (
        <p className="mt-1 text-sm text-muted">
          {trial ? 'Your monthly plan starts on ' : 'Renews on '}
          {formatSubscriptionDate(status.renewal_date)}. Cancel any time before renewal.
        </p>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={onNext}>
        {TEXT.subscription.nextStep}
        <ArrowRight aria-hidden="true" />
      </Button>
    </Card>
  );
}

function OfferPanel({ status, onNext }: { status: TSubscriptionStatus; onNext: () => void }) {
  const config = publicConfig();
  const price = `${formatPrice(config)}/month`;
  const skip = useSkipTrial({
    // The product has no text of its own for this; the server's message says why (e.g. not a team address).
    onError: (error) =>
      toast({
        title: serverDetail(error) ?? 'Could not skip this step. Please try again.',
        variant: 'destructive',
      }),
  });
  const trial = status.trial_available;
  const steps = trial
    ? [
        { when: 'Today', what: 'Full access to every feature. No charge.' },
        { when: `In ${config.trial_days} days`, what: `Your monthly plan starts at ${price}.` },
        { when: 'Any time', what: 'Cancel any time before renewal.' },
      ]
    : [
        { when: 'Today', what: `Your monthly plan starts at ${price}.` },
        { when: 'Any time', what: 'Cancel any time before renewal.' },
      ];

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold">
          {trial ? `${config.trial_days} days free` : 'Monthly subscription'}
        </p>
        <p className="text-sm text-muted">
          <span className="tabular font-semibold text-foreground">{formatPrice(config)}</span>/month
          {trial && ' after the trial'}
        </p>
      </div>
      <ol className="mt-6 space-y-0" aria-label="How the trial works">
        {steps.map((step, i) => (
          <li key={step.when} className="relative flex gap-4 pb-5 last:pb-0">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-6 bottom-0 left-[11px] w-px bg-border" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-0.5 size-[23px] shrink-0 rounded-full border-2',
                i === 0 ? 'border-accent bg-accent-soft' : 'border-border bg-surface',
              )}
            />
            <div>
              <p className="text-sm font-medium">{step.when}</p>
              <p className="text-sm text-muted">{step.what}</p>
            </div>
          </li>
        ))}
      </ol>
      {!trial && (
        <p className="mt-5 text-xs text-muted">You have already used your free trial (one per user).</p>
      )}
      <StartCheckoutButton
        size="lg"
        className="mt-6 w-full"
        disabled={skip.isPending}
        cancelPath={`${ROUTES.onboarding}?step=5`}
      >
        {trial ? TEXT.subscription.startFreeTrial : 'Subscribe'}
      </StartCheckoutButton>
      {status.team_member && (
        <Button
          variant="ghost"
          className="mt-2 w-full text-muted"
          disabled={skip.isPending}
          aria-busy={skip.isPending}
          onClick={() => skip.mutate(undefined, { onSuccess: onNext })}
        >
          {skip.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {TEXT.subscription.skipTrial(config.product_name)}
        </Button>
      )}
    </Card>
  );
}

function TrialSkeleton() {
  return (
    <Card className="space-y-4 p-6 sm:p-8" role="status" aria-busy="true" aria-label="Loading subscription">
      <div className="h-5 w-32 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
      <div className="h-12 w-full animate-pulse rounded-md bg-surface-2" />
    </Card>
  );
}
