import { ApiError, serverDetail } from '@/lib/api-error';

/**
 * Why connecting an account failed: the server's `detail` (an account taken meanwhile says so), a
 * network failure's own sentence, or else `fallback`.
 */
export function connectFailureText(error: unknown, fallback: string): string {
  const detail = serverDetail(error);
  if (detail) return detail;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return fallback;
}
