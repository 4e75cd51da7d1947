/**
 * Screens of the app beyond the product's route table (ROUTES in @gatling/shared/spec; both are
 * listed in docs/product/screens.md#routes).
 */
export const APP_ROUTES = {
  analytics: '/analytics',
} as const;

export type TAppRoutePath = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

export const isAppRoute = (path: string) => (Object.values(APP_ROUTES) as string[]).includes(path);

/** The app's own screens in the navigation, after the six tools. */
export const APP_NAV_ITEMS = [{ to: APP_ROUTES.analytics, label: 'Analytics' }] as const;
