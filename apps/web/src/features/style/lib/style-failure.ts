import { TEXT } from '@gatling/shared/spec';
import { ApiError, serverDetail } from '@/lib/api-error';

/**
 * The server's own words when it refused the text (a 4xx with our error body, e.g. too long);
 * otherwise, for outages and network failures, the product's failure text.
 */
export function styleFailureText(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && serverDetail(error)) || TEXT.style.updateFailed;
}
