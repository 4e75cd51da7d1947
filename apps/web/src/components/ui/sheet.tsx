import { Dialog as D } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;
export const SheetTitle = D.Title;
export const SheetDescription = D.Description;

/**
 * A dialog that slides in from the left edge (Radix Dialog: focus trapped, Escape and a click
 * outside close it). Give it a SheetTitle, and a SheetDescription or aria-describedby={undefined}.
 */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof D.Content>) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] motion-safe:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col border-r border-border bg-surface pb-[env(safe-area-inset-bottom)] shadow-pop focus:outline-none motion-safe:animate-[sheet-in-left_220ms_cubic-bezier(0.32,0.72,0,1)]',
          className,
        )}
        {...props}
      >
        {children}
      </D.Content>
    </D.Portal>
  );
}
