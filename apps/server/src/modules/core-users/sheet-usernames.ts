import { SHEET_IMPORT_MAX_ROWS } from '@gatling/shared/api/core-users';
import { isHeaderCell, usernameFromText, usernameKey, X_USERNAME } from './usernames';

/** How much of a rejected cell the answer repeats. */
const SHOWN_MAX = 64;

export type TSheetNames = {
  /** Valid X usernames, first spelling of each, in sheet order. */
  names: string[];
  /** Cells that are not usernames, as written (shortened), each once. */
  invalid: string[];
  /** The sheet has more rows with values than were read. */
  truncated: boolean;
};

const shown = (text: string) => (text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text);

/**
 * The usernames of a sheet's first column: a title row ("Username", "Handle", …) is skipped, then
 * the first SHEET_IMPORT_MAX_ROWS rows are read; blanks are skipped; @, spaces and profile links
 * are undone; names are deduplicated whatever their case.
 */
export function usernamesFromRows(rows: string[][], maxRows = SHEET_IMPORT_MAX_ROWS): TSheetNames {
  const cells = rows.map((r) => (r[0] ?? '').trim());
  const first = cells.findIndex((c) => c !== '');
  const start = first !== -1 && isHeaderCell(cells[first] ?? '') ? first + 1 : 0;
  const data = cells.slice(start);
  const read = data.slice(0, maxRows);
  const truncated = data.slice(maxRows).some((c) => c !== '');

  const names = new Map<string, string>();
  const invalid = new Map<string, string>();
  for (const cell of read) {
    const name = usernameFromText(cell);
    if (name === null) continue;
    if (X_USERNAME.test(name)) {
      if (!names.has(usernameKey(name))) names.set(usernameKey(name), name);
    } else if (!invalid.has(cell.toLowerCase())) {
      invalid.set(cell.toLowerCase(), shown(cell));
    }
  }
  return { names: [...names.values()], invalid: [...invalid.values()], truncated };
}
