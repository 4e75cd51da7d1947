import type { TSheetRef } from './sheets-url';

/**
 * Why a sheet could not be read. `not_public`: Google asked for a sign-in (the sheet is not shared
 * as "anyone with the link"); `not_found`: no such sheet or tab; `too_large`: over the byte bound;
 * `timeout`: no complete answer in time; `unavailable`: Google failed or answered unexpectedly.
 */
export type TSheetFailure = 'not_public' | 'not_found' | 'too_large' | 'timeout' | 'unavailable';

export class SheetError extends Error {
  constructor(
    readonly kind: TSheetFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SheetError';
  }
}

/** Reads one tab of a Google spreadsheet as CSV text. Failures are SheetError. */
export interface SheetsClient {
  /** Bytes read at most; a larger sheet is a `too_large` failure. */
  readonly maxBytes: number;
  fetchCsv(sheet: TSheetRef): Promise<string>;
}
