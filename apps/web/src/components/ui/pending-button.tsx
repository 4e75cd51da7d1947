import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type TButtonProps } from './button';
import { Spinner } from './spinner';
import { cn } from '@/lib/cn';

type TProps = TButtonProps & { pending: boolean; children: ReactNode };

/**
 * A full-width button that shows a spinner and is disabled while its request runs. Disabling
 * drops keyboard focus, so it is handed back when the request ends.
 */
export function PendingButton({ pending, children, className, disabled, ...props }: TProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    const active = document.activeElement;
    if (wasPending.current && !pending && (!active || active === document.body)) ref.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  return (
    <Button
      {...props}
      ref={ref}
      className={cn('h-11 w-full', className)}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending && (
        <span aria-hidden className="inline-flex">
          <Spinner className="size-4" />
        </span>
      )}
      {children}
    </Button>
  );
}
