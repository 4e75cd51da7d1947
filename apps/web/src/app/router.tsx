import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type TRouteObject } from '@/lib/router';
import { ROUTES } from '@gatling/shared/spec';
import { GlobalLoadingBar } from './components/loading-screen';
import { APP_ROUTES } from './app-routes';
import { AppLayout, FocusedLayout, RootLayout } from './layouts';
import { RouteGuard } from './route-guard';

/**
 * Every screen loads on demand (bench/web-weight.ts keeps the per-route budgets), so the landing
 * page does not carry the signed-in app and one screen does not carry the others. The layouts and
 * the guard stay in the entry: they frame every screen and must not flash while a screen loads.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** Each screen suspends on its own, inside its layout, so the header and tabs stay put. */
function screen(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<GlobalLoadingBar />}>
      <Page />
    </Suspense>
  );
}

const LandingPage = page(() => import('@/features/landing/components/landing-page'), 'LandingPage');
const PricingPage = page(() => import('./pages/pricing-route-page'), 'PricingRoutePage');
const AuthPage = page(() => import('@/features/auth/components/auth-page'), 'AuthPage');
const TwitterCallbackPage = page(
  () => import('@/features/connections/components/twitter-callback-page'),
  'TwitterCallbackPage',
);
const OnboardingRoute = page(() => import('./pages/onboarding/onboarding-route'), 'OnboardingRoute');
const SubscriptionSuccessPage = page(() => import('./pages/billing-pages'), 'SubscriptionSuccessPage');
const CurrentSubscriptionPage = page(() => import('./pages/billing-pages'), 'CurrentSubscriptionPage');
const RepliesRoute = page(() => import('./pages/replies-route'), 'RepliesRoute');
const ScheduledRepliesRoute = page(() => import('./pages/scheduled-replies-route'), 'ScheduledRepliesRoute');
const SettingsRoute = page(() => import('./pages/settings-route'), 'SettingsRoute');
const YourFeedPage = page(() => import('./pages/placeholder-pages'), 'YourFeedPage');
const NotificationsRoute = page(() => import('./pages/replies-route'), 'NotificationsRoute');
const YourStyleRoute = page(() => import('./pages/your-style-route'), 'YourStyleRoute');
const ReplyRulesRoute = page(() => import('./pages/reply-rules-route'), 'ReplyRulesRoute');
const BusinessRoute = page(() => import('./pages/business-route'), 'BusinessRoute');
const CommunitiesRoute = page(() => import('./pages/communities-route'), 'CommunitiesRoute');
const ChatRoute = page(() => import('./pages/chat-route'), 'ChatRoute');
const AnalyticsRoute = page(() => import('./pages/analytics-route'), 'AnalyticsRoute');
const NotFoundPage = page(() => import('./pages/not-found-page'), 'NotFoundPage');

export const routes: TRouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: ROUTES.landing, element: screen(LandingPage) },
      { path: ROUTES.pricing, element: screen(PricingPage) },
      { path: ROUTES.auth, element: <RouteGuard>{screen(AuthPage)}</RouteGuard> },
      { path: ROUTES.twitterCallback, element: screen(TwitterCallbackPage) },
      {
        element: <FocusedLayout />,
        children: [
          { path: ROUTES.onboarding, element: screen(OnboardingRoute) },
          { path: ROUTES.subscriptionSuccess, element: screen(SubscriptionSuccessPage) },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: ROUTES.replies, element: screen(RepliesRoute) },
          { path: ROUTES.scheduledReplies, element: screen(ScheduledRepliesRoute) },
          { path: ROUTES.settings, element: screen(SettingsRoute) },
          { path: ROUTES.currentSubscription, element: screen(CurrentSubscriptionPage) },
          { path: ROUTES.yourFeed, element: screen(YourFeedPage) },
          { path: ROUTES.yourStyle, element: screen(YourStyleRoute) },
          { path: ROUTES.replyRules, element: screen(ReplyRulesRoute) },
          { path: ROUTES.business, element: screen(BusinessRoute) },
          { path: ROUTES.communities, element: screen(CommunitiesRoute) },
          { path: ROUTES.notifications, element: screen(NotificationsRoute) },
          { path: ROUTES.chat, element: screen(ChatRoute) },
          { path: APP_ROUTES.analytics, element: screen(AnalyticsRoute) },
        ],
      },
      { path: '*', element: screen(NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
