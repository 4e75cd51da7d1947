import { ANALYTICS_CSV_COLUMNS, type TAnalyticsReply } from '@gatling/shared/api/analytics';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { csvField } from '../../lib/csv';

/** The CSV's value for the draft's writer. */
const DEMO_WRITER = 'demo writer';

/**
 * Who wrote the draft, in a spreadsheet's words (decision 0080): "demo writer" for the built-in
 * demo writer, the model's name for a model, empty for a draft older than the record. Whether the
 * user changed the text is the `edited` column's to say.
 */
const writerOf = (draftedBy: TDraftedBy) =>
  draftedBy.kind === 'demo' ? DEMO_WRITER : draftedBy.kind === 'model' ? draftedBy.label : null;

const fieldOf = (row: TAnalyticsReply, column: (typeof ANALYTICS_CSV_COLUMNS)[number]) =>
  csvField(column === 'drafted_by' ? writerOf(row.drafted_by) : row[column]);

/**
 * The per-reply table as CSV: a header line, then one line per reply (CRLF, as RFC 4180 has it).
 * Model usage is not in it: a call is not one reply's (a batch drafts several posts, qualifying reads
 * many, most drafts are never published), so a per-reply share would be made up; the summary has it.
 */
export function repliesCsv(rows: TAnalyticsReply[]): string {
  const lines = [ANALYTICS_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ANALYTICS_CSV_COLUMNS.map((c) => fieldOf(row, c)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
