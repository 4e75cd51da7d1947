import { ROUTES } from '@gatling/shared/spec';
import { RouteButton, type TSignedInActionProps } from './route-button';

/** Where the pricing card leads a subscriber: their subscription, not a second checkout. */
export function ManageSubscriptionLink({ className, size }: TSignedInActionProps) {
  return (
    <RouteButton to={ROUTES.currentSubscription} size={size} className={className}>
      Manage your subscription
    </RouteButton>
  );
}
