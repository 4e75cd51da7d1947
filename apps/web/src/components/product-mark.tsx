import { Check } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * The product mark: the accent square with a check, the same drawing as the favicon. The public
 * pages join classes with clsx, not the app's tailwind-merge (docs/decisions/0029-page-weight.md), so
 * each element is given classes that do not contradict each other.
 */
export function ProductMark({ className = 'size-7' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-sm bg-accent text-accent-foreground',
        className,
      )}
    >
      <Check className="size-4" strokeWidth={3} />
    </span>
  );
}
