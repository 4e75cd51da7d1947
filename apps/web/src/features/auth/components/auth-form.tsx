import type { FormEvent, ReactNode } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import type { TNotice } from '../auth-view';
import { FormMessage } from './form-message';

type TProps = {
  /** The form's accessible name (the view's title). */
  label: string;
  submitLabel: string;
  pending: boolean;
  message: TNotice | null;
  onSubmit: () => void;
  children: ReactNode;
  /** Secondary actions under the submit button. */
  after?: ReactNode;
};

/**
 * The shell of every kit view. noValidate: our own messages (such as the empty e-mail text)
 * show instead of the browser's bubbles.
 */
export function AuthForm({ label, submitLabel, pending, message, onSubmit, children, after }: TProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit} className="grid grid-cols-1 gap-4">
      {children}
      {message && <FormMessage notice={message} />}
      <PendingButton type="submit" pending={pending}>
        {submitLabel}
      </PendingButton>
      {after}
    </form>
  );
}
