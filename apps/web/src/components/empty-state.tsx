import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type TProps = {
  icon: LucideIcon;
  /** 'accent' when the screen is about this state or it asks for something (the review stack, a plan). */
  tone?: 'muted' | 'accent';
  title: ReactNode;
  /** A heading when the state is what the page is about (analytics); a paragraph otherwise. */
  heading?: boolean;
  /** The lines below the title, each its own paragraph. */
  lines?: ReactNode[];
  /** What to do about it: a link, a button, a panel. */
  action?: ReactNode;
  /** Where it sits (a margin): added as it is, so it must not restate the card's own classes. */
  className?: string;
};

/**
 * A screen or list with nothing in it yet: an icon, what is missing, why, and the way to some.
 * It draws the card's look itself rather than wrap <Card>: /replies would otherwise load the
 * card's chunk for its empty stack alone, and that page is at its weight budget.
 */
export function EmptyState({
  icon: Icon,
  tone = 'muted',
  title,
  heading,
  lines = [],
  action,
  className,
}: TProps) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-lg border border-border bg-surface px-6 py-12 text-center shadow-card ${className ?? ''}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full ${tone === 'accent' ? 'bg-accent-soft text-accent' : 'bg-surface-2 text-muted'}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Title className="mt-1 font-medium">{title}</Title>
      {lines.map((line, i) => (
        <p key={i} className="max-w-md text-sm text-muted">
          {line}
        </p>
      ))}
      {action !== undefined && action !== null && <div className="mt-3 w-full">{action}</div>}
    </div>
  );
}
