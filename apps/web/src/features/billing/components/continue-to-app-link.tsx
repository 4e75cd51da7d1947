import { ArrowRight } from 'lucide-react';
import { ROUTES } from '@gatling/shared/spec';
import { BILLING_OFF_COPY } from '@/components/billing-off';
import { RouteButton, type TSignedInActionProps } from './route-button';

/**
 * Where the pricing screens lead a signed-in user when the server runs without subscriptions:
 * on to the app (the route guard sends whoever has not finished onboarding there first).
 */
export function ContinueToAppLink({ className, size }: TSignedInActionProps) {
  return (
    <RouteButton to={ROUTES.replies} size={size} className={className}>
      {BILLING_OFF_COPY.continueToApp}
      <ArrowRight aria-hidden="true" />
    </RouteButton>
  );
}
