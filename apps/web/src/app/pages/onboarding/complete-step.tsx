import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import type { TModelSettingsInput } from '@gatling/shared/api/model-settings';
import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { ROUTES, TEXT, TIMINGS } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dismissToast, toast } from '@/components/ui/toast';
import { MonitorProgress } from '@/features/monitoring/components/monitor-progress';
import { useSaveModelSettings } from '@/features/settings/api/save-model-settings';
import { FirstModelChoice } from '@/features/settings/components/first-model-choice';
import type { TUnsavedModel } from '@/features/settings/lib/model-input';
import { SETTINGS_COPY } from '@/features/settings/texts';
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

const FIRST_MODEL = SETTINGS_COPY.firstModel;

type TState = 'idle' | 'saving' | 'monitoring' | 'completing' | 'done';
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
 * first run, the user picks who drafts: the server's Ollama, a provider key, or demo drafts for now. A model
 * filled in there is never dropped unsaid: one that passed Test as it stands is saved first (a failed save
 * stops there, the form as it was); any other unsaved one is asked about (back to it, or demo drafts), as
 * Back is about any unsaved one (the step's form is not kept).
 */
export function CompleteStep({ onBack, onCompleted }: TProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const monitor = useMonitorRun();
  const [state, setState] = useState<TState>('idle');
  const [skipped, setSkipped] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<number | null>(null);
  const [unsaved, setUnsaved] = useState<TUnsavedModel | null>(null);
  // What waits on the user's answer about an unsaved model: completing without it, or going back.
  const [asking, setAsking] = useState<'complete' | 'back' | null>(null);
  const saveModel = useSaveModelSettings();
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

  const start = () => {
    if (unsaved && !unsaved.tested) return setAsking('complete');
    void complete(unsaved?.tested ? unsaved.input : null);
  };

  const complete = async (model: TModelSettingsInput | null) => {
    // An earlier attempt's failure no longer holds: it must not stay up over a run that works.
    dismissToast();
    if (model) {
      setState('saving');
      try {
        await saveModel.mutateAsync(model);
      } catch (error) {
        setState('idle');
        toast({
          title: SETTINGS_COPY.model.saveFailed,
          description: serverDetail(error) ?? undefined,
          variant: 'destructive',
        });
        return;
      }
    }
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
      {(state === 'idle' || state === 'saving') && <FirstModelChoice onUnsavedChange={setUnsaved} />}
      <Card className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-send-soft text-send">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted" aria-live="polite">
          {state === 'done' ? COPY.done(drafts) : state === 'saving' ? FIRST_MODEL.saving : COPY.intro}
        </p>
        {showProgress && <MonitorProgress run={monitor.run} className="mt-2 w-full max-w-md text-left" />}
        {skipped !== null && state !== 'idle' && (
          <p className="w-full max-w-md rounded-md bg-surface-2 px-3 py-2.5 text-left text-sm">{skipped}</p>
        )}
        <Button size="lg" className="mt-2 w-full sm:w-auto" onClick={start} disabled={state !== 'idle'}>
          {(state === 'saving' || state === 'monitoring' || state === 'completing') && (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          )}
          Complete Setup
        </Button>
      </Card>
      {state === 'idle' && <StepActions onBack={() => (unsaved ? setAsking('back') : onBack())} />}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={FIRST_MODEL.unsavedTitle}
        description={asking === 'back' ? FIRST_MODEL.unsavedBackBody : FIRST_MODEL.unsavedBody}
        confirmLabel={asking === 'back' ? FIRST_MODEL.unsavedBackConfirm : FIRST_MODEL.unsavedConfirm}
        cancelLabel={FIRST_MODEL.unsavedCancel}
        onConfirm={() => (asking === 'back' ? onBack() : void complete(null))}
      />
    </div>
  );
}
