import { Popover as P } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '@/lib/cn';

/**
 * A hover card whose content can be used: it opens after `openDelay` when a mouse rests on the
 * trigger (or keyboard focus reaches it) and closes `closeDelay` after the pointer leaves both, like
 * Radix HoverCard. A click, tap, Enter or Space opens it at once and keeps it open, with focus in
 * its first field, until Escape, a click outside or the trigger again.
 *
 * Built on Radix Popover rather than HoverCard: HoverCard takes every field of its content out of
 * the tab order and never opens on touch, so a form inside it would be out of reach for keyboard
 * and phone users. The content is rendered right after the trigger (no portal), so Tab moves from
 * the trigger into it.
 */

type TContext = {
  open: boolean;
  pinned: boolean;
  contentRef: RefObject<HTMLDivElement | null>;
  openSoon: () => void;
  closeSoon: () => void;
  cancelTimers: () => void;
  toggleOnPurpose: () => void;
  dismiss: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  focusWithin: RefObject<boolean>;
  interactedOutside: RefObject<boolean>;
  returnFocus: RefObject<boolean>;
  skipNextFocus: RefObject<boolean>;
};

const HoverCardContext = createContext<TContext | null>(null);

function useHoverCard(): TContext {
  const context = useContext(HoverCardContext);
  if (!context) throw new Error('HoverCard parts must be inside <HoverCard>');
  return context;
}

/** Closes the card from inside its content (e.g. once its form is done). */
export function useHoverCardDismiss(): () => void {
  return useHoverCard().dismiss;
}

const notTouch = (handler: () => void) => (event: PointerEvent) => {
  if (event.pointerType !== 'touch') handler();
};

type TRootProps = {
  openDelay: number;
  closeDelay: number;
  /** Told whenever the card opens or closes (e.g. to reset a form). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

export function HoverCard({ openDelay, closeDelay, onOpenChange, children }: TRootProps) {
  const [open, setOpenState] = useState(false);
  const [pinned, setPinned] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const openRef = useRef(false);
  const pinnedRef = useRef(false);
  const focusWithin = useRef(false);
  const interactedOutside = useRef(false);
  const returnFocus = useRef(false);
  const skipNextFocus = useRef(false);

  const setOpen = useCallback(
    (next: boolean, pin = false) => {
      if (next && !openRef.current) {
        focusWithin.current = false;
        interactedOutside.current = false;
      }
      if (!next && openRef.current) {
        // Decided now, while the content is still there: Escape or the trigger with focus inside
        // hands focus back to the trigger; a click or Tab elsewhere leaves it where it went.
        returnFocus.current =
          !interactedOutside.current && !!contentRef.current?.contains(document.activeElement);
      }
      openRef.current = next;
      pinnedRef.current = next && (pin || pinnedRef.current);
      setOpenState(next);
      setPinned(pinnedRef.current);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const cancelTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const openSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    if (openRef.current) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setOpen(true), openDelay);
  }, [openDelay, setOpen]);

  const closeSoon = useCallback(() => {
    window.clearTimeout(openTimer.current);
    if (!openRef.current || pinnedRef.current || focusWithin.current) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      if (!pinnedRef.current && !focusWithin.current) setOpen(false);
    }, closeDelay);
  }, [closeDelay, setOpen]);

  const toggleOnPurpose = useCallback(() => {
    cancelTimers();
    if (openRef.current && pinnedRef.current) setOpen(false);
    else setOpen(true, true);
  }, [cancelTimers, setOpen]);

  const dismiss = useCallback(() => {
    cancelTimers();
    setOpen(false);
  }, [cancelTimers, setOpen]);

  useEffect(() => cancelTimers, [cancelTimers]);

  const value = useMemo<TContext>(
    () => ({
      open,
      pinned,
      contentRef,
      openSoon,
      closeSoon,
      cancelTimers,
      toggleOnPurpose,
      dismiss,
      triggerRef,
      focusWithin,
      interactedOutside,
      returnFocus,
      skipNextFocus,
    }),
    [open, pinned, openSoon, closeSoon, cancelTimers, toggleOnPurpose, dismiss],
  );

  return (
    <HoverCardContext.Provider value={value}>
      <P.Root open={open} onOpenChange={(next) => (next ? setOpen(true, true) : dismiss())}>
        {children}
      </P.Root>
    </HoverCardContext.Provider>
  );
}

/** The element the card belongs to: pass a button as the child. */
export function HoverCardTrigger({ children }: { children: ReactNode }) {
  const card = useHoverCard();
  return (
    <P.Trigger
      asChild
      ref={card.triggerRef}
      onPointerEnter={notTouch(card.openSoon)}
      onPointerLeave={notTouch(card.closeSoon)}
      onFocus={() => {
        if (!card.skipNextFocus.current) card.openSoon();
      }}
      onBlur={(event: FocusEvent) => {
        if (!card.contentRef.current?.contains(event.relatedTarget as Node | null)) card.closeSoon();
      }}
      onClick={(event) => {
        // Radix would toggle; a card opened by hover should stay open on click, not close.
        event.preventDefault();
        card.toggleOnPurpose();
      }}
    >
      {children}
    </P.Trigger>
  );
}

export function HoverCardContent({
  className,
  children,
  ...props
}: Omit<
  ComponentProps<typeof P.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus' | 'onInteractOutside' | 'ref'
>) {
  const card = useHoverCard();
  return (
    <P.Content
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
        if (!card.triggerRef.current?.contains(event.target as Node | null)) {
          card.interactedOutside.current = true;
        }
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
      <FocusWhenPinned />
      {children}
    </P.Content>
  );
}

/**
 * Opened on purpose, the card's first field takes focus, also when it was already open on hover.
 * Rendered inside the content, so it runs once the content is in the document.
 */
function FocusWhenPinned() {
  const { pinned, contentRef } = useHoverCard();
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
