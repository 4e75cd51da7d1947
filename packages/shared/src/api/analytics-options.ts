/**
 * The periods and orders analytics offer, without zod: the screen shows them and reads them from
 * its address; the schemas (./analytics) check them on the server.
 */

/** The periods analytics cover, ending now. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
type TRange = (typeof ANALYTICS_RANGES)[number];
export const RANGE_DAYS: Record<TRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The orders of the published replies' table. */
export const ANALYTICS_SORTS = ['engagement', 'recent', 'likes', 'replies', 'impressions'] as const;
type TSort = (typeof ANALYTICS_SORTS)[number];

export const isAnalyticsRange = (value: unknown): value is TRange =>
  (ANALYTICS_RANGES as readonly unknown[]).includes(value);
export const isAnalyticsSort = (value: unknown): value is TSort =>
  (ANALYTICS_SORTS as readonly unknown[]).includes(value);
