import { Progress as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TProps = Omit<ComponentProps<typeof P.Root>, 'value' | 'max'> & {
  /** 0..100; values outside are clamped. */
  value: number;
  indicatorClassName?: string;
};

/** A determinate progress bar (role progressbar, 0–100): name it with aria-label or aria-labelledby. */
export function Progress({ value, className, indicatorClassName, children, ...props }: TProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <P.Root
      value={clamped}
      max={100}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-border', className)}
      {...props}
    >
      <P.Indicator
        className={cn(
          'h-full w-full rounded-full bg-accent transition-transform duration-500 ease-out',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
      {children}
    </P.Root>
  );
}
