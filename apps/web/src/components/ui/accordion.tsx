import { Accordion as A } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('border-b border-border last:border-b-0', className)} {...props} />;
}

/** Trigger wrapped in its heading (h3 by default) so the accordion shows up in the outline. */
export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = 'h3',
  ...props
}: ComponentProps<typeof A.Trigger> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <A.Header asChild>
      <Heading className="flex">
        <A.Trigger
          className={cn(
            'group flex flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-left text-base font-medium transition-colors hover:text-accent',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </A.Trigger>
      </Heading>
    </A.Header>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<typeof A.Content>) {
  return <A.Content className={cn('pb-4', className)} {...props} />;
}
