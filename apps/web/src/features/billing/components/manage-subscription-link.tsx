import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';

/** Where the pricing card leads a subscriber: their subscription, not a second checkout. */
export function ManageSubscriptionLink({
  className,
  size,
}: {
  className?: string;
  size?: 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <Button asChild size={size} className={className}>
      <Link to={ROUTES.currentSubscription}>Manage your subscription</Link>
    </Button>
  );
}
