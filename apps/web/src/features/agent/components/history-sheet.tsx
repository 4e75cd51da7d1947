import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { AGENT_COPY as COPY } from '../texts';

/**
 * The chat history on a phone: a sheet from the left edge. Its code (Radix Dialog) loads when it is
 * first opened, not with the chat; closing it gives the focus back to the button that opened it.
 */
export function HistorySheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        <div className="flex items-center justify-between pt-2 pr-2 pl-4">
          <SheetTitle className="text-sm font-semibold">{COPY.history}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={COPY.closeHistory}>
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
