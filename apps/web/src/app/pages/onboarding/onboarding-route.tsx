import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { ONBOARDING_STEPS, ROUTES, TEXT } from '@gatling/shared/spec';
import { onDemand, preloadWhenIdle, useOnDemand, type TOnDemand } from '@/components/on-demand';
import { useAuth } from '@/lib/auth/auth-state';
import { useDocumentTitle } from '../screen-page';
import { ConnectStep } from './connect-step';
import { OnboardingBreadcrumb } from './onboarding-breadcrumb';
import { onboardingSteps } from './onboarding-steps';
import { StepActions } from './step-actions';
import { forgetStep, readRememberedStep, rememberStep } from './step-memory';

const LAST_STEP = ONBOARDING_STEPS.length;

/**
 * Step 1 is the screen a new user lands on; each later step's code loads when the step is reached
 * (the one after the current step ahead of time, once the browser is idle), so the first screen
 * does not carry the whole setup (0029-page-weight).
 */
const styleStep = onDemand(() => import('@/features/style/components/speaking-style-step'));
const coreUsersStep = onDemand(() => import('@/features/core-users/components/core-users-step'));
const audienceStep = onDemand(() => import('@/features/audience/components/audience-chat-step'));
const trialStep = onDemand(() => import('./trial-step'));
const completeStep = onDemand(() => import('./complete-step'));
const LATER_STEPS: Record<number, TOnDemand<unknown>> = {
  2: styleStep,
  3: coreUsersStep,
  4: audienceStep,
  5: trialStep,
  6: completeStep,
};

/** Every later step's code, loaded now (tests render any step at once with it). */
export const loadLaterSteps = () => Promise.all(Object.values(LATER_STEPS).map((step) => step.load()));

/**
 * A later step once its code is there: until then (and while it cannot load, offline, until the
 * browser is back online) the loading status, never an error thrown to the page.
 */
function LaterStep<M>({ module, children }: { module: TOnDemand<M>; children: (loaded: M) => ReactNode }) {
  const loaded = useOnDemand(module);
  if (!loaded) {
    return (
      <p role="status" className="text-sm text-muted">
        {TEXT.loading}
      </p>
    );
  }
  return children(loaded);
}

const isStep = (step: unknown): step is number =>
  typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= LAST_STEP;

/**
 * The step comes from navigation state currentStep (docs/product/screens.md#onboarding). A cancelled checkout
 * comes back with ?step=5, since the payment page cannot carry navigation state. Without either, the step the
 * user last reached (`remembered`) is resumed, else step 1.
 */
export function stepFrom(state: unknown, search: string, remembered: number | null = null): number {
  const fromState = (state as { currentStep?: unknown } | null)?.currentStep;
  const fromQuery = Number(new URLSearchParams(search).get('step'));
  const step = typeof fromState === 'number' ? fromState : fromQuery;
  if (isStep(step)) return step;
  return isStep(remembered) ? remembered : 1;
}

/** /onboarding: six steps with a breadcrumb; Back and Next move between them. */
export function OnboardingRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useAuth().user?.id ?? null;
  const step = stepFrom(location.state, location.search, userId ? readRememberedStep(userId) : null);
  useEffect(() => {
    if (userId) rememberStep(userId, step);
  }, [userId, step]);
  const meta = onboardingSteps()[step - 1] ?? ONBOARDING_STEPS[0];
  useDocumentTitle(`Onboarding · ${meta.title}`);
  const [audienceComplete, setAudienceComplete] = useState(false);
  // Unsaved style text is never thrown away by leaving the step: save or cancel first.
  const [styleDirty, setStyleDirty] = useState(false);

  const goTo = (next: number) => void navigate(ROUTES.onboarding, { state: { currentStep: next } });
  const back = () => (step === 1 ? void navigate(ROUTES.landing) : goTo(step - 1));
  const next = () => goTo(Math.min(step + 1, LAST_STEP));
  useEffect(() => {
    const following = LATER_STEPS[step + 1];
    return following ? preloadWhenIdle(following) : undefined;
  }, [step]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-2 pb-10 sm:pt-6">
      <OnboardingBreadcrumb current={step} onSelect={goTo} />
      <header className="mt-6 mb-6">
        <p className="text-xs font-medium tracking-wide text-muted uppercase tabular-nums">
          Step {step} of {LAST_STEP}
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{meta.title}</h1>
        <p className="mt-1 text-muted">{meta.subtitle}</p>
      </header>
      {/* Each step mounts fresh, so a half-typed message or draft never leaks between steps. */}
      <div key={step}>
        {step === 1 && <ConnectStep onBack={back} onNext={next} />}
        {step === 2 && (
          <div className="space-y-6">
            {/* Saving keeps the user here to read the saved style; Next moves on. */}
            <LaterStep module={styleStep}>
              {({ SpeakingStyleStep }) => (
                <SpeakingStyleStep onSaved={() => setStyleDirty(false)} onDirtyChange={setStyleDirty} />
              )}
            </LaterStep>
            {!styleDirty && <StepActions onBack={back} onNext={next} />}
          </div>
        )}
        {step === 3 && (
          <div className="space-y-6">
            <LaterStep module={coreUsersStep}>{({ CoreUsersStep }) => <CoreUsersStep />}</LaterStep>
            <StepActions onBack={back} onNext={next} />
          </div>
        )}
        {step === 4 && (
          <div className="space-y-6">
            <LaterStep module={audienceStep}>
              {({ AudienceChatStep }) => <AudienceChatStep onCompleteChange={setAudienceComplete} />}
            </LaterStep>
            <StepActions onBack={back} onNext={next} nextDisabled={!audienceComplete} />
          </div>
        )}
        {step === 5 && (
          <div className="space-y-6">
            <LaterStep module={trialStep}>{({ TrialStep }) => <TrialStep onNext={next} />}</LaterStep>
            <StepActions onBack={back} />
          </div>
        )}
        {step === 6 && (
          <LaterStep module={completeStep}>
            {({ CompleteStep }) => (
              <CompleteStep onBack={back} onCompleted={() => userId && forgetStep(userId)} />
            )}
          </LaterStep>
        )}
      </div>
    </div>
  );
}
