import { TEXT } from '@gatling/shared/spec';
import { CurrentSubscription } from '@/features/billing/components/current-subscription';
import { SubscriptionSuccess } from '@/features/billing/components/subscription-success';
import { ScreenPage, useDocumentTitle } from './screen-page';

/** /current-subscription: the app frame with billing's details and cancel. */
export function CurrentSubscriptionPage() {
  return (
    <ScreenPage title={TEXT.settings.yourSubscription}>
      <CurrentSubscription />
    </ScreenPage>
  );
}

/** /subscription/success: the post-payment wait. */
export function SubscriptionSuccessPage() {
  useDocumentTitle('Subscription');
  return <SubscriptionSuccess />;
}
