import { useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { LogOut, Monitor, Moon, Sun } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-state';
import { useTheme, type TThemePreference } from '@/lib/theme/theme';
import { AccountButton } from './account-button';
import { LogoutDialog } from './logout-dialog';

const item =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 [&_svg]:size-4';

const THEMES: { value: TThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
];

/**
 * The account menu itself (loaded on the first press of its button, or when the pointer or focus
 * reaches it): the username, the theme choice, and Log out behind a confirmation.
 */
export default function AccountMenuPopup() {
  const { user } = useAuth();
  const { preference, setPreference } = useTheme();
  const [confirming, setConfirming] = useState(false);
  // The menu item that opened the dialog is gone when it closes: the focus goes back to the button.
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {/* It opens at once: it is only here because its button was pressed. */}
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger asChild>
          <AccountButton ref={button} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-56 rounded-md border border-border bg-surface p-1.5 shadow-pop"
          >
            <DropdownMenu.Label className="px-2.5 py-2">
              <span className="block text-xs text-muted">Signed in as</span>
              <span className="block truncate text-sm font-semibold" data-testid="account-username">
                {user?.username ?? user?.email}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.RadioGroup
              value={preference}
              onValueChange={(v) => setPreference(v as TThemePreference)}
            >
              {THEMES.map(({ value, label, Icon }) => (
                <DropdownMenu.RadioItem key={value} value={value} className={item}>
                  <Icon />
                  <span className="flex-1">{label}</span>
                  <DropdownMenu.ItemIndicator className="size-1.5 rounded-full bg-accent" />
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={`${item} text-destructive`} onSelect={() => setConfirming(true)}>
              <LogOut />
              Log out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirming} onOpenChange={setConfirming} returnFocus={button} />
    </>
  );
}
