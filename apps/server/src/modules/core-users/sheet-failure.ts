import { AppError } from '../../errors';
import { SheetError } from '../../integrations/sheets/sheets-client';
import { CsvSyntaxError } from '../../lib/csv';
import type { TLogger } from '../../lib/logger';

export const NOT_PUBLIC_DETAIL = 'The sheet is not public: share it as anyone with the link can view';
export const NOT_SHEETS_DETAIL = 'This is not a Google Sheets link';
export const PUBLISHED_DETAIL =
  'This is a "Publish to the web" link: paste the link of the sheet itself (Share, then Copy link)';

/** Turns a failed sheet read into the API's error, or null for anything else (a bug). */
export function sheetFailure(err: unknown, maxBytes: number, logger: TLogger): AppError | null {
  if (err instanceof CsvSyntaxError) {
    return new AppError('VALIDATION_FAILED', `The sheet could not be read as CSV: ${err.message}`, {
      cause: err,
    });
  }
  if (!(err instanceof SheetError)) return null;
  switch (err.kind) {
    case 'not_public':
      return new AppError('VALIDATION_FAILED', NOT_PUBLIC_DETAIL, { cause: err });
    case 'not_found':
      return new AppError(
        'VALIDATION_FAILED',
        'The sheet was not found: check the link, and that its tab still exists',
        { cause: err },
      );
    case 'too_large': {
      const mb = Math.round(maxBytes / (1024 * 1024));
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The sheet is too large to import (${mb} MB at most): keep only the usernames, in the first column`,
        { cause: err },
      );
    }
    case 'timeout':
      logger.warn({ err }, 'Google Sheets timed out');
      return new AppError('UNAVAILABLE', 'Google Sheets took too long to answer. Please try again later.', {
        cause: err,
      });
    case 'unavailable':
      logger.warn({ err }, 'Google Sheets could not be read');
      return new AppError('UNAVAILABLE', 'Google Sheets could not be reached. Please try again later.', {
        cause: err,
      });
  }
}
