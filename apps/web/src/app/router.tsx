import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@gatling/shared/spec';
import { AppLayout, FocusedLayout, RootLayout } from './layouts';
import { NotFoundPage } from './pages/not-found-page';
import { NotificationsPage, YourFeedPage } from './pages/placeholder-pages';
import { ScreenPage } from './pages/screen-page';
import { RouteGuard } from './route-guard';

// Public pages load on demand, so the landing page does not carry the signed-in app and vice versa.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const PricingPage = lazy(() =>
  import('@/features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const AuthPage = lazy(() =>
  import('@/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);

/** Screens whose capability arrives later show their title until then. */
const titled = (path: string, title: string): RouteObject => ({
  path,
  element: <ScreenPage title={title} />,
});

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
      titled(ROUTES.twitterCallback, 'Connecting to Twitter'),
      {
        element: <FocusedLayout />,
        children: [
          titled(ROUTES.onboarding, 'Onboarding'),
          titled(ROUTES.subscriptionSuccess, 'Subscription'),
        ],
      },
      {
        element: <AppLayout />,
        children: [
          titled(ROUTES.replies, 'Your Replies'),
          titled(ROUTES.scheduledReplies, 'Scheduled'),
          titled(ROUTES.settings, 'Settings'),
          titled(ROUTES.currentSubscription, 'Your Subscription'),
          { path: ROUTES.yourFeed, element: <YourFeedPage /> },
          titled(ROUTES.yourStyle, 'Your Speaking Style'),
          titled(ROUTES.replyRules, 'Reply Rules'),
          titled(ROUTES.business, 'Business'),
          titled(ROUTES.communities, 'Target Audience'),
          { path: ROUTES.notifications, element: <NotificationsPage /> },
          titled(ROUTES.chat, 'Chat'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
