import type { RefObject } from 'react';
import { useNavigate } from '@/lib/router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-state';

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the dialog closes (ConfirmDialog's returnFocus). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Log out with the product's toasts (docs/product/errors.md#auth-and-session), then to /auth. */
function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      void navigate(ROUTES.auth);
      toast({ title: TEXT.logout.success, description: TEXT.logout.successDescription, variant: 'success' });
    } catch {
      toast({
        title: TEXT.logout.failure,
        description: TEXT.logout.failureDescription,
        variant: 'destructive',
      });
    }
  };
}

/** Log out behind a confirmation, the same wherever it is offered (the account menu, onboarding step 1). */
export function LogoutDialog({ open, onOpenChange, returnFocus }: TProps) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.logout.confirmTitle}
      description={TEXT.logout.confirmBody}
      confirmLabel="Log out"
      destructive
      onConfirm={() => void logout()}
      {...(returnFocus ? { returnFocus } : {})}
    />
  );
}
