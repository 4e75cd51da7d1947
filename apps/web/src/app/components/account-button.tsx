import type { ComponentProps } from 'react';
import { UserRound } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-state';

/**
 * The account button: the first letter of the username (an icon before there is one). It shows at
 * once; the menu behind it loads when needed (./account-menu-popup.tsx) and uses it as its trigger.
 */
export function AccountButton(props: ComponentProps<'button'>) {
  const { user } = useAuth();
  return (
    <button
      type="button"
      aria-label="Account menu"
      className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent transition-colors hover:bg-accent-soft/70"
      {...props}
    >
      {user?.username ? user.username.slice(0, 1).toUpperCase() : <UserRound className="size-4" />}
    </button>
  );
}
