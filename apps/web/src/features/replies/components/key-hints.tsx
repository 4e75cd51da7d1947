import { cn } from '@/lib/cn';
import { REPLIES_COPY } from '../texts';

const COPY = REPLIES_COPY.keyHints;

/**
 * The keys the stack answers to while reviewing (useReviewKeys: ← ignore, ↑ edit, → send), on the
 * card and on desktop only: a phone has no arrow keys to hint at. While editing, Esc shows on the
 * form's Cancel instead.
 */
export function KeyHints({ className }: { className?: string }) {
  const hints = [COPY.ignore, COPY.edit, COPY.send];
  return (
    <p
      data-testid="key-hints"
      className={cn('hidden items-center gap-4 text-xs text-muted lg:flex', className)}
    >
      <span className="sr-only">{COPY.label}</span>
      {hints.map(({ key, label }) => (
        <span key={label} className="flex items-center gap-1.5">
          <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded-sm border border-border bg-surface px-1 font-sans text-[0.7rem] font-semibold text-foreground shadow-[0_1px_0_var(--border)]">
            {key}
          </kbd>
          {label}
        </span>
      ))}
    </p>
  );
}
