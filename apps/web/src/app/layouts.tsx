import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  BOTTOM_NAV_HIDDEN_ROUTES,
  ROUTES,
  UNDO_BAR_HIDDEN_ROUTES,
  type TRoutePath,
} from '@gatling/shared/spec';
import { ProductMark } from '@/components/marketing-header';
import { useAuth } from '@/lib/auth/auth-state';
import { publicConfig } from '@/lib/public-config';
import { AccountMenu } from './components/account-menu';
import { BottomNav } from './components/bottom-nav';
import { GlobalLoadingBar } from './components/loading-screen';
import { MainTabsHeader } from './components/main-tabs-header';
import { PaywallHost } from './components/paywall-host';
import { UndoControl } from './components/undo-control';
import { RouteGuard } from './route-guard';

const is = (list: readonly TRoutePath[], path: string) => list.includes(path as TRoutePath);

/** Wraps every route: global loading while auth loads, the undo control and the bottom navigation where the spec shows them. */
export function RootLayout() {
  const { loading, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const known = Object.values(ROUTES).includes(pathname as TRoutePath);
  return (
    <>
      {loading && <GlobalLoadingBar />}
      <Suspense fallback={<GlobalLoadingBar />}>
        <Outlet />
      </Suspense>
      {known && !is(UNDO_BAR_HIDDEN_ROUTES, pathname) && <UndoControl />}
      {known && isAuthenticated && !is(BOTTOM_NAV_HIDDEN_ROUTES, pathname) && <BottomNav />}
      <PaywallHost />
    </>
  );
}

/** Protected screens with the main tabs header; the bottom padding keeps content above the bottom navigation. */
export function AppLayout() {
  return (
    <RouteGuard>
      <MainTabsHeader />
      <main className="pb-[calc(var(--bottom-nav-h)+env(safe-area-inset-bottom)+1rem)]">
        <Outlet />
      </main>
    </RouteGuard>
  );
}

/** Protected focused flows (onboarding, post-payment): no tabs, but the account menu stays in reach. */
export function FocusedLayout() {
  return (
    <RouteGuard>
      <header className="mx-auto flex h-[var(--header-h)] max-w-3xl items-center justify-between px-4">
        <span className="flex items-center gap-2">
          <ProductMark className="size-6" />
          <span className="text-base font-semibold tracking-tight">{publicConfig().product_name}</span>
        </span>
        <AccountMenu />
      </header>
      <main className="min-h-[calc(100dvh-var(--header-h))]">
        <Outlet />
      </main>
    </RouteGuard>
  );
}
