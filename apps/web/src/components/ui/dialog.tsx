import { AlertDialog as AD, Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

const overlay = 'fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]';
const content =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-6 shadow-pop focus:outline-none';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof D.Content>) {
  return (
    <D.Portal>
      <D.Overlay className={overlay} />
      <D.Content className={cn(content, className)} {...props}>
        {children}
      </D.Content>
    </D.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof D.Title>) {
  return <D.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof D.Description>) {
  return <D.Description className={cn('mt-1.5 text-sm text-muted', className)} {...props} />;
}

type TConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes, when what opened it is gone by then (an item of a
   * menu that closed): otherwise it would fall to the page.
   */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** A confirmation dialog (Radix AlertDialog): focus trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  returnFocus,
}: TConfirmProps) {
  const onCloseAutoFocus = (event: Event) => {
    if (!returnFocus?.current) return;
    event.preventDefault();
    returnFocus.current.focus();
  };
  return (
    <AD.Root open={open} onOpenChange={onOpenChange}>
      <AD.Portal>
        <AD.Overlay className={overlay} />
        <AD.Content className={content} onCloseAutoFocus={onCloseAutoFocus}>
          <AD.Title className="text-lg font-semibold">{title}</AD.Title>
          <AD.Description className="mt-1.5 text-sm text-muted">{description}</AD.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AD.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AD.Cancel>
            <AD.Action
              className={buttonVariants({ variant: destructive ? 'destructive' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AD.Action>
          </div>
        </AD.Content>
      </AD.Portal>
    </AD.Root>
  );
}
