import { Tooltip as T } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export const TooltipProvider = T.Provider;

type TTooltipProps = {
  label: string;
  children: ReactNode;
  side?: ComponentProps<typeof T.Content>['side'];
};

export function Tooltip({ label, children, side }: TTooltipProps) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-sm bg-foreground px-2 py-1 text-xs font-medium text-background shadow-pop"
        >
          {label}
          <T.Arrow className="fill-foreground" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
