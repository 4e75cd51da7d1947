import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';

/** What the pricing card gives a signed-in user's action: where it sits and how large it is. */
export type TSignedInActionProps = { className?: string; size?: 'md' | 'lg'; children?: ReactNode };

/** A signed-in user's action on the pricing screens that leads to one of the app's screens. */
export function RouteButton({ to, className, size, children }: TSignedInActionProps & { to: string }) {
  return (
    <Button asChild size={size} className={className}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
