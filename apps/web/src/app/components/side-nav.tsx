import { Link, NavLink, useLocation } from '@/lib/router';
import { CalendarClock, Inbox, Newspaper, Settings } from 'lucide-react';
import { MAIN_TABS, ROUTES } from '@gatling/shared/spec';
import { ProductMark } from '@/components/product-mark';
import {
  NotificationsCount,
  useNotificationsNavName,
} from '@/features/conversations/components/notifications-count';
import { HandOffCount, useScheduledNavName } from '@/features/scheduled/components/hand-off-count';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';
import { useAuth } from '@/lib/auth/auth-state';
import { AccountMenu } from './account-menu';
import { TOOL_ICONS, TOOL_ITEMS } from './bottom-nav';

const TAB_ICONS = {
  [ROUTES.replies]: Inbox,
  [ROUTES.yourFeed]: Newspaper,
  [ROUTES.scheduledReplies]: CalendarClock,
} as const;

const link = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors [&_svg]:size-[18px] [&_svg]:shrink-0',
    active
      ? 'bg-accent-soft text-foreground [&_svg]:text-accent'
      : 'text-muted hover:bg-surface-2 hover:text-foreground',
  );

/**
 * The desktop navigation (from 1024 px): the main tabs and the tools of the bottom navigation
 * in one column on the left, with the same names and the same current-item marking, and the
 * settings link and account menu at its foot.
 */
export function SideNav() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const isTab = (to: string) => pathname === to || (to === ROUTES.replies && pathname === ROUTES.landing);
  const scheduledName = useScheduledNavName(
    MAIN_TABS.find((t) => t.to === ROUTES.scheduledReplies)?.label ?? '',
  );
  const notificationsLabel = TOOL_ITEMS.find((t) => t.to === ROUTES.notifications)?.label ?? '';
  const notificationsName = useNotificationsNavName(notificationsLabel);

  return (
    <aside
      data-testid="side-nav"
      className="fixed top-(--demo-banner-h) bottom-0 left-0 z-40 flex w-[var(--side-nav-w)] flex-col border-r border-border bg-surface"
    >
      <Link to={ROUTES.replies} className="flex h-[var(--header-h)] items-center gap-2.5 px-5">
        <ProductMark className="size-6" />
        <span className="text-base font-semibold tracking-tight">{publicConfig().product_name}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-3">
        <nav aria-label="Main">
          <ul className="space-y-0.5">
            {MAIN_TABS.map(({ to, label }) => {
              const Icon = TAB_ICONS[to];
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    aria-current={isTab(to) ? 'page' : undefined}
                    aria-label={to === ROUTES.scheduledReplies ? scheduledName : undefined}
                    className={link(isTab(to))}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                    {to === ROUTES.scheduledReplies && <HandOffCount className="ml-auto" />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-label="Tools">
          <p className="px-3 pb-1.5 text-xs font-medium tracking-wide text-muted uppercase">Tools</p>
          <ul className="space-y-0.5">
            {TOOL_ITEMS.map(({ to, label }) => {
              const Icon = TOOL_ICONS[to];
              const active = pathname === to;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    aria-current={active ? 'page' : undefined}
                    // Named with its count only while one shows (as Scheduled is).
                    aria-label={
                      to === ROUTES.notifications && notificationsName !== label
                        ? notificationsName
                        : undefined
                    }
                    className={link(active)}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                    {to === ROUTES.notifications && <NotificationsCount className="ml-auto" />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="flex items-center gap-2 border-t border-border px-3 py-3">
        <AccountMenu />
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{user?.username ?? user?.email}</span>
        <Link
          to={ROUTES.settings}
          aria-label="Settings"
          aria-current={pathname === ROUTES.settings ? 'page' : undefined}
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-foreground',
            pathname === ROUTES.settings && 'bg-surface-2 text-foreground',
          )}
        >
          <Settings className="size-[18px]" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
