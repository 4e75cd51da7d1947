import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ArrowRight } from 'lucide-react';
import { ROUTES } from '@gatling/shared/spec';
import { BILLING_OFF_COPY } from '@/components/billing-off';
import { Button } from '@/components/ui/button';

/**
 * Where the pricing screens lead a signed-in user when the server runs without subscriptions:
 * on to the app (the route guard sends whoever has not finished onboarding there first).
 */
export function ContinueToAppLink({
  className,
  size,
}: {
  className?: string;
  size?: 'md' | 'lg';
  children?: ReactNode;
}) {
  return (
    <Button asChild size={size} className={className}>
      <Link to={ROUTES.replies}>
        {BILLING_OFF_COPY.continueToApp}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
