import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { onDemand, preloadWhenIdle, useOnDemand } from '@/components/on-demand';
import { notTouch, type THoverCard, type THoverCardContentProps } from './hover-card-kit';

const cardLayer = onDemand(() => import('./hover-card-layer'));

/** Fetches the card's code now, rather than when idle or at the first hover (tests use it). */
export const loadHoverCard = () => cardLayer.load();

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
 *
 * Radix's popover (the positioning, the layer that dismisses, the focus scope) is not needed to draw
 * the button, only the card: it loads when the browser is first idle, or when the pointer or the
 * focus reaches the button, whichever is first (./hover-card-layer). The delays and the button are
 * here.
 */

const HoverCardContext = createContext<THoverCard | null>(null);

function useHoverCard(): THoverCard {
  const context = useContext(HoverCardContext);
  if (!context) throw new Error('HoverCard parts must be inside <HoverCard>');
  return context;
}

/** Closes the card from inside its content (e.g. once its form is done). */
export function useHoverCardDismiss(): () => void {
  return useHoverCard().dismiss;
}

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
  const contentId = useId();

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

  const value = useMemo<THoverCard>(
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
      contentId,
    }),
    [open, pinned, openSoon, closeSoon, cancelTimers, toggleOnPurpose, dismiss, contentId],
  );

  return <HoverCardContext.Provider value={value}>{children}</HoverCardContext.Provider>;
}

/** The element the card belongs to: pass a button as the child. */
export function HoverCardTrigger({ children }: { children: ReactNode }) {
  const card = useHoverCard();
  const preload = () => void cardLayer.load().catch(() => undefined);
  return (
    <Slot.Root
      ref={card.triggerRef}
      aria-haspopup="dialog"
      aria-expanded={card.open}
      aria-controls={card.open ? card.contentId : undefined}
      data-state={card.open ? 'open' : 'closed'}
      onPointerEnter={notTouch(() => {
        preload();
        card.openSoon();
      })}
      onPointerLeave={notTouch(card.closeSoon)}
      onFocus={() => {
        preload();
        if (!card.skipNextFocus.current) card.openSoon();
      }}
      onBlur={(event: FocusEvent) => {
        if (!card.contentRef.current?.contains(event.relatedTarget as Node | null)) card.closeSoon();
      }}
      onClick={card.toggleOnPurpose}
    >
      {children}
    </Slot.Root>
  );
}

/** The card: drawn by ./hover-card-layer once its code is here, and kept once shown (to close). */
export function HoverCardContent(props: THoverCardContentProps) {
  const card = useHoverCard();
  const [shown, setShown] = useState(card.open);
  if (card.open && !shown) setShown(true);
  useEffect(() => preloadWhenIdle(cardLayer), []);
  const layer = useOnDemand(cardLayer, shown);
  if (!layer) return null;
  return <layer.HoverCardLayer card={card} {...props} />;
}
