import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { ArrowLeft } from 'lucide-react';
import type { TSubscriptionStatus } from '@gatling/shared/api/billing';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { BillingOffStatement, billingOff } from '@/components/billing-off';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import {
  canCancel,
  describeStatus,
  formatSubscriptionDate,
  isSubscriptionActive,
  planLabel,
  type TStatusTone,
} from '../lib/subscription-view';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ContinueToAppLink } from './continue-to-app-link';
import { StatusFailed } from './status-failed';

const TONES: Record<TStatusTone, string> = {
  active: 'bg-send-soft text-send',
  ending: 'bg-warning-soft text-foreground',
  problem: 'bg-ignore-soft text-ignore',
  inactive: 'bg-surface-2 text-muted',
};

/**
 * docs/product/screens.md#current-subscription: status, plan, dates, and the two-step cancel. When the server
 * runs without subscriptions (BILLING=off), there is none to show: it says every feature is included.
 */
export function CurrentSubscription() {
  return (
    <div className="mt-6 space-y-6">
      {billingOff() ? <IncludedDetails /> : <SubscriptionStatus />}
      <Link
        to={ROUTES.settings}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3 text-muted')}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Settings
      </Link>
    </div>
  );
}

function SubscriptionStatus() {
  const query = useSubscriptionStatus();
  if (query.isPending) return <SubscriptionSkeleton />;
  if (query.isError) {
    return <StatusFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <SubscriptionDetails status={query.data} />;
}

function IncludedDetails() {
  return (
    <Card className="p-5 sm:p-6">
      <BillingOffStatement />
      <ContinueToAppLink className="mt-5 w-full sm:w-auto" />
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-13 items-center justify-between gap-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={cn(
          'text-right text-sm',
          children === TEXT.subscription.notAvailable ? 'text-muted' : 'font-medium',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

function SubscriptionDetails({ status }: { status: TSubscriptionStatus }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { label, tone } = describeStatus(status);
  const active = isSubscriptionActive(status);
  const ending = active && status.cancel_at_period_end;
  const periodEnd = status.renewal_date ? formatSubscriptionDate(status.renewal_date) : null;

  return (
    <Card className="overflow-hidden">
      <dl className="divide-y divide-border px-5 sm:px-6">
        <Row label="Status">
          <span
            className={cn('rounded-full px-2.5 py-1 text-xs font-medium', TONES[tone])}
            data-testid="subscription-status"
          >
            {label}
          </span>
        </Row>
        <Row label="Plan">{planLabel(status)}</Row>
        <Row label="Start date">{formatSubscriptionDate(status.subscription_start_date)}</Row>
        <Row label={ending ? 'Access until' : 'Next renewal'}>
          {active ? formatSubscriptionDate(status.renewal_date) : TEXT.subscription.notAvailable}
        </Row>
      </dl>
      <div className="border-t border-border bg-surface-2/50 p-5 sm:p-6">
        {canCancel(status) ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Cancel any time before renewal.</p>
            <Button variant="outline" className="text-ignore" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          </div>
        ) : ending ? (
          <p className="text-sm text-muted">
            Your subscription will not renew. You keep full access until{' '}
            {periodEnd ?? 'the end of the period'}.
          </p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">You have no active subscription.</p>
            <Link to={ROUTES.pricing} className={buttonVariants()}>
              See plans
            </Link>
          </div>
        )}
      </div>
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        accessUntil={periodEnd}
        onCancelled={() => void navigate(ROUTES.pricing)}
      />
    </Card>
  );
}

function SubscriptionSkeleton() {
  return (
    <Card className="overflow-hidden" role="status" aria-busy="true" aria-label="Loading subscription">
      <div className="divide-y divide-border px-5 sm:px-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex justify-between py-4">
            <div className="h-4 w-20 animate-pulse rounded bg-surface-2" />
            <div className="h-4 w-28 animate-pulse rounded bg-surface-2" />
          </div>
        ))}
      </div>
    </Card>
  );
}
