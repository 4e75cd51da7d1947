import type { ComponentProps } from 'react';
import { ChevronDown, Ellipsis } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { REPLIES_COPY } from '../texts';

/**
 * The buttons of the card's menus. Each shows at once; the menu behind it loads when needed
 * (./card-menus.tsx), and then uses the same button as its trigger.
 */
export function PostMenuButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={REPLIES_COPY.menu.label}
      className="-mr-1.5 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-foreground"
      {...props}
    >
      <Ellipsis className="size-5" aria-hidden="true" />
    </button>
  );
}

export function MoreEditsButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="rounded-full"
      aria-label={REPLIES_COPY.quickEdits.moreLabel}
      {...props}
    >
      {REPLIES_COPY.quickEdits.more}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
