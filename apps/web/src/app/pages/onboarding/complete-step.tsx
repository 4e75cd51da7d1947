import { useEffect, useRef, useState } from 'react';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ROUTES, TEXT, TIMINGS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { completeOnboarding } from './onboarding-api';
import { StepActions } from './step-actions';

type TProps = { onBack: () => void; reload?: () => void };

/**
 * Step 6: 'Complete Setup' marks onboarding complete, then after 3 s goes to /replies and after a
 * further 500 ms reloads the page (spec §4 Onboarding).
 */
export function CompleteStep({ onBack, reload = () => window.location.reload() }: TProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const complete = async () => {
    setState('working');
    try {
      await completeOnboarding();
    } catch {
      setState('idle');
      toast({ title: TEXT.onboarding.completeFailed, variant: 'destructive' });
      return;
    }
    setState('done');
    timers.current.push(
      window.setTimeout(() => {
        void navigate(ROUTES.replies, { replace: true });
        // Leaving unmounts this step: the reload is not tied to it.
        window.setTimeout(reload, TIMINGS.completionReloadDelayMs);
      }, TIMINGS.completionRedirectDelayMs),
    );
  };

  return (
    <div className="space-y-6">
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-send-soft text-send">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted" aria-live="polite">
          {state === 'done'
            ? 'All set. Taking you to your replies...'
            : 'Your voice, the people you engage with and your keywords are saved. You can change any of them later.'}
        </p>
        <Button
          size="lg"
          className="mt-2 w-full sm:w-auto"
          onClick={() => void complete()}
          disabled={state !== 'idle'}
        >
          {state === 'working' && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Complete Setup
        </Button>
      </Card>
      {state === 'idle' && <StepActions onBack={onBack} />}
    </div>
  );
}
