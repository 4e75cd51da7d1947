import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { Undo2 } from 'lucide-react';
import { isOverlayOpen, isTyping } from '@/lib/keys';
import { UndoDock } from '@/lib/undo/undo-dock';
import { useUndo } from '@/lib/undo/undo-store';

const R = 14;
const CIRCUMFERENCE = 2 * Math.PI * R;
/** The control's key: Z alone (the review keys are the arrows; Ctrl+Z stays the text fields' own). */
const UNDO_KEY = 'z';

/** Z undoes while the control shows; never while typing or while a dialog or menu has the keyboard. */
function useUndoKey(undo: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== UNDO_KEY || event.defaultPrevented || event.isComposing) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
      if (isTyping(event.target) || isOverlayOpen()) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, enabled]);
}

/**
 * The floating Undo control (top right): a circular countdown of seconds left, the word Undo and
 * its key (Z). A screen that keeps a place for it (UndoDock, /replies) gets it there, beside its
 * content instead of over it; elsewhere it floats under the header.
 */
export function UndoControl() {
  const { canUndo, secondsLeft, timeoutSeconds, undo } = useUndo();
  const dock = UndoDock.useSlot();
  const countdownId = useId();
  useUndoKey(undo, canUndo);
  if (!canUndo) return null;
  const fraction = Math.max(0, Math.min(1, secondsLeft / timeoutSeconds));
  const control = (
    <>
      <button
        type="button"
        onClick={undo}
        className="pointer-events-auto flex items-center gap-2 rounded-full border border-border bg-surface py-1.5 pr-4 pl-1.5 text-sm font-semibold shadow-pop transition-transform active:scale-95 lg:pr-2.5"
        // Named by its visible words, "Undo" and its key (WCAG label in name); the seconds left
        // are its description.
        aria-keyshortcuts="Z"
        aria-describedby={countdownId}
      >
        <span aria-hidden="true" className="relative flex size-8 items-center justify-center">
          <svg viewBox="0 0 32 32" className="absolute inset-0 -rotate-90" aria-hidden="true">
            <circle cx="16" cy="16" r={R} fill="none" stroke="var(--border)" strokeWidth="3" />
            <circle
              cx="16"
              cy="16"
              r={R}
              fill="none"
              stroke="var(--accent)"
              strokeWidth="3"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
              style={{ transition: 'stroke-dashoffset 1s linear' }}
            />
          </svg>
          {/* The seconds are drawn (generated content from the attribute), not words of its name. */}
          <span data-seconds={secondsLeft} className="tabular text-xs before:content-[attr(data-seconds)]" />
        </span>
        <Undo2 className="size-4" aria-hidden="true" />
        Undo {/* A phone has no key to press: the hint shows where the review keys do. */}
        <kbd className="hidden h-5 min-w-5 items-center justify-center rounded-sm border border-border bg-surface px-1 font-sans text-[0.7rem] font-semibold text-foreground shadow-[0_1px_0_var(--border)] lg:inline-flex">
          Z
        </kbd>
      </button>
      <span id={countdownId} className="sr-only">
        {secondsLeft} seconds left
      </span>
    </>
  );
  if (dock) return createPortal(control, dock);
  return (
    <div className="pointer-events-none fixed top-[calc(var(--header-h)+var(--demo-banner-h)+0.75rem)] right-3 z-50 sm:right-6">
      {control}
    </div>
  );
}
