import { useMediaQuery } from '@/lib/use-media-query';

/** The width from which the app is laid out as a desktop app (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Whether the window is desktop-wide, following resizes. The shell renders either the side
 * navigation or the header tabs and bottom navigation, never both, so a screen reader meets each
 * navigation once.
 */
export function useDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
