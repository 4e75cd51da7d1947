import { describe, expect, test } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv';

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
