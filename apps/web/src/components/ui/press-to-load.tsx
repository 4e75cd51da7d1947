import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

export type TPressTriggerProps = {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
};

/**
 * A button whose menu (or dialog) is not part of the screen's first load. The button shows at
 * once; what it opens is fetched when the pointer or the keyboard focus reaches the button, and
 * rendered — already open — once it is pressed (`children`: a lazy component that opens on mount
 * and renders the same button as its own trigger). Until the code has arrived, this button stays.
 */
export function PressToLoad({
  preload,
  trigger,
  popup = 'menu',
  children,
}: {
  preload: () => Promise<unknown>;
  trigger: (props: TPressTriggerProps) => ReactElement;
  popup?: 'menu' | 'dialog';
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const button = trigger({
    onClick: () => setPressed(true),
    onPointerEnter: () => void preload().catch(() => undefined),
    onFocus: () => void preload().catch(() => undefined),
    'aria-haspopup': popup,
    'aria-expanded': pressed,
  });
  if (!pressed) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}
