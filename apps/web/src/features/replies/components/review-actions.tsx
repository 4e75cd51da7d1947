import type { Ref } from 'react';
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
  onAction: (action: TReviewAction) => void;
  /** The Edit button, which takes the focus back when the edit form closes. */
  editRef?: Ref<HTMLButtonElement>;
};

/** Ignore / Edit / Send within thumb reach; the card shows their keys on wide screens. */
export function ReviewActions({ onAction, editRef }: TReviewActionsProps) {
  return (
    <div className="grid grid-cols-3 gap-2.5">
      {ACTIONS.map(({ action, label, Icon, className }) => (
        <button
          key={action}
          ref={action === 'edit' ? editRef : undefined}
          type="button"
          onClick={() => onAction(action)}
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
