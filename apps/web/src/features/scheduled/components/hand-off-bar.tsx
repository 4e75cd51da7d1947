import { useId, useRef, useState } from 'react';
import { CircleCheck, Hand } from 'lucide-react';
import type { THandOff } from '@gatling/shared/api/hand-offs';
import { onDemand, useOnDemand } from '@/components/on-demand';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { useHandOffs } from '../api/get-hand-offs';
import { useStartHandOffs } from '../api/start-hand-offs';
import { HAND_OFF_COPY } from '../hand-off-texts';

const COPY = HAND_OFF_COPY.bar;

/** The walk's dialog is not needed to draw the screen: it loads once there are replies to finish. */
const handOffFlow = onDemand(() => import('./hand-off-flow'));

/**
 * The replies to finish on X, all at once: "Finish N on X" takes every ready one (its undo window
 * over; no wait for its publishing slot) into one walk through their reply pages. After a walk that
 * left nothing to finish, it says so and takes the focus back from the closed dialog.
 */
export function HandOffBar() {
  const query = useHandOffs();
  const start = useStartHandOffs();
  const [walking, setWalking] = useState<THandOff[] | null>(null);
  const [walked, setWalked] = useState(false);
  const caughtUp = useRef<HTMLParagraphElement>(null);
  // Read when the dialog has closed, after this render's values may have gone stale.
  const readyCount = useRef(0);
  const titleId = useId();
  const ready = query.data?.ready ?? [];
  // Fetched as soon as there is something to finish, so the walk opens at once.
  const flow = useOnDemand(handOffFlow, ready.length > 0 || walking !== null);
  readyCount.current = ready.length;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.ready.length > 0) setWalking(answer.ready);
      },
      onError: (error) => toast({ title: serverDetail(error) ?? COPY.startFailed, variant: 'destructive' }),
    });
  const end = () => {
    setWalking(null);
    setWalked(true);
  };

  return (
    <>
      {ready.length > 0 ? (
        <section
          aria-labelledby={titleId}
          className="mt-4 flex flex-col gap-3 rounded-lg border border-accent/30 bg-accent-soft/60 p-4 sm:flex-row sm:items-center"
        >
          <Hand className="hidden size-5 shrink-0 text-accent sm:block" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="tabular text-sm font-semibold">
              {COPY.title(ready.length)}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{COPY.body}</p>
          </div>
          <PendingButton pending={start.isPending} onClick={begin} className="tabular sm:w-auto sm:shrink-0">
            {COPY.start(ready.length)}
          </PendingButton>
        </section>
      ) : (
        walked &&
        !walking && (
          <p
            ref={caughtUp}
            tabIndex={-1}
            className="mt-4 flex items-center gap-2 text-sm text-muted focus:outline-none"
          >
            <CircleCheck className="size-4 shrink-0 text-send" aria-hidden="true" />
            {HAND_OFF_COPY.caughtUp}
          </p>
        )
      )}
      {walking && flow && (
        <flow.HandOffFlow
          items={walking}
          onClose={end}
          onCloseAutoFocus={(event) => {
            // The start button is gone when nothing is left to finish: focus lands on the note instead.
            if (readyCount.current > 0) return;
            event.preventDefault();
            requestAnimationFrame(() => caughtUp.current?.focus());
          }}
        />
      )}
    </>
  );
}
