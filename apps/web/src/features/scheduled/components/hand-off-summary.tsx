import type { RefObject } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HAND_OFF_COPY } from '../hand-off-texts';
import type { THandOffOutcome } from '../hooks/use-hand-off-walk';

const COPY = HAND_OFF_COPY.summary;

type TProps = {
  outcomes: THandOffOutcome[];
  doneRef: RefObject<HTMLButtonElement | null>;
  onDone: () => void;
};

/** The end of "Finish N on X": how many went out, and that the skipped ones still wait. */
export function HandOffSummary({ outcomes, doneRef, onDone }: TProps) {
  const count = (outcome: THandOffOutcome) => outcomes.filter((o) => o === outcome).length;
  const [sent, skipped, gone] = [count('sent'), count('skipped'), count('gone')];
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2.5">
        <CircleCheck className="size-6 shrink-0 text-send" aria-hidden="true" />
        <h3 className="text-base font-semibold">{COPY.title}</h3>
      </div>
      <ul className="tabular space-y-1.5 text-sm">
        <li className="font-medium">{COPY.sent(sent)}</li>
        {skipped > 0 && <li className="text-muted">{COPY.skipped(skipped)}</li>}
        {gone > 0 && <li className="text-muted">{COPY.gone(gone)}</li>}
      </ul>
      <Button ref={doneRef} onClick={onDone} className="w-full sm:ml-auto sm:flex sm:w-auto">
        {COPY.done}
      </Button>
    </div>
  );
}
