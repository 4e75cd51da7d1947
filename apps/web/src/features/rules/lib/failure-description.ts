import { ApiError } from '@/lib/api-error';

/** Reason phrases of the statuses the API answers with (RFC 9110), for the toast's description. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * docs/product/errors.md#rules-and-business: the description of a failed rule call is the HTTP status
 * message, plus the server's detail when it sent one. Without any answer it is the client's own network
 * message.
 */
export function failureDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  if (error.status === 0) return error.detail;
  const status = `HTTP ${error.status}${REASONS[error.status] ? ` ${REASONS[error.status]}` : ''}`;
  return error.code === 'UNKNOWN' ? status : `${status}: ${error.detail}`;
}
