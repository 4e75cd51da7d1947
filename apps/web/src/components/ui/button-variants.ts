import { variants } from './variants';

/**
 * The button classes, in a module of their own so the public pages can style links as buttons
 * without loading the Button component and tailwind-merge (docs/decisions/0029-page-weight.md).
 */
export const buttonVariants = variants(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variant: {
      primary: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
      secondary: 'bg-surface-2 text-foreground hover:bg-surface-2/70 border border-border',
      outline: 'border border-border bg-surface hover:bg-surface-2',
      ghost: 'hover:bg-surface-2 text-foreground',
      destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      link: 'text-accent underline-offset-4 hover:underline px-0 h-auto',
    },
    size: {
      sm: 'h-8 px-3 text-xs',
      md: 'h-10 px-4',
      lg: 'h-12 px-6 text-base',
      icon: 'size-10',
    },
  },
  { variant: 'primary', size: 'md' },
);
