import { useState } from 'react';
import { LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useCancelSubscription } from '../api/cancel-subscription';

type TCancelSubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Formatted end of the paid period, or null when unknown. */
  accessUntil: string | null;
  onCancelled: () => void;
};

/** docs/product/screens.md#current-subscription: step 1 says what the user loses, step 2 asks to confirm. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  accessUntil,
  onCancelled,
}: TCancelSubscriptionDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const cancel = useCancelSubscription({
    onSuccess: () => toast({ title: TEXT.subscription.cancelled, variant: 'success' }),
    onError: () => toast({ title: TEXT.subscription.cancelFailed, variant: 'destructive' }),
  });
  const setOpen = (next: boolean) => {
    if (cancel.isPending) return;
    if (!next) setStep(1);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <span className="flex size-10 items-center justify-center rounded-full bg-ignore-soft text-ignore">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
        {step === 1 ? (
          <>
            <DialogTitle className="mt-4">Cancel your subscription?</DialogTitle>
            <DialogDescription>When your subscription ends, you will lose:</DialogDescription>
            <ul className="mt-4 space-y-2.5" aria-label="What you will lose">
              {TEXT.subscription.cancelLosses.map((item) => (
                <li key={item} className="flex items-center gap-3 text-sm">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-ignore-soft">
                    <X className="size-3 text-ignore" strokeWidth={3} aria-hidden="true" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setStep(2)}>
                Continue
              </Button>
              <Button onClick={() => setOpen(false)}>Keep subscription</Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle className="mt-4">Are you sure?</DialogTitle>
            <DialogDescription>
              {accessUntil
                ? `Your subscription will not renew. You keep full access until ${accessUntil}.`
                : 'Your subscription will not renew.'}
            </DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={cancel.isPending} onClick={() => setStep(1)}>
                Back
              </Button>
              <Button
                variant="destructive"
                disabled={cancel.isPending}
                aria-busy={cancel.isPending}
                onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
              >
                {cancel.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                Cancel subscription
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
