import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TTooltipProps = {
  label: string;
  children: ReactNode;
  /** Near a screen edge: which edge of the label lines up with the element. */
  align?: 'start' | 'center' | 'end';
};

const HOVER_DELAY_MS = 300;

/** Above the element. */
const PLACEMENT = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

/**
 * A label shown while the pointer rests on the element (after 300 ms) or the keyboard focus (not a
 * click) is on it; Escape hides it until the pointer or focus leaves (WCAG 1.4.13). Only for elements whose
 * accessible name is already the label (an icon link named by aria-label): it shows sighted users
 * that name and is not referenced by aria-describedby, so it is not announced twice. Positioned
 * with CSS above the element: no positioning library on every screen.
 */
export function Tooltip({ label, children, align = 'center' }: TTooltipProps) {
  const [hovered, setHovered] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  // While it shows, the first Escape is the tooltip's (the screen's own Escape waits for the next).
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setDismissed(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [shown]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  return (
    <span
      className="group/tip relative inline-flex"
      onPointerEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => setHovered(true), HOVER_DELAY_MS);
      }}
      onPointerLeave={() => {
        clearTimeout(hoverTimer.current);
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
    >
      {children}
      <span
        role="tooltip"
        className={cn(
          'pointer-events-none absolute bottom-full z-50 mb-1.5 rounded-sm bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background shadow-pop',
          !shown && 'invisible',
          PLACEMENT[align],
        )}
      >
        {label}
      </span>
    </span>
  );
}
