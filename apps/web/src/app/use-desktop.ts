import { useSyncExternalStore } from 'react';

/** The width from which the app is laid out as a desktop app (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the window is desktop-wide, following resizes. The shell renders either the side
 * navigation or the header tabs and bottom navigation, never both, so a screen reader meets each
 * navigation once.
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}
