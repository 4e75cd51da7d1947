import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text field styled like Input: label it with <Label htmlFor> or aria-label. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-md border border-border bg-surface px-3 py-2.5 text-base leading-relaxed text-foreground shadow-xs placeholder:text-muted/80 transition-colors focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
