import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TErrorCode } from '@gatling/shared/api/errors';

export const STATUS_BY_CODE: Record<TErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside service (e.g. the social platform) is down; try again later. */
  UNAVAILABLE: 503,
};

/** The one error type of the server: `detail` is what the user reads, `code` what code checks. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly detail: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: TErrorCode, detail: string, options?: { retryAfterSeconds?: number; cause?: unknown }) {
    super(detail, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

export function codeForStatus(status: number): TErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [TErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
