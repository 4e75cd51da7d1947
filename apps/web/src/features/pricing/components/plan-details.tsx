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

/**
 * Who pays what it costs to run: the plan's price covers no bill of the user's but their own
 * model's (decision 0079). Said for this server: the simulated X, the demo writer.
 */
export const PLAN_COSTS_COPY = {
  title: 'Who pays the running costs',
  xCalls: 'X API calls made for you: this server’s operator pays them.',
  xSimulated:
    'X API calls: simulated on this server. Analytics prices them as X would bill them; nobody pays them.',
  serverModel: 'Drafting on this server’s model: its operator pays the tokens.',
  demoWriter: 'Drafting by this server’s demo writer: it calls no model and costs nothing.',
  ownModel: 'A model of your own (Settings › Drafting model): its provider bills you for its tokens.',
} as const;

export function PlanCosts({ className }: { className?: string }) {
  const { twitter_sandbox, llm_offline } = publicConfig();
  const C = PLAN_COSTS_COPY;
  return (
    <section aria-label={C.title} className={className}>
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">{C.title}</p>
      <ul className="mt-2 space-y-1.5 text-xs leading-relaxed text-muted">
        <li>{twitter_sandbox ? C.xSimulated : C.xCalls}</li>
        <li>{llm_offline ? C.demoWriter : C.serverModel}</li>
        <li>{C.ownModel}</li>
      </ul>
    </section>
  );
}
