import { useEffect, useRef, type RefObject } from 'react';
import { ExternalLink, LoaderCircle, X } from 'lucide-react';
import type { THandOff } from '@gatling/shared/api/hand-offs';
import { LIMITS } from '@gatling/shared/spec';
import { PostPreview } from '@/components/post-preview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { HAND_OFF_COPY } from '../hand-off-texts';
import { useHandOffWalk, type TWalk } from '../hooks/use-hand-off-walk';
import { HandOffSummary } from './hand-off-summary';

const COPY = HAND_OFF_COPY.flow;

type TProps = {
  items: THandOff[];
  onClose: () => void;
  /** Where focus goes once the dialog has closed (Radix returns it to where it was by default). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * "Finish N on X": the ready hand-offs one after another in a dialog (a sheet from the bottom on a
 * phone, its actions under the thumb), with "2 of 5" and a progress bar, then a summary. Focus goes
 * to the next action each time: the next reply's Open link, Look again when it was not found, Done.
 */
export function HandOffFlow({ items, onClose, onCloseAutoFocus }: TProps) {
  const { walk, current, open, lookAgain, skip } = useHandOffWalk(items);
  const total = walk.items.length;
  const openLink = useRef<HTMLAnchorElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!current) done.current?.focus();
    else if (walk.step === 'ready') openLink.current?.focus();
    else if (walk.step === 'not_found' || walk.step === 'check_failed') again.current?.focus();
  }, [current, walk.step]);

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          openLink.current?.focus();
        }}
        className={cn(
          'flex max-h-[min(92dvh,44rem)] flex-col gap-4 overflow-y-auto sm:max-w-lg',
          // A sheet along the bottom of a phone.
          'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]',
        )}
      >
        <div className="flex items-center gap-3">
          <DialogTitle className="flex-1">{COPY.title}</DialogTitle>
          <span className="tabular text-sm text-muted">
            {COPY.progress(Math.min(walk.index + 1, total), total)}
          </span>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" className="-mr-2 size-9" aria-label={COPY.close}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <Progress value={(walk.index / total) * 100} aria-label={COPY.progressLabel} className="h-1.5" />
        {current ? (
          <Step
            key={current.id}
            reply={current}
            walk={walk}
            refs={{ openLink, again }}
            onOpen={open}
            onLookAgain={lookAgain}
            onSkip={skip}
          />
        ) : (
          <HandOffSummary outcomes={Object.values(walk.outcomes)} doneRef={done} onDone={onClose} />
        )}
        <Announcement walk={walk} />
      </DialogContent>
    </Dialog>
  );
}

type TStepProps = {
  reply: THandOff;
  walk: TWalk;
  refs: { openLink: RefObject<HTMLAnchorElement | null>; again: RefObject<HTMLButtonElement | null> };
  onOpen: () => void;
  onLookAgain: () => void;
  onSkip: () => void;
};

function Step({ reply, walk, refs, onOpen, onLookAgain, onSkip }: TStepProps) {
  const { step, problem } = walk;
  const stuck = step === 'not_found' || step === 'check_failed';
  const looking = step === 'looking';
  const status =
    step === 'opened'
      ? COPY.waiting
      : looking
        ? COPY.looking
        : step === 'not_found'
          ? COPY.notFound
          : step === 'check_failed'
            ? (problem ?? COPY.checkFailed)
            : COPY.hint;
  return (
    <>
      <div className="space-y-3">
        <div className="rounded-md border border-border bg-surface-2/50 p-3">
          <p className="mb-2 text-xs font-medium text-muted">
            {COPY.replyingTo(reply.original_message.author.username)}
          </p>
          <PostPreview post={reply.original_message} truncateAt={LIMITS.cardTruncate} hideReactions />
        </div>
        <div>
          <p className="text-xs font-medium text-muted">{COPY.yourReply}</p>
          <p className="mt-1 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{reply.text}</p>
        </div>
      </div>
      <p className={cn('flex items-center gap-2 text-sm', stuck ? 'text-foreground' : 'text-muted')}>
        {looking && <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />}
        {status}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row-reverse sm:justify-start">
        {stuck && (
          <Button ref={refs.again} onClick={onLookAgain} className="w-full sm:w-auto">
            {COPY.lookAgain}
          </Button>
        )}
        <Button asChild variant={stuck ? 'outline' : 'primary'} className="w-full sm:w-auto">
          <a
            ref={refs.openLink}
            href={reply.intent_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
          >
            {stuck || step === 'opened' ? COPY.openAgain : COPY.open}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{` ${COPY.newTab}`}</span>
          </a>
        </Button>
        <Button variant="ghost" onClick={onSkip} disabled={looking} className="w-full sm:mr-auto sm:w-auto">
          {COPY.skip}
        </Button>
      </div>
    </>
  );
}

/** What the walk did last, said politely to a screen reader (the screen moves on by itself). */
function Announcement({ walk }: { walk: TWalk }) {
  const last = walk.items[walk.index - 1];
  const outcome = last ? walk.outcomes[last.id] : undefined;
  const who = last?.original_message.author.username ?? '';
  const said =
    outcome === 'sent'
      ? COPY.sent(who)
      : outcome === 'skipped'
        ? COPY.skipped(who)
        : outcome
          ? COPY.gone
          : '';
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}
