import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { BUSINESS_COPY as COPY } from '../texts';

type TProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  /** The control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
};

/** A labelled control with its hint and its validation message underneath. */
export function FormField({ id, label, hint, error, optional, className, children }: TProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted"> ({COPY.optional})</span>}
      </Label>
      {cloneElement(children, {
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
