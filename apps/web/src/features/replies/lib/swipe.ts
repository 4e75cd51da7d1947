import { LIMITS } from '@gatling/shared/spec';

/**
 * What a swipe, a key or a button asks for (docs/product/screens.md#replies: right = send, left = ignore, up
 * = edit).
 */
export type TReviewAction = 'send' | 'ignore' | 'edit';

/**
 * The action a released drag triggers, or null to spring back (docs/product/limits.md#review): 100px
 * sideways, or 25px up when the drag went more up than sideways.
 */
export function swipeAction(dx: number, dy: number): TReviewAction | null {
  if (Math.abs(dx) >= LIMITS.swipeHorizontalPx && Math.abs(dx) >= Math.abs(dy)) {
    return dx > 0 ? 'send' : 'ignore';
  }
  if (-dy >= LIMITS.swipeUpPx && -dy > Math.abs(dx)) return 'edit';
  return null;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * How strongly each tint shows during a drag, 0..1: the sideways tints start at 50px and are full
 * at the 100px threshold; the edit tint grows to full at 25px up, while the drag goes mostly up.
 */
export function swipeTints(dx: number, dy: number): Record<TReviewAction, number> {
  const start = LIMITS.swipeTintStartPx;
  const side = clamp01((Math.abs(dx) - start) / (LIMITS.swipeHorizontalPx - start));
  const up = -dy > Math.abs(dx) ? clamp01(-dy / LIMITS.swipeUpPx) : 0;
  return {
    send: dx > 0 ? side : 0,
    ignore: dx < 0 ? side : 0,
    edit: up,
  };
}

/** Arrow keys do what the swipes do (docs/product/screens.md#replies). */
export const KEY_ACTIONS: Record<string, TReviewAction> = {
  ArrowRight: 'send',
  ArrowLeft: 'ignore',
  ArrowUp: 'edit',
};
