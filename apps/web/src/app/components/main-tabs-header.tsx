import { Link, NavLink, useLocation } from '@/lib/router';
import { Settings } from 'lucide-react';
import { MAIN_TABS, ROUTES } from '@gatling/shared/spec';
import { ProductMark } from '@/components/product-mark';
import { HandOffCount, useScheduledNavName } from '@/features/scheduled/components/hand-off-count';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';
import { AccountMenu } from './account-menu';

/** Main tabs: Your Replies, Your Feed, Scheduled; settings link; account menu. */
export function MainTabsHeader() {
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || (to === ROUTES.replies && pathname === ROUTES.landing);
  const scheduledName = useScheduledNavName(
    MAIN_TABS.find((t) => t.to === ROUTES.scheduledReplies)?.label ?? '',
  );

  return (
    <header className="sticky top-(--demo-banner-h) z-40 border-b border-border bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-[var(--header-h)] max-w-3xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Link to={ROUTES.replies} className="mr-1 hidden items-center gap-2 sm:flex">
          <ProductMark className="size-6" />
          <span className="text-base font-semibold tracking-tight">{publicConfig().product_name}</span>
        </Link>
        <nav aria-label="Main" className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
          {MAIN_TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              aria-current={isActive(tab.to) ? 'page' : undefined}
              aria-label={tab.to === ROUTES.scheduledReplies ? scheduledName : undefined}
              className={cn(
                'whitespace-nowrap rounded-md px-2 py-1.5 text-[13px] font-medium transition-colors sm:px-2.5 sm:text-sm',
                isActive(tab.to) ? 'bg-surface-2 text-foreground' : 'text-muted hover:text-foreground',
              )}
            >
              {tab.label}
              {tab.to === ROUTES.scheduledReplies && <HandOffCount className="ml-1.5 align-[1px]" />}
            </NavLink>
          ))}
        </nav>
        <Link
          to={ROUTES.settings}
          aria-label="Settings"
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-foreground',
            pathname === ROUTES.settings && 'bg-surface-2 text-foreground',
          )}
        >
          <Settings className="size-[18px]" />
        </Link>
        <AccountMenu />
      </div>
    </header>
  );
}
