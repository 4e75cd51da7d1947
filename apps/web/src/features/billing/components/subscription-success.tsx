import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { getSubscriptionStatus, subscriptionStatusKey } from '../api/get-subscription-status';

/**
 * The payment provider's webhook may reach the server a moment after the browser comes back, so
 * the status is asked for a few times before giving up.
 */
export const ACTIVATION_POLL = { intervalMs: 1000, attempts: 10 } as const;

type TOutcome = 'active' | 'not-active' | 'failed';

/**
 * docs/product/screens.md#subscription-success and docs/product/states.md#subscription: wait for the
 * subscription, then back to onboarding.
 */
export function SubscriptionSuccess() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useRef((outcome: TOutcome) => {
    if (outcome === 'active') {
      toast({ title: TEXT.subscription.activated, variant: 'success' });
      void navigate(ROUTES.onboarding, { replace: true, state: { currentStep: 5 } });
      return;
    }
    toast({
      title: outcome === 'failed' ? TEXT.subscription.verifyFailed : TEXT.subscription.activationIssue,
      variant: 'destructive',
    });
    void navigate(ROUTES.onboarding, { replace: true });
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const status = await getSubscriptionStatus(controller.signal);
        if (controller.signal.aborted) return;
        queryClient.setQueryData(subscriptionStatusKey, status);
        if (status.is_active) return finish.current('active');
        if (attempt >= ACTIVATION_POLL.attempts) return finish.current('not-active');
        timer = setTimeout(() => void check(attempt + 1), ACTIVATION_POLL.intervalMs);
      } catch {
        if (!controller.signal.aborted) finish.current('failed');
      }
    };
    void check(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex min-h-[calc(100dvh-var(--header-h)-4rem)] max-w-lg flex-col items-center justify-center px-6 text-center"
    >
      <div className="relative flex size-16 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-0 rounded-full bg-accent-soft" />
        <span className="absolute inset-2 animate-spin rounded-full border-[3px] border-accent/25 border-t-accent" />
      </div>
      <h1 className="mt-6 text-xl font-semibold tracking-tight">{TEXT.subscription.processing}</h1>
      <p className="mt-2 text-sm text-muted text-pretty">
        This usually takes a few seconds. Please keep this page open.
      </p>
    </div>
  );
}
