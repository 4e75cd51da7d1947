import { ONBOARDING_STEPS } from '@gatling/shared/spec';
import { BILLING_OFF_COPY, billingOff } from '@/components/billing-off';

/** The step that offers the free trial (docs/product/screens.md#onboarding, step 5). */
export const TRIAL_STEP = 5;

/**
 * The six steps' titles and subtitles (docs/product/screens.md#onboarding). A server without subscriptions
 * (BILLING=off) has no trial to offer: its step 5 says every feature is included instead.
 */
export function onboardingSteps(): readonly { title: string; subtitle: string }[] {
  if (!billingOff()) return ONBOARDING_STEPS;
  return ONBOARDING_STEPS.map((step, i) => (i + 1 === TRIAL_STEP ? BILLING_OFF_COPY.step : step));
}
