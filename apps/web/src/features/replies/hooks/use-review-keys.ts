import { useEffect } from 'react';
import { isOverlayOpen, isTyping } from '@/lib/keys';
import { KEY_ACTIONS, type TReviewAction } from '../lib/swipe';

/**
 * Arrow keys do what the swipes do (docs/product/screens.md#replies: → send, ← ignore, ↑ edit) while
 * `enabled` (not editing); never while typing or while a dialog or menu has the keyboard. One press
 * is one decision: a key held down repeats nothing (its repeats are still kept from scrolling).
 */
export function useReviewKeys(onAction: (action: TReviewAction) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = KEY_ACTIONS[event.key];
      if (!action || event.defaultPrevented || event.isComposing) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target) || isOverlayOpen()) return;
      event.preventDefault();
      if (!event.repeat) onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onAction]);
}
