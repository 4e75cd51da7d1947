import { useNavigate } from 'react-router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-state';

/** Log out with the spec's toasts (§8 Auth and session), then to /auth. */
export function useLogout(): () => Promise<void> {
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
