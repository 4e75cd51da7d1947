import { Suspense } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import {
  BOTTOM_NAV_HIDDEN_ROUTES,
  ROUTES,
  UNDO_BAR_HIDDEN_ROUTES,
  type TRoutePath,
} from '@gatling/shared/spec';
import { ProductMark } from '@/components/product-mark';
import { SkipLinkSlot } from '@/components/skip-link';
import { useAuth } from '@/lib/auth/auth-state';
import { publicConfig } from '@/lib/public-config';
import { isAppRoute } from './app-routes';
import { AccountMenu } from './components/account-menu';
import { BottomNav } from './components/bottom-nav';
import { GlobalLoadingBar } from './components/loading-screen';
import { MainTabsHeader } from './components/main-tabs-header';
import { PaywallHost } from './components/paywall-host';
import { UndoControl } from './components/undo-control';
import { SideNav } from './components/side-nav';
import { RouteGuard } from './route-guard';
import { useDesktop } from './use-desktop';

const is = (list: readonly TRoutePath[], path: string) => list.includes(path as TRoutePath);

/**
 * Wraps every route: global loading while auth loads, the undo control and the bottom navigation where
 * docs/product/screens.md#shell-and-navigation shows them.
 */
export function RootLayout() {
  const { loading, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const known = Object.values(ROUTES).includes(pathname as TRoutePath) || isAppRoute(pathname);
  // On a desktop the side navigation (AppLayout) carries the six tools instead.
  const desktop = useDesktop();
  return (
    <>
      {loading && <GlobalLoadingBar />}
      <Suspense fallback={<GlobalLoadingBar />}>
        <Outlet />
      </Suspense>
      {known && !is(UNDO_BAR_HIDDEN_ROUTES, pathname) && <UndoControl />}
      {known && isAuthenticated && !desktop && !is(BOTTOM_NAV_HIDDEN_ROUTES, pathname) && <BottomNav />}
      <PaywallHost />
    </>
  );
}

/**
 * Protected screens. On a phone: the main tabs header, and bottom padding that keeps content above
 * the bottom navigation. From 1024 px: the side navigation, and the content beside it.
 */
export function AppLayout() {
  const desktop = useDesktop();
  if (desktop) {
    return (
      <RouteGuard>
        {/* A screen's skip link comes first, before the navigation it skips. */}
        <SkipLinkSlot.Slot />
        <SideNav />
        <main className="min-h-dvh pl-[var(--side-nav-w)]">
          <Outlet />
        </main>
      </RouteGuard>
    );
  }
  return (
    <RouteGuard>
      <SkipLinkSlot.Slot />
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
