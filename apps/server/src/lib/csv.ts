/** A CSV text that breaks RFC 4180 in a way no reading can repair (an unclosed quoted cell). */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    /** 1-based line of the text where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/**
 * Parses CSV as RFC 4180 describes it: records end with CRLF (a lone LF or CR is accepted too),
 * cells are split by commas, a cell in double quotes may hold commas, line breaks and doubled
 * quotes (""). A leading byte-order mark is dropped. Lenient where a spreadsheet export could be:
 * a quote inside an unquoted cell, or text after a closing quote, is kept as written. The final
 * line break does not make an empty record. An unclosed quoted cell throws CsvSyntaxError.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let line = 1;
  let i = 0;
  const n = text.length;
  // Whether the current record has started (so "a\n\n" gives ["a"], [""] and "" gives nothing).
  let started = false;

  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
    started = false;
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE && cell === '') {
      const openedOn = line;
      i += 1;
      let closed = false;
      while (i < n) {
        const q = text.charCodeAt(i);
        if (q === QUOTE) {
          if (text.charCodeAt(i + 1) === QUOTE) {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        if (q === LF || (q === CR && text.charCodeAt(i + 1) !== LF)) line += 1;
        cell += text[i];
        i += 1;
      }
      if (!closed)
        throw new CsvSyntaxError(`A quoted cell opened on line ${openedOn} is never closed`, openedOn);
      started = true;
      continue;
    }
    if (c === COMMA) {
      endCell();
      started = true;
      i += 1;
      continue;
    }
    if (c === CR || c === LF) {
      endRecord();
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      continue;
    }
    cell += text[i];
    started = true;
    i += 1;
  }
  if (started || cell !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * What a spreadsheet may run as a formula: a cell starting with a sign (= + - @, their full-width
 * forms U+FF1D U+FF0B U+FF0D U+FF20 and small forms U+FE66 U+FE62 U+FE63 U+FE6B) or with a control
 * character (tab, CR, LF), also where the sign follows leading whitespace or invisible characters,
 * which spreadsheets trim (' =1+1' is a formula in some). A leading space before ordinary text is
 * not one and is kept as written.
 */
const FORMULA_START =
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  /^(?:[\t\r\n]|[\s\u0000-\u001f\u200b-\u200d\u2060]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b])/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text a spreadsheet
 * would run as a formula (FORMULA_START) gets a leading apostrophe, which shows it as text.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
