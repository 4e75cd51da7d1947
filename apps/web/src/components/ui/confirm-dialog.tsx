import { useEffect, useRef, useState } from 'react';
import { onDemand, preloadWhenIdle, useOnDemand } from '@/components/on-demand';
import type { TConfirmProps } from './dialog-look';

/**
 * Radix's dialog code is not needed to draw a screen, only once a confirmation opens: it loads when
 * the browser is first idle after the screen is up, or when the dialog opens, whichever is first.
 */
const confirmView = onDemand(() => import('./confirm-dialog-view'));

/**
 * A confirmation dialog (Radix AlertDialog): focus trapped, Escape cancels. Should its code fail to
 * load while it is asked (offline), the browser's own confirm asks the same question instead.
 */
export function ConfirmDialog(props: TConfirmProps) {
  const { open } = props;
  // Once shown, it stays mounted, so closing it can animate.
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  useEffect(() => preloadWhenIdle(confirmView), []);
  const view = useOnDemand(confirmView, asked);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!open || confirmView.loaded()) return;
    let live = true;
    confirmView.load().catch(() => live && askNatively(latest.current));
    return () => {
      live = false;
    };
  }, [open]);
  if (!view) return null;
  return <view.ConfirmDialogView {...props} />;
}

/** The question in the browser's own dialog: its answer confirms, or closes as Cancel would. */
function askNatively({ title, description, onConfirm, onOpenChange }: TConfirmProps) {
  const text = typeof description === 'string' ? `${title}\n\n${description}` : title;
  if (window.confirm(text)) onConfirm();
  onOpenChange(false);
}
