import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

export type TPressTriggerProps = {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
};

/**
 * A button whose menu is not part of the screen's first load. The button shows at
 * once; what it opens is fetched when the pointer or the keyboard focus reaches the button, and
 * rendered — already open — once it is pressed (`children`: a lazy component that opens on mount
 * and renders the same button as its own trigger). Until the code has arrived, this button stays.
 */
export function PressToLoad({
  preload,
  trigger,
  children,
}: {
  preload: () => Promise<unknown>;
  trigger: (props: TPressTriggerProps) => ReactElement;
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const button = trigger({
    onClick: () => setPressed(true),
    onPointerEnter: () => void preload().catch(() => undefined),
    onFocus: () => void preload().catch(() => undefined),
    'aria-haspopup': 'menu',
    'aria-expanded': pressed,
  });
  if (!pressed) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}
