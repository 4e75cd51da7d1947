/**
 * Screens of the app beyond the specification's route table (ROUTES in @gatling/shared/spec, which
 * quotes the spec verbatim and so stays as it is).
 */
export const APP_ROUTES = {
  analytics: '/analytics',
} as const;

export type TAppRoutePath = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

export const isAppRoute = (path: string) => (Object.values(APP_ROUTES) as string[]).includes(path);

/** The app's own screens in the navigation, after the spec's six tools. */
export const APP_NAV_ITEMS = [{ to: APP_ROUTES.analytics, label: 'Analytics' }] as const;
