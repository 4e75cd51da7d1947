import { useRef } from 'react';
import { NavLink, useLocation } from '@/lib/router';
import { Bell, Briefcase, ChartColumn, ListChecks, MessageSquare, Mic, Users } from 'lucide-react';
import { BOTTOM_NAV_ITEMS, ROUTES } from '@gatling/shared/spec';
import { useKeepToastsClear } from '@/components/ui/toast-placement';
import { Tooltip } from '@/components/ui/tooltip';
import {
  NotificationsCount,
  useNotificationsNavName,
} from '@/features/conversations/components/notifications-count';
import { cn } from '@/lib/cn';
import { APP_NAV_ITEMS } from '../app-routes';

/** The tools' icons, shared with the side navigation. */
export const TOOL_ICONS = {
  '/your-style': Mic,
  '/reply-rules': ListChecks,
  '/business': Briefcase,
  '/communities': Users,
  '/notifications': Bell,
  '/chat': MessageSquare,
  '/analytics': ChartColumn,
} as const;

/** The six tools, then the app's own screens (Analytics): docs/product/screens.md#shell-and-navigation. */
export const TOOL_ITEMS = [...BOTTOM_NAV_ITEMS, ...APP_NAV_ITEMS];

/**
 * The bottom navigation for signed-in users (the six tools and Analytics); the current item is
 * highlighted. Seven 44 px icons fit a 360 px screen with the items' side padding kept small there.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // Toasts that a screen puts at the bottom stand above the navigation.
  useKeepToastsClear(nav);
  const notificationsName = useNotificationsNavName(
    TOOL_ITEMS.find((item) => item.to === ROUTES.notifications)?.label ?? '',
  );
  return (
    <nav
      ref={nav}
      aria-label="Tools"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto flex h-[var(--bottom-nav-h)] max-w-3xl items-center justify-around px-2">
        {TOOL_ITEMS.map(({ to, label }, index) => {
          const Icon = TOOL_ICONS[to];
          const active = pathname === to;
          return (
            <li key={to}>
              <Tooltip
                label={label}
                // The first and last labels stay on screen: they line up with the edge item.
                align={index === 0 ? 'start' : index === TOOL_ITEMS.length - 1 ? 'end' : 'center'}
              >
                <NavLink
                  to={to}
                  aria-label={to === ROUTES.notifications ? notificationsName : label}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'group flex flex-col items-center gap-0.5 rounded-xl px-0.5 py-1 transition-colors sm:px-2',
                    active ? 'text-accent' : 'text-muted hover:text-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'relative flex h-8 w-11 items-center justify-center rounded-full transition-colors',
                      active ? 'bg-accent-soft' : 'group-hover:bg-surface-2',
                    )}
                  >
                    <Icon className="size-5" strokeWidth={active ? 2.25 : 1.75} aria-hidden="true" />
                    {/* The count sits on the bell's top right, ringed so it reads on either theme. */}
                    {to === ROUTES.notifications && (
                      <NotificationsCount className="absolute -top-0.5 right-0.5 ring-2 ring-background" />
                    )}
                  </span>
                  <span className="hidden text-[11px] font-medium sm:block" aria-hidden="true">
                    {label}
                  </span>
                </NavLink>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
