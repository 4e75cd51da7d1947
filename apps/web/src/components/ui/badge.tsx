import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { variants, type TVariantProps } from './variants';

const BADGE = {
  variant: {
    neutral: 'bg-surface-2 text-muted border border-border',
    accent: 'bg-accent-soft text-accent',
    warning: 'bg-warning-soft text-foreground',
    success: 'bg-send-soft text-send',
  },
};

const badgeVariants = variants(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  BADGE,
  { variant: 'neutral' },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & TVariantProps<typeof BADGE>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
