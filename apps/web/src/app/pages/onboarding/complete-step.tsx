import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { ROUTES, TEXT, TIMINGS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { MonitorProgress } from '@/features/monitoring/components/monitor-progress';
import { FirstModelChoice } from '@/features/settings/components/first-model-choice';
import { useMonitorRun } from '@/features/monitoring/hooks/use-monitor-run';
import { isAbortError, MonitorRunFailedError } from '@/features/monitoring/lib/run-monitor';
import { skippedState } from '@/features/monitoring/lib/skipped-state';
import { ApiError, serverDetail } from '@/lib/api-error';
import { completeOnboarding } from './onboarding-api';
import { StepActions } from './step-actions';

const COPY = {
  intro:
    'Your voice, the people you engage with and your keywords are saved. Completing setup looks for the first posts worth a reply; you can change any of it later.',
  skipped: 'No X or Bluesky account is connected, so there are no posts to look through yet.',
  done: (drafts: number | null) =>
    drafts
      ? `${drafts} ${drafts === 1 ? 'draft is' : 'drafts are'} waiting for you. Taking you to your replies...`
      : 'All set. Taking you to your replies...',
} as const;

type TState = 'idle' | 'monitoring' | 'completing' | 'done';
type TProps = { onBack: () => void; onCompleted?: () => void };

/** The trigger refuses with 409 when no X or Bluesky account can be read (step 1 may be skipped). */
const nothingToMonitor = (error: unknown) => error instanceof ApiError && error.status === 409;

function failureDescription(error: unknown): string | undefined {
  if (error instanceof MonitorRunFailedError) return error.run.error_message ?? undefined;
  return serverDetail(error) ?? undefined;
}

/**
 * Step 6 (docs/product/states.md#onboarding): 'Complete Setup' runs monitoring (trigger, then follow the
 * run's live events until complete; the 2 s poll only while the stream is down) with its progress shown,
 * marks onboarding complete, then after 3 s goes to /replies, handing on the posts the run skipped for that
 * screen to list above the drafts. It does not reload the page (a reload drops whatever the app holds in
 * memory, such as a swipe still in its undo countdown): the router navigates and every cached query is
 * refetched instead; the route guard of /replies asks for the onboarding status afresh. With no account to
 * read, it completes without monitoring. A failure says so and the button works again. Above it, before the
 * first run, the user picks who drafts: the server's Ollama, a provider key, or demo drafts for now.
 */
export function CompleteStep({ onBack, onCompleted }: TProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const monitor = useMonitorRun();
  const [state, setState] = useState<TState>('idle');
  const [skipped, setSkipped] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const fail = (error: unknown) => {
    setState('idle');
    toast({
      title: TEXT.onboarding.completeFailed,
      description: failureDescription(error),
      variant: 'destructive',
    });
  };

  const complete = async () => {
    setState('monitoring');
    setSkipped(null);
    // What the run skipped is listed on /replies, where the redirect goes.
    let passedOver: TSkippedPost[] = [];
    try {
      const run = await monitor.start();
      setDrafts(run.drafts_created);
      passedOver = run.skipped;
    } catch (error) {
      if (isAbortError(error)) return;
      if (!nothingToMonitor(error)) return fail(error);
      setSkipped(serverDetail(error) ?? COPY.skipped);
    }
    setState('completing');
    try {
      await completeOnboarding();
    } catch (error) {
      return fail(error);
    }
    setState('done');
    onCompleted?.();
    timers.current.push(
      window.setTimeout(() => {
        void queryClient.invalidateQueries();
        void navigate(ROUTES.replies, {
          replace: true,
          ...(passedOver.length > 0 ? { state: skippedState(passedOver) } : {}),
        });
      }, TIMINGS.completionRedirectDelayMs),
    );
  };

  const showProgress = state === 'monitoring' || (state !== 'idle' && skipped === null);
  return (
    <div className="space-y-6">
      {/* Who drafts is settled before the first run, whose drafts it writes. */}
      {state === 'idle' && <FirstModelChoice />}
      <Card className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-send-soft text-send">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted" aria-live="polite">
          {state === 'done' ? COPY.done(drafts) : COPY.intro}
        </p>
        {showProgress && <MonitorProgress run={monitor.run} className="mt-2 w-full max-w-md text-left" />}
        {skipped !== null && state !== 'idle' && (
          <p className="w-full max-w-md rounded-md bg-surface-2 px-3 py-2.5 text-left text-sm">{skipped}</p>
        )}
        <Button
          size="lg"
          className="mt-2 w-full sm:w-auto"
          onClick={() => void complete()}
          disabled={state !== 'idle'}
        >
          {(state === 'monitoring' || state === 'completing') && (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          )}
          Complete Setup
        </Button>
      </Card>
      {state === 'idle' && <StepActions onBack={onBack} />}
    </div>
  );
}
