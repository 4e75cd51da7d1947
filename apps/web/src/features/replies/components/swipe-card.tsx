import { useCallback, useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { Pencil, Send, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { swipeAction, swipeTints, type TReviewAction } from '../lib/swipe';
import { REPLIES_COPY } from '../texts';
import { useMediaQuery } from '@/lib/use-media-query';

/** A button or key asking the top card to go (it flies out first, as if swiped). */
export type TCardCommand = { id: string; action: TReviewAction; nonce: number };

type TSwipeCardProps = {
  id: string;
  /** 0 is the top card; 1 and 2 wait underneath, smaller and lower. */
  depth: number;
  /** Dragging is off while the top card is being edited. */
  draggable: boolean;
  command: TCardCommand | null;
  /** Whether this card takes a decision now (useDecisionGate); if not, a swipe springs back. */
  canDecide: () => boolean;
  onDecide: (action: TReviewAction) => void;
  children: ReactNode;
};

/** A press that moves less than this is a tap: the buttons and links inside the card get it. */
const TAP_SLOP_PX = 4;
/** Spring-like settle: a short overshoot, then rest. */
const SETTLE = { duration: 320, easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)' } as const;
const FLY_OUT = { duration: 240, easing: 'cubic-bezier(0.4, 0, 1, 1)' } as const;
/** Full tilt (degrees) at ±320 px. */
const TILT_DEG = 9;

const TINTS = [
  { action: 'send', Icon: Send, className: 'bg-send-soft/80 text-send', stamp: '-rotate-12' },
  { action: 'ignore', Icon: X, className: 'bg-ignore-soft/80 text-ignore', stamp: 'rotate-12' },
  { action: 'edit', Icon: Pencil, className: 'bg-edit-soft/80 text-edit', stamp: '' },
] as const;

type TDrag = { pointerId: number; startX: number; startY: number; dx: number; dy: number; moved: boolean };

/**
 * One card of the stack. The top card follows the finger 1:1 (x and y), tints green, red or blue from the
 * swipe distances (docs/product/limits.md#review), flies out past the threshold and springs back below it.
 * The cards underneath are already rendered, so the next one is simply there. Reduced motion: no flight, no
 * tilt, no spring; the card just goes.
 *
 * The drag writes the transform and the tints straight to the elements (no React render per
 * pointer move) and the flights are Web Animations: no animation library on the review screen.
 */
export function SwipeCard({ id, depth, draggable, command, canDecide, onDecide, children }: TSwipeCardProps) {
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const mover = useRef<HTMLDivElement>(null);
  const tints = useRef<Partial<Record<TReviewAction, HTMLDivElement | null>>>({});
  const drag = useRef<TDrag | null>(null);
  const offset = useRef({ x: 0, y: 0 });
  const leaving = useRef(false);
  const top = depth === 0;

  /** Places the card at (x, y) with its tilt and tints, at once. */
  const place = useCallback(
    (x: number, y: number) => {
      offset.current = { x, y };
      const element = mover.current;
      if (element) element.style.transform = transformAt(x, y, reduce);
      // Only while the top card is away from its place does the next one show what it holds.
      revealNext(element, x !== 0 || y !== 0);
      const strength = swipeTints(x, y);
      for (const { action } of TINTS) {
        const tint = tints.current[action];
        if (tint) tint.style.opacity = String(strength[action]);
      }
    },
    [reduce],
  );

  /** Animates the card from where it is to (x, y); resolves when it is there. */
  const glide = useCallback(
    async (x: number, y: number, timing: KeyframeAnimationOptions) => {
      const element = mover.current;
      const from = offset.current;
      place(x, y);
      if (reduce || !element || typeof element.animate !== 'function') return;
      const animation = element.animate(
        [{ transform: transformAt(from.x, from.y, reduce) }, { transform: transformAt(x, y, reduce) }],
        timing,
      );
      await animation.finished.catch(() => undefined);
    },
    [place, reduce],
  );

  const settle = useCallback(() => void glide(0, 0, SETTLE), [glide]);

  const go = useCallback(
    async (action: TReviewAction) => {
      if (leaving.current) return;
      // A flick that runs on from the card just decided, before this one has settled on top.
      if (!canDecide()) {
        settle();
        return;
      }
      if (action === 'edit') {
        settle();
        onDecide('edit');
        return;
      }
      leaving.current = true;
      const element = mover.current;
      if (!reduce && element && typeof element.animate === 'function') {
        const distance = Math.max(window.innerWidth, 480) * (action === 'send' ? 1 : -1);
        flyAway(element, offset.current, { x: distance, y: offset.current.y });
      }
      // The decision is made now: the next card is on top and usable while this one still flies.
      onDecide(action);
    },
    [reduce, settle, canDecide, onDecide],
  );

  // Each command is carried out once: one that was not taken never fires later, on a re-render.
  const handled = useRef(0);
  useEffect(() => {
    if (!top || command?.id !== id || command.nonce === handled.current) return;
    handled.current = command.nonce;
    void go(command.action);
  }, [command, id, top, go]);

  // A top card that leaves mid-drag (decided) leaves the next one covered again until it is dragged.
  useEffect(() => {
    if (!top) return;
    const element = mover.current;
    return () => revealNext(element, false);
  }, [top]);

  const enabled = top && draggable;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled || leaving.current || drag.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || leaving.current) return;
    current.dx = event.clientX - current.startX;
    current.dy = event.clientY - current.startY;
    if (!current.moved) {
      if (Math.hypot(current.dx, current.dy) < TAP_SLOP_PX) return;
      current.moved = true;
      // Only a real drag takes the pointer: a tap stays a click on whatever was pressed.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    place(current.dx, current.dy);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved || leaving.current) return;
    const action = event.type === 'pointercancel' ? null : swipeAction(current.dx, current.dy);
    if (action) void go(action);
    else settle();
  };

  return (
    <div
      // The top card sets the stack's height; the ones underneath take its size.
      className={cn(
        top ? 'relative' : 'pointer-events-none absolute inset-0',
        !reduce && 'transition-transform duration-300 ease-[cubic-bezier(0.34,1.3,0.64,1)]',
      )}
      // Every card is opaque, so nothing underneath ever shows through the one above it.
      style={{
        zIndex: 10 - depth,
        transformOrigin: '50% 100%',
        transform: depth === 0 ? undefined : `translateY(${depth * 11}px) scale(${1 - depth * 0.045})`,
      }}
      aria-hidden={top ? undefined : true}
      inert={!top}
    >
      <div ref={mover} className="relative h-full will-change-transform">
        <div
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          data-testid={top ? 'top-card' : undefined}
          className={cn(
            'h-full',
            enabled && 'cursor-grab touch-none select-none active:cursor-grabbing',
            // The cards underneath show only their edges: a blank card, never the cut-off tail of
            // another post or draft peeking out below the top one. The next card shows its content
            // while the top one is dragged off it.
            depth > 0 && '[&>*>*]:invisible',
            depth === 1 && 'group-data-[revealing]/stack:[&>*>*]:visible',
          )}
        >
          {children}
        </div>
        {top &&
          TINTS.map(({ action, Icon, className, stamp }) => (
            <div
              key={action}
              ref={(element) => {
                tints.current[action] = element;
              }}
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg',
                className,
              )}
              style={{ opacity: 0 }}
            >
              <span
                className={cn(
                  'flex items-center gap-2.5 rounded-xl border-[3px] border-current bg-surface/90 px-5 py-2 text-2xl font-extrabold tracking-wider uppercase shadow-pop',
                  stamp,
                )}
              >
                <Icon className="size-6" strokeWidth={2.5} />
                {REPLIES_COPY.swipe[action]}
              </span>
            </div>
          ))}
      </div>
    </div>
  );
}

/** Marks the stack (card-stack.tsx) while its top card is dragged, so the next card shows through. */
function revealNext(element: HTMLElement | null, reveal: boolean) {
  element?.closest('[data-card-stack]')?.toggleAttribute('data-revealing', reveal);
}

/**
 * The leaving card's flight, as a picture of it: a copy, out of the page's flow and of the
 * accessibility tree (no ids, no test ids, inert), flies from where the card is to `to` and is
 * removed when it lands. The card itself goes with the decision at once.
 */
function flyAway(element: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const transform = element.style.transform;
  element.style.transform = 'none';
  const box = element.getBoundingClientRect();
  element.style.transform = transform;
  const ghost = element.cloneNode(true) as HTMLElement;
  for (const node of [ghost, ...ghost.querySelectorAll<HTMLElement>('[id], [data-testid]')]) {
    node.removeAttribute('id');
    node.removeAttribute('data-testid');
  }
  ghost.setAttribute('aria-hidden', 'true');
  ghost.inert = true;
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    margin: '0',
    zIndex: '40',
    pointerEvents: 'none',
    transform: transformAt(to.x, to.y, false),
  });
  document.body.appendChild(ghost);
  const flight = ghost.animate(
    [{ transform: transformAt(from.x, from.y, false) }, { transform: transformAt(to.x, to.y, false) }],
    FLY_OUT,
  );
  void flight.finished.catch(() => undefined).finally(() => ghost.remove());
}

function transformAt(x: number, y: number, reduce: boolean): string {
  const tilt = reduce ? 0 : (Math.max(-320, Math.min(320, x)) / 320) * TILT_DEG;
  return `translate(${x}px, ${y}px) rotate(${tilt}deg)`;
}
