import { Popover as P } from 'radix-ui';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { notTouch, type THoverCard, type THoverCardContentProps } from './hover-card-kit';

/**
 * The hover card's Radix part (./hover-card), loaded on demand: the popover, open while the card is,
 * placed against the button, dismissed by Escape or a press outside.
 */
export function HoverCardLayer({
  card,
  className,
  children,
  ...props
}: THoverCardContentProps & { card: THoverCard }) {
  return (
    <P.Root open={card.open} onOpenChange={(next) => (next ? undefined : card.dismiss())}>
      <P.Anchor virtualRef={card.triggerRef} />
      <P.Content
        id={card.contentId}
        ref={card.contentRef}
        align="end"
        sideOffset={8}
        collisionPadding={12}
        {...props}
        // Focus moves in only when opened on purpose (see the effect in HoverCard), never on hover.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!card.returnFocus.current) return;
          card.returnFocus.current = false;
          // Focus coming back from the card must not start opening it again.
          card.skipNextFocus.current = true;
          card.triggerRef.current?.focus();
          card.skipNextFocus.current = false;
        }}
        onInteractOutside={(event) => {
          // The button toggles the card itself (a press outside would close it, and the click open it).
          if (card.triggerRef.current?.contains(event.target as Node | null)) event.preventDefault();
          else card.interactedOutside.current = true;
        }}
        onPointerEnter={notTouch(card.cancelTimers)}
        onPointerLeave={notTouch(card.closeSoon)}
        onFocus={() => {
          card.cancelTimers();
          card.focusWithin.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            card.focusWithin.current = false;
          }
        }}
        className={cn(
          'z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-surface p-4 text-foreground shadow-pop outline-none',
          'origin-(--radix-popover-content-transform-origin) transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
      >
        <FocusWhenPinned card={card} />
        {children}
      </P.Content>
    </P.Root>
  );
}

/**
 * Opened on purpose, the card's first field takes focus, also when it was already open on hover.
 * Rendered inside the content, so it runs once the content is in the document.
 */
function FocusWhenPinned({ card: { pinned, contentRef } }: { card: THoverCard }) {
  useEffect(() => {
    if (!pinned) return;
    contentRef.current
      ?.querySelector<HTMLElement>(
        'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href]',
      )
      ?.focus({ preventScroll: true });
  }, [pinned, contentRef]);
  return null;
}
