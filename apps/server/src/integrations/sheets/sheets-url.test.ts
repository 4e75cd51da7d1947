import { describe, expect, test } from 'vitest';
import { parseSheetsUrl } from './sheets-url';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123456789abcd';

describe('parseSheetsUrl', () => {
  test.each([
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=123456`, '123456'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?gid=42#gid=42`, '42'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing&gid=7`, '7'],
    [`https://docs.google.com/spreadsheets/d/${ID}`, '0'],
    [`docs.google.com/spreadsheets/d/${ID}/edit#gid=9`, '9'],
    [`  http://DOCS.google.com/spreadsheets/u/1/d/${ID}/edit  `, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=notanumber`, '0'],
  ])('%s → gid %s', (url, gid) => {
    expect(parseSheetsUrl(url)).toEqual({ ok: true, sheet: { spreadsheetId: ID, gid } });
  });

  test.each([
    'https://example.com/spreadsheets/d/abc/edit',
    'https://docs.google.com.evil.example/spreadsheets/d/abc/edit',
    'https://evil.example/?u=https://docs.google.com/spreadsheets/d/abc',
    `https://docs.google.com/document/d/${ID}/edit`,
    'https://docs.google.com/spreadsheets/',
    `https://user:pw@docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com:8443/spreadsheets/d/${ID}/edit`,
    `javascript:alert(1)//docs.google.com/spreadsheets/d/${ID}`,
    `ftp://docs.google.com/spreadsheets/d/${ID}`,
    'not a link at all',
    '',
  ])('%s is not a sheet', (url) => {
    expect(parseSheetsUrl(url)).toEqual({ ok: false, reason: 'not_sheets' });
  });

  test('a "Publish to the web" link is told apart', () => {
    expect(parseSheetsUrl('https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pubhtml')).toEqual({
      ok: false,
      reason: 'published',
    });
  });
});
