import { ANALYTICS_CSV_COLUMNS, type TAnalyticsReply } from '@gatling/shared/api/analytics';
import { csvField } from '../../lib/csv';

/**
 * The per-reply table as CSV: a header line, then one line per reply (CRLF, as RFC 4180 has it).
 * Model usage is not in it: a call is not one reply's (a batch drafts several posts, qualifying reads
 * many, most drafts are never published), so a per-reply share would be made up; the summary has it.
 */
export function repliesCsv(rows: TAnalyticsReply[]): string {
  const lines = [ANALYTICS_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ANALYTICS_CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
