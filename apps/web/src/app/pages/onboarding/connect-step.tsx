import { useCallback, useState } from 'react';
import { LoaderCircle, LogOut } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { ConnectedAccounts } from '@/features/connections/components/connected-accounts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { LogoutDialog } from '../../components/logout-dialog';
import { useAnalyzeProfile } from './onboarding-api';
import { StepActions } from './step-actions';

type TProps = { onBack: () => void; onNext: () => void };

/**
 * Step 1: connect X or Bluesky (or see the connected profiles), Logout behind a confirmation; Next runs
 * the profile analysis (of X's posts, else Bluesky's: docs/product/screens.md#onboarding) and is disabled
 * until an account is connected. The analysis says how it went with the product's
 * texts (docs/product/errors.md#style): an info toast when no posts were found, 'Profile Analysis Complete'
 * otherwise.
 */
export function ConnectStep({ onBack, onNext }: TProps) {
  const [connected, setConnected] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const analyze = useAnalyzeProfile(onNext, {
    onSuccess: (answer) => {
      if (answer.meta.tweets_analyzed === 0) toast({ title: TEXT.style.noTweets });
      else toast({ title: TEXT.style.analysisComplete, variant: 'success' });
    },
    onError: () => toast({ title: TEXT.style.analyzeFailed, variant: 'destructive' }),
  });
  const onConnectedChange = useCallback((yes: boolean) => setConnected(yes), []);

  if (analyze.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" role="status" aria-live="polite">
        <LoaderCircle
          className="size-8 animate-spin text-accent motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="font-medium">{TEXT.style.analyzing}</p>
        <p className="text-sm text-muted">{TEXT.style.analyzingPrivateHint}</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ConnectedAccounts showHeading={false} onConnectedChange={onConnectedChange} />
      <div>
        <Button variant="ghost" size="sm" onClick={() => setConfirmingLogout(true)}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
      <StepActions onBack={onBack} onNext={() => analyze.mutate()} nextDisabled={!connected} />
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} />
    </div>
  );
}
