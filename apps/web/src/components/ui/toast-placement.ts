import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * Where toasts go. By default at the top, centred. A screen whose top holds what the user needs
 * while toasts arrive (the review stack: its counter, the undo control, the card) asks for them at
 * the bottom instead (useToastsAtBottom), and the controls near the bottom of the screen (the
 * bottom navigation, the review actions) keep them clear (useKeepToastsClear): the toasts stand
 * above whichever of them is near the bottom edge, and below one that sits higher up.
 */

/** A control whose bottom is this close to the screen's bottom edge has the toasts above it. */
const NEAR_BOTTOM_PX = 200;
/** The space between the toasts and the control they keep clear of. */
const GAP_PX = 8;

let bottomRequests = 0;
/** How far above the screen's bottom edge the toasts start, to keep the controls clear (px). */
let clearance = 0;
const obstacles = new Set<HTMLElement>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Room a toast takes, measured from its bottom (two lines and its padding), to test what it would cover. */
const TOAST_ROOM_PX = 100;
/** The nearest a toast comes to the bottom edge (ToasterView's smaller edge). */
const EDGE_PX = 12;

/**
 * From the bottom edge up: a toast starts at the edge and moves above each near-bottom control it
 * would cover, and only those. A control with room below it for a toast (the review actions on a
 * tall desktop screen) does not lift the toasts over what stands above it (the card).
 */
function measure(): void {
  const height = window.innerHeight;
  const spans = [...obstacles]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.top < height && height - box.bottom <= NEAR_BOTTOM_PX)
    .map((box) => ({ low: height - box.bottom, high: height - box.top }))
    .sort((a, b) => a.low - b.low);
  let bottom = EDGE_PX;
  for (const span of spans) {
    if (span.low < bottom + TOAST_ROOM_PX && span.high > bottom) bottom = Math.ceil(span.high + GAP_PX);
  }
  const next = bottom === EDGE_PX ? 0 : bottom;
  if (next === clearance) return;
  clearance = next;
  notify();
}

let frame = 0;
const remeasure = () => {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    measure();
  });
};

/** At the top: -1; at the bottom: how far above the bottom edge they start (px). */
function snapshot(): number {
  return bottomRequests > 0 ? clearance : -1;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The toaster's placement: null for the top, else the bottom clearance in px. */
export function useToastPlacement(): { bottom: number } | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => -1);
  return value < 0 ? null : { bottom: value };
}

/** While the calling screen is shown, toasts go at the bottom. */
export function useToastsAtBottom(): void {
  useEffect(() => {
    bottomRequests += 1;
    notify();
    return () => {
      bottomRequests -= 1;
      notify();
    };
  }, []);
}

/**
 * Toasts at the bottom never cover the element of `ref` while `active`: it is measured on scroll,
 * resize and when it or its parent changes size.
 */
export function useKeepToastsClear(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    obstacles.add(element);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => remeasure());
    observer?.observe(element);
    // The parent grows and shrinks with what is above the element, which moves it.
    if (element.parentElement) observer?.observe(element.parentElement);
    window.addEventListener('scroll', remeasure, { capture: true, passive: true });
    window.addEventListener('resize', remeasure, { passive: true });
    return () => {
      obstacles.delete(element);
      observer?.disconnect();
      window.removeEventListener('scroll', remeasure, { capture: true });
      window.removeEventListener('resize', remeasure);
      measure();
    };
  }, [ref, active]);
}
