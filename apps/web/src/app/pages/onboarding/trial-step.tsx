import { XDeliveryNotice } from '@/components/x-delivery-notice';
import { TrialPanel } from '@/features/billing/components/trial-panel';

/** Step 5: how replies go out on each network, then the trial. */
export function TrialStep({ onNext }: { onNext: () => void }) {
  return (
    <>
      <XDeliveryNotice />
      <TrialPanel onNext={onNext} />
    </>
  );
}
