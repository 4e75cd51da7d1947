import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Escape leaves the screen for `to` (docs/product/screens.md: Escape goes to /). It never throws away work in
 * progress: inside a text field the first Escape only leaves the field, an open dialog takes the
 * key for itself, and `enabled: false` (e.g. unsaved edits) turns it off.
 */
export function useEscapeTo(to: string, options: { enabled?: boolean } = {}): void {
  const navigate = useNavigate();
  const enabled = options.enabled ?? true;
  // Read at the key press, set as the screen commits: a key pressed right after the screen changed
  // (edits saved or cancelled) meets the new state, not a listener still waiting to be attached.
  const current = useRef({ enabled, to, navigate });
  useLayoutEffect(() => {
    current.current = { enabled, to, navigate };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled: on, to: target, navigate: go } = current.current;
      if (!on) return;
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (isEditable(event.target)) {
        (event.target as HTMLElement).blur();
        return;
      }
      void go(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
