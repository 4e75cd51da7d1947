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
 * The per-reply table as CSV: a header line, then one line per reply (CRLF, as RFC 4180 has it), in
 * ANALYTICS_CSV_COLUMNS' order. New columns only ever go at the end, so a sheet that reads columns
 * by position keeps reading the same ones:
 * - `drafted_by` (decision 0080): the writer of the draft, as writerOf says it;
 * - `answers` (decision 0083): answers to the reply the conversations inbox took in so far, quiet
 *   ones aside (0 for a reply nobody answered, or before the inbox read them);
 * - `follow_up_of` (decision 0083): on a follow-up's line (source_kind `conversation`, source_value
 *   the kind of post it answers: answer, mention or quote), the reply_url of the user's reply whose
 *   answer it follows up, so the two lines can be matched in the sheet; empty on any other line,
 *   and on a follow-up to a mention, a quote or an answer to a post not sent through the product.
 * Model usage is not in it: a call is not one reply's (a batch drafts several posts, qualifying reads
 * many, most drafts are never published), so a per-reply share would be made up; the summary has it.
 */
export function repliesCsv(rows: TAnalyticsReply[]): string {
  const lines = [ANALYTICS_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ANALYTICS_CSV_COLUMNS.map((c) => fieldOf(row, c)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
