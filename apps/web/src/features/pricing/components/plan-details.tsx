import { Check } from 'lucide-react';
import { PRICING_FEATURES } from '@gatling/shared/spec/public';
import { clsx } from 'clsx';
import { formatPrice, publicConfig } from '@/lib/public-config';

export const PLAN_NAME = 'Pro';

/**
 * The price line. The only place the client turns the configured price into text, so the pricing
 * card and the paywall always quote the same figure.
 */
export function PlanPrice({ size = 'lg', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <p className={clsx('flex items-baseline gap-1', className)} data-plan-price="">
      <span className={clsx('tabular font-semibold tracking-tight', size === 'lg' ? 'text-5xl' : 'text-3xl')}>
        {formatPrice(publicConfig())}
      </span>
      <span className="text-sm text-muted">/month</span>
    </p>
  );
}

export function TrialLine({ className }: { className?: string }) {
  return (
    <p className={clsx('text-sm font-medium text-accent', className)}>
      {publicConfig().trial_days}-day free trial
    </p>
  );
}

export function PlanFeatureList({ className }: { className?: string }) {
  return (
    <ul className={clsx('space-y-3', className)} aria-label="Included in the plan">
      {PRICING_FEATURES.map((feature) => (
        <li key={feature} className="flex items-center gap-3 text-sm">
          <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-send-soft">
            <Check className="size-3 text-send" strokeWidth={3} aria-hidden="true" />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
