import { useRef, type MouseEvent, type Ref } from 'react';
import { Pencil, Send, X } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { cn } from '@/lib/cn';
import type { TReviewAction } from '../lib/swipe';

const ACTIONS = [
  {
    action: 'ignore',
    label: TEXT.replies.ignore,
    Icon: X,
    // The label in the text colour keeps AA contrast on the soft tints; the icon carries the hue.
    className: 'bg-ignore-soft text-foreground hover:bg-ignore-soft/70 [&_svg]:text-ignore',
  },
  {
    action: 'edit',
    label: TEXT.replies.edit,
    Icon: Pencil,
    className: 'bg-edit-soft text-foreground hover:bg-edit-soft/70 [&_svg]:text-edit',
  },
  {
    action: 'send',
    label: TEXT.replies.send,
    Icon: Send,
    className: 'bg-send text-white hover:bg-send/90 dark:text-background',
  },
] as const;

type TReviewActionsProps = {
  /** The card on top: the one the buttons decide. */
  cardId: string;
  /** `cardId` is the card on top when the press began (see ReviewActions). */
  onAction: (action: TReviewAction, cardId: string) => void;
  /** The Edit button, which takes the focus back when the edit form closes. */
  editRef?: Ref<HTMLButtonElement>;
};

/**
 * Ignore / Edit / Send within thumb reach; the card shows their keys on wide screens.
 *
 * A click decides the card that was on top when the press went down, not the one on top when it
 * comes up: the stack may have moved in between. The buttons never turn disabled while a new card
 * settles (useDecisionGate): an early click is simply not taken, with no flicker and no state for a
 * screen reader to announce.
 */
export function ReviewActions({ cardId, onAction, editRef }: TReviewActionsProps) {
  const pressedOn = useRef<string | null>(null);
  const onClick = (action: TReviewAction, event: MouseEvent) => {
    // A click from Enter or Space (detail 0) has no press before it: it is on the card shown now.
    const id = event.detail > 0 && pressedOn.current !== null ? pressedOn.current : cardId;
    pressedOn.current = null;
    onAction(action, id);
  };
  return (
    <div className="grid grid-cols-3 gap-2.5">
      {ACTIONS.map(({ action, label, Icon, className }) => (
        <button
          key={action}
          ref={action === 'edit' ? editRef : undefined}
          type="button"
          onPointerDown={() => {
            pressedOn.current = cardId;
          }}
          onClick={(event) => onClick(action, event)}
          aria-keyshortcuts={action === 'send' ? 'ArrowRight' : action === 'ignore' ? 'ArrowLeft' : 'ArrowUp'}
          className={cn(
            'flex h-13 cursor-pointer items-center justify-center gap-2 rounded-full text-[0.95rem] font-semibold shadow-sm transition-[background-color,transform] duration-150 active:scale-[0.97]',
            className,
          )}
        >
          <Icon className="size-[18px]" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
