import { Undo2 } from 'lucide-react';
import { useUndo } from '@/lib/undo/undo-store';

const R = 14;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The floating Undo control (top right): a circular countdown of seconds left and the word Undo. */
export function UndoControl() {
  const { canUndo, secondsLeft, timeoutSeconds, undo } = useUndo();
  if (!canUndo) return null;
  const fraction = Math.max(0, Math.min(1, secondsLeft / timeoutSeconds));
  return (
    <div className="pointer-events-none fixed right-3 top-[calc(var(--header-h)+0.75rem)] z-50 sm:right-6">
      <button
        type="button"
        onClick={undo}
        className="pointer-events-auto flex items-center gap-2 rounded-full border border-border bg-surface py-1.5 pl-1.5 pr-4 text-sm font-semibold shadow-pop transition-transform active:scale-95"
        aria-label={`Undo (${secondsLeft} seconds left)`}
      >
        <span className="relative flex size-8 items-center justify-center">
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
          <span className="tabular text-xs">{secondsLeft}</span>
        </span>
        <Undo2 className="size-4" aria-hidden="true" />
        Undo
      </button>
    </div>
  );
}
