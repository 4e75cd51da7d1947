import { BadInputError } from '../../integrations/platform/errors';
import type { TPageOptions } from '../../integrations/platform/types';

/** X's page sizes: max_results 10–100 for recent search, 5–100 for a user's posts. */
export const PAGE = { search: { min: 10, max: 100 }, timeline: { min: 5, max: 100 } } as const;
/** Most usernames one lookup takes, as on X. */
export const USERS_BY_MAX = 100;

/** The page size asked for (10 when none), refused as X refuses one outside the endpoint's range. */
export function pageSize(options: TPageOptions | undefined, range: { min: number; max: number }): number {
  const max = options?.max ?? 10;
  if (!Number.isInteger(max) || max < range.min || max > range.max) {
    throw new BadInputError(`max_results must be between ${range.min} and ${range.max}, got ${String(max)}`);
  }
  return max;
}
