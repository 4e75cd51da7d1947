import { useId } from 'react';
import { Gift } from 'lucide-react';
import { clsx } from 'clsx';
import { publicConfig } from '@/lib/public-config';

/**
 * What the pricing screens say when the server runs without subscriptions (BILLING=off): no price,
 * trial or checkout anywhere, every feature for everyone (docs/decisions/0040).
 */
export const BILLING_OFF_COPY = {
  title: 'Every feature is included',
  body: 'This server runs without subscriptions: there is no price, no trial and nothing to pay.',
  /** Onboarding step 5 when there is no trial to start. */
  step: { title: 'Everything Included', subtitle: 'No subscription needed on this server.' },
  continueToApp: 'Continue to the app',
  getStarted: 'Get started',
  continue: 'Continue',
} as const;

/** Whether the server runs without subscriptions (public config `billing_off`). */
export const billingOff = () => publicConfig().billing_off;

/**
 * The statement itself: a title and one sentence. Free of the router and of tailwind-merge (clsx
 * joins the classes: callers add only what does not contradict these), so the public pricing page,
 * which loads with React only, can show it within its weight budget (decision 0029).
 */
export function BillingOffStatement({
  className,
  titleAs: Title = 'h2',
}: {
  className?: string;
  titleAs?: 'h1' | 'h2' | 'p';
}) {
  const id = useId();
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={clsx('flex items-start gap-3', className)}
      data-billing-off=""
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-send-soft text-send">
        <Gift className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <Title id={`${id}-title`} className="text-lg font-semibold">
          {BILLING_OFF_COPY.title}
        </Title>
        <p id={`${id}-body`} className="mt-1 text-sm text-muted text-pretty">
          {BILLING_OFF_COPY.body}
        </p>
      </div>
    </div>
  );
}
