import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button-variants';

export { buttonVariants };

export type TButtonProps = ComponentProps<'button'> &
  NonNullable<Parameters<typeof buttonVariants>[0]> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: TButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
