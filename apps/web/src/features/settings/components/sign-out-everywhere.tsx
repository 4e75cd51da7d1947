import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { ROUTES } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { authClient } from '@/lib/auth/auth-client';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.signOutEverywhere;

/** Ends every session of the user behind a confirmation, then to /auth like a log out. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  const signOutEverywhere = async () => {
    try {
      await authClient.signOutEverywhere();
      void navigate(ROUTES.auth);
      toast({ title: COPY.success, variant: 'success' });
    } catch (error) {
      toast({ title: COPY.failure, description: serverDetail(error) ?? undefined, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{COPY.help}</p>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden="true" />
        {COPY.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={COPY.confirmTitle}
        description={COPY.confirmBody}
        confirmLabel={COPY.confirmLabel}
        destructive
        onConfirm={() => void signOutEverywhere()}
      />
    </div>
  );
}
