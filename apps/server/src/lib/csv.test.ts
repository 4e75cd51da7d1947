import { describe, expect, test } from 'vitest';
import { CsvSyntaxError, csvField, parseCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  test('plain cells and records, CRLF, LF and lone CR line ends', () => {
    expect(parseCsv('a,b,c\r\nd,e,f\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a\rb\r')).toEqual([['a'], ['b']]);
  });

  test('quoted cells hold commas, doubled quotes and line breaks', () => {
    const text = '"Smith, Jane","She said ""hi""","line one\r\nline two"\r\nnext,"",x\r\n';
    expect(parseCsv(text)).toEqual([
      ['Smith, Jane', 'She said "hi"', 'line one\r\nline two'],
      ['next', '', 'x'],
    ]);
  });

  test('a leading byte-order mark is dropped; one elsewhere is kept', () => {
    expect(parseCsv('\uFEFFusername\nalice')).toEqual([['username'], ['alice']]);
    expect(parseCsv('a\uFEFF')).toEqual([['a\uFEFF']]);
  });

  test('empty cells and blank lines are kept as records; the final line break adds none', () => {
    expect(parseCsv('a,,b\n\nc\n')).toEqual([['a', '', 'b'], [''], ['c']]);
    expect(parseCsv(',\n')).toEqual([['', '']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('a\n""')).toEqual([['a'], ['']]);
  });

  test('lenient where an export could be: a quote inside an unquoted cell, text after a closing quote', () => {
    expect(parseCsv('5" screen,x')).toEqual([['5" screen', 'x']]);
    expect(parseCsv('"quoted"tail,x')).toEqual([['quotedtail', 'x']]);
  });

  test('an unclosed quoted cell is a CsvSyntaxError naming the line it opened on', () => {
    let error: unknown;
    try {
      parseCsv('a\r\nb\n"never\nclosed,x\n');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as CsvSyntaxError).line).toBe(3);
    expect((error as CsvSyntaxError).message).toBe('A quoted cell opened on line 3 is never closed');
    expect(() => parseCsv('"ends with a doubled quote""')).toThrow(CsvSyntaxError);
  });

  test('line numbers count breaks inside quoted cells', () => {
    expect(() => parseCsv('"a\r\nb"\n"c\rd"\n"open')).toThrow('opened on line 5');
  });

  test('unicode and long inputs come through unchanged', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`user_${i}`, `Ünïcødé 🚀 ${i}`]);
    const text = rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('csvField (formula injection)', () => {
  test('a text a spreadsheet would run as a formula gets a leading apostrophe', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1']) {
      expect(csvField(text).replace(/^"|"$/g, ''), JSON.stringify(text)).toMatch(/^'/);
    }
  });

  test('full-width signs are formula signs too', () => {
    for (const text of ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '\uFE661+1']) {
      expect(csvField(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  test('a sign after leading whitespace (which spreadsheets trim) is neutralised as well', () => {
    for (const text of [' =1+1', '   +1', '\u00A0=1', '\u3000\uFF1D1', ' \t@A1', '\u200B=1']) {
      expect(csvField(text).replace(/^"|"$/g, ''), JSON.stringify(text)).toMatch(/^'/);
    }
    // Quoted where the text holds a line break, and the apostrophe stays the first character.
    expect(csvField('\n=HYPERLINK("x")')).toBe(`"'\n=HYPERLINK(""x"")"`);
    expect(csvField(' =1,2')).toBe(`"' =1,2"`);
  });

  test('ordinary text, numbers and signs inside a text are kept as they are', () => {
    expect(csvField('Great point')).toBe('Great point');
    expect(csvField(' leading space')).toBe(' leading space');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('email@example.com')).toBe('email@example.com');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });
});
