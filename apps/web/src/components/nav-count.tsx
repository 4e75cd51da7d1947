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
      {/* A space the eye never sees (a flex item's leading space collapses): the link's visible
          text reads "Scheduled 3", words its name ("Scheduled, 3 replies to finish on X") holds,
          where "Scheduled3" was not (label in name, WCAG 2.5.3). */}{' '}
      {count > most ? `${most}+` : count}
    </span>
  );
}
