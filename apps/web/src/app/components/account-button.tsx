import { UserRound } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-state';

/** The account button's look, shared by the button and the menu trigger that replaces it. */
export const ACCOUNT_TRIGGER =
  'flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent transition-colors hover:bg-accent-soft/70';

/** The first letter of the username on the account button (an icon before there is one). */
export function AccountInitial() {
  const { user } = useAuth();
  return user?.username ? user.username.slice(0, 1).toUpperCase() : <UserRound className="size-4" />;
}
