import { cn } from '@/lib/cn';

/**
 * A count on a navigation item (Scheduled's replies to finish on X, Notifications' conversations):
 * for the eye only, as the link's own name says it; nothing at 0, `most`+ above `most`.
 */
export function NavCount({
  count,
  most,
  testId,
  className,
}: {
  count: number;
  most: number;
  testId: string;
  className?: string | undefined;
}) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'tabular inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-accent-foreground',
        className,
      )}
    >
      {count > most ? `${most}+` : count}
    </span>
  );
}
