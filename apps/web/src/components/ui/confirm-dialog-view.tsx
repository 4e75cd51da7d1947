import { AlertDialog as AD } from 'radix-ui';
import { buttonVariants } from './button-variants';
import { dialogContent, dialogOverlay, type TConfirmProps } from './dialog-look';

/** The confirmation dialog itself (Radix AlertDialog): focus trapped, Escape cancels. */
export function ConfirmDialogView({
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
        <AD.Overlay className={dialogOverlay} />
        <AD.Content className={dialogContent} onCloseAutoFocus={onCloseAutoFocus}>
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
