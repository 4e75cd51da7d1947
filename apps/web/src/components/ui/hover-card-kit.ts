import type { Popover as P } from 'radix-ui';
import type { ComponentProps, PointerEvent, RefObject } from 'react';

/** What the hover card (./hover-card) shares with its part that loads on demand (./hover-card-layer). */
export type THoverCard = {
  open: boolean;
  pinned: boolean;
  contentRef: RefObject<HTMLDivElement | null>;
  openSoon: () => void;
  closeSoon: () => void;
  cancelTimers: () => void;
  toggleOnPurpose: () => void;
  dismiss: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The content's id, which the button names while the card is open. */
  contentId: string;
  focusWithin: RefObject<boolean>;
  interactedOutside: RefObject<boolean>;
  returnFocus: RefObject<boolean>;
  skipNextFocus: RefObject<boolean>;
};

/** What the card's content takes: Radix's popover content, but for what the hover card decides. */
export type THoverCardContentProps = Omit<
  ComponentProps<typeof P.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus' | 'onInteractOutside' | 'ref' | 'id'
>;

/** A pointer handler that ignores touch (a finger passing over opens nothing). */
export const notTouch = (handler: () => void) => (event: PointerEvent) => {
  if (event.pointerType !== 'touch') handler();
};
