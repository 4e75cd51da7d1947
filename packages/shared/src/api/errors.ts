import { z } from 'zod';

/** Machine codes of every error the API answers with; the status each maps to lives in the server. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorBody = z
  .object({
    detail: z.string().describe('Human-readable message; the web client shows it as is.'),
    code: z.string().describe('Machine code, e.g. VALIDATION_FAILED.'),
    request_id: z.string().optional(),
  })
  .describe('Every 4xx/5xx answer has this shape.');
export type TErrorBody = z.infer<typeof ZErrorBody>;
