import { ApiError } from '@/lib/api-error';

/**
 * The server's own explanation of a failed call (its `detail`), or null when there is none: no
 * answer at all, or an answer that is not one of our API's error bodies.
 */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'UNKNOWN') return null;
  return error.detail;
}
