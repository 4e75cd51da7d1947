import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { animate, motion, useMotionValue, useReducedMotion, useTransform } from 'motion/react';
import { useDrag } from '@use-gesture/react';
import { Pencil, Send, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { swipeAction, swipeTints, type TReviewAction } from '../lib/swipe';
import { REPLIES_COPY } from '../texts';

/** A button or key asking the top card to go (it flies out first, as if swiped). */
export type TCardCommand = { id: string; action: TReviewAction; nonce: number };

type TSwipeCardProps = {
  id: string;
  /** 0 is the top card; 1 and 2 wait underneath, smaller and lower. */
  depth: number;
  /** Dragging is off while the top card is being edited. */
  draggable: boolean;
  command: TCardCommand | null;
  onDecide: (action: TReviewAction) => void;
  children: ReactNode;
};

const SPRING = { type: 'spring', stiffness: 520, damping: 38 } as const;

const TINTS = [
  { action: 'send', Icon: Send, className: 'bg-send-soft/80 text-send', stamp: '-rotate-12' },
  { action: 'ignore', Icon: X, className: 'bg-ignore-soft/80 text-ignore', stamp: 'rotate-12' },
  { action: 'edit', Icon: Pencil, className: 'bg-edit-soft/80 text-edit', stamp: '' },
] as const;

/**
 * One card of the stack. The top card follows the finger 1:1 (x and y), tints green, red or blue
 * from the spec's distances, flies out past the threshold and springs back below it. The cards
 * underneath are already rendered, so the next one is simply there. Reduced motion: no flight,
 * no tilt, no spring; the card just goes.
 */
export function SwipeCard({ id, depth, draggable, command, onDecide, children }: TSwipeCardProps) {
  const reduce = useReducedMotion() ?? false;
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const rotate = useTransform(x, [-320, 320], reduce ? [0, 0] : [-9, 9]);
  const tint = {
    send: useTransform(() => swipeTints(x.get(), y.get()).send),
    ignore: useTransform(() => swipeTints(x.get(), y.get()).ignore),
    edit: useTransform(() => swipeTints(x.get(), y.get()).edit),
  };
  const leaving = useRef(false);
  const top = depth === 0;

  const settle = useCallback(() => {
    if (reduce) {
      x.set(0);
      y.set(0);
      return;
    }
    void animate(x, 0, SPRING);
    void animate(y, 0, SPRING);
  }, [reduce, x, y]);

  const go = useCallback(
    async (action: TReviewAction) => {
      if (leaving.current) return;
      if (action === 'edit') {
        settle();
        onDecide('edit');
        return;
      }
      leaving.current = true;
      if (!reduce) {
        const distance = Math.max(window.innerWidth, 480) * (action === 'send' ? 1 : -1);
        await animate(x, distance, { duration: 0.24, ease: [0.4, 0, 1, 1] });
      }
      onDecide(action);
    },
    [reduce, settle, onDecide, x],
  );

  useEffect(() => {
    if (top && command?.id === id) void go(command.action);
  }, [command, id, top, go]);

  const bind = useDrag(
    ({ active, movement: [mx, my], tap }) => {
      if (tap || leaving.current) return;
      if (active) {
        x.set(mx);
        y.set(my);
        return;
      }
      const action = swipeAction(mx, my);
      if (action) void go(action);
      else settle();
    },
    { enabled: top && draggable, filterTaps: true, pointer: { keys: false } },
  );

  return (
    <motion.div
      // The top card sets the stack's height; the ones underneath take its size.
      className={cn(top ? 'relative' : 'pointer-events-none absolute inset-0')}
      style={{ zIndex: 10 - depth, transformOrigin: '50% 100%' }}
      initial={false}
      // Every card is opaque, so nothing underneath ever shows through the one above it.
      animate={{ scale: 1 - depth * 0.045, y: depth * 11 }}
      transition={reduce ? { duration: 0 } : SPRING}
      aria-hidden={top ? undefined : true}
      inert={!top}
    >
      <motion.div className="relative h-full" style={{ x, y, rotate }}>
        <div
          {...(top ? bind() : {})}
          data-testid={top ? 'top-card' : undefined}
          className={cn(
            'h-full',
            top && draggable && 'cursor-grab touch-none select-none active:cursor-grabbing',
            // The last card only shows its edge: a blank card, not the tail of another post.
            depth > 1 && '[&>*>*]:invisible',
          )}
        >
          {children}
        </div>
        {top &&
          TINTS.map(({ action, Icon, className, stamp }) => (
            <motion.div
              key={action}
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg',
                className,
              )}
              style={{ opacity: tint[action] }}
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
            </motion.div>
          ))}
      </motion.div>
    </motion.div>
  );
}
