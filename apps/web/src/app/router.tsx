import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@gatling/shared/spec';
import { AppLayout, FocusedLayout, RootLayout } from './layouts';
import { CurrentSubscriptionPage, SubscriptionSuccessPage } from './pages/billing-pages';
import { NotFoundPage } from './pages/not-found-page';
import { OnboardingRoute } from './pages/onboarding/onboarding-route';
import { NotificationsPage, YourFeedPage } from './pages/placeholder-pages';
import { RouteGuard } from './route-guard';
import { SettingsRoute } from './pages/settings-route';
import { BusinessRoute } from './pages/business-route';
import { ChatRoute } from './pages/chat-route';
import { CommunitiesRoute } from './pages/communities-route';
import { ReplyRulesRoute } from './pages/reply-rules-route';
import { RepliesRoute } from './pages/replies-route';
import { YourStyleRoute } from './pages/your-style-route';
import { ScheduledRepliesRoute } from './pages/scheduled-replies-route';

// Public pages load on demand, so the landing page does not carry the signed-in app and vice versa.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const PricingPage = lazy(() =>
  import('./pages/pricing-route-page').then((m) => ({ default: m.PricingRoutePage })),
);
const AuthPage = lazy(() =>
  import('@/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);
const TwitterCallbackPage = lazy(() =>
  import('@/features/connections/components/twitter-callback-page').then((m) => ({
    default: m.TwitterCallbackPage,
  })),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: ROUTES.landing, element: <LandingPage /> },
      { path: ROUTES.pricing, element: <PricingPage /> },
      {
        path: ROUTES.auth,
        element: (
          <RouteGuard>
            <AuthPage />
          </RouteGuard>
        ),
      },
      { path: ROUTES.twitterCallback, element: <TwitterCallbackPage /> },
      {
        element: <FocusedLayout />,
        children: [
          { path: ROUTES.onboarding, element: <OnboardingRoute /> },
          { path: ROUTES.subscriptionSuccess, element: <SubscriptionSuccessPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: ROUTES.replies, element: <RepliesRoute /> },
          { path: ROUTES.scheduledReplies, element: <ScheduledRepliesRoute /> },
          { path: ROUTES.settings, element: <SettingsRoute /> },
          { path: ROUTES.currentSubscription, element: <CurrentSubscriptionPage /> },
          { path: ROUTES.yourFeed, element: <YourFeedPage /> },
          { path: ROUTES.yourStyle, element: <YourStyleRoute /> },
          { path: ROUTES.replyRules, element: <ReplyRulesRoute /> },
          { path: ROUTES.business, element: <BusinessRoute /> },
          { path: ROUTES.communities, element: <CommunitiesRoute /> },
          { path: ROUTES.notifications, element: <NotificationsPage /> },
          { path: ROUTES.chat, element: <ChatRoute /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
