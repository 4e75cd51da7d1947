import { ANALYTICS_CSV_COLUMNS, type TAnalyticsReply } from '@gatling/shared/api/analytics';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The per-reply table as CSV: a header line, then one line per reply (CRLF, as RFC 4180 has it). */
export function repliesCsv(rows: TAnalyticsReply[]): string {
  const lines = [ANALYTICS_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ANALYTICS_CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
