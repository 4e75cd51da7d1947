import { beforeAll, describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { expectErrorBody } from '#test/harness';
import { useSheetImportApp } from '#test/kits/core-users';
import { EMPTY_SHEET_DETAIL } from './import-core-users';
import { NOT_PUBLIC_DETAIL, NOT_SHEETS_DETAIL, PUBLISHED_DETAIL } from './sheet-failure';

const { fake, kit, known, connectedUser, publicSheet } = useSheetImportApp();

const idOf = (link: string) => /\/d\/([^/]+)\//.exec(link)?.[1] ?? '';
const importRes = (session: TSession, sheetsUrl: string) =>
  kit.post(session, '/import-sheet', { sheets_url: sheetsUrl });

describe('sheets that cannot be imported: a readable 4xx and nothing changes', () => {
  let gus: TSession;
  beforeAll(async () => {
    gus = await connectedUser();
    await kit.add(gus, known[40]!);
  });
  const unchanged = async () => expect(await kit.names(gus)).toEqual([known[40]]);

  test.each([
    'https://example.com/spreadsheets/d/abc/edit',
    'https://docs.google.com/document/d/abc/edit',
    'javascript:alert(1)',
    'https://docs.google.com.evil.example/spreadsheets/d/abc/edit',
    'just some words',
  ])('%s is not a Google Sheets link', async (link) => {
    expect((await expectErrorBody(await importRes(gus, link), 422)).detail).toBe(NOT_SHEETS_DETAIL);
    await unchanged();
  });

  test('a "Publish to the web" link, a blank link, and a too long one', async () => {
    const published = await importRes(gus, 'https://docs.google.com/spreadsheets/d/e/2PACX-1v/pubhtml');
    expect((await expectErrorBody(published, 422)).detail).toBe(PUBLISHED_DETAIL);
    const blank = await importRes(gus, '   ');
    expect((await expectErrorBody(blank, 422)).detail).toBe('sheets_url: Paste the link of a Google Sheet');
    const long = await importRes(gus, `https://docs.google.com/spreadsheets/d/${'a'.repeat(2100)}`);
    expect((await expectErrorBody(long, 422)).detail).toBe('sheets_url: The link is too long');
    await unchanged();
  });

  test('a private sheet (redirect to the sign-in page) and a web page instead of CSV', async () => {
    const link = publicSheet(known[41]!);
    fake.setPrivate(idOf(link));
    expect((await expectErrorBody(await importRes(gus, link), 422)).detail).toBe(NOT_PUBLIC_DETAIL);
    expect(fake.requests.some((r) => r.path === '/ServiceLogin')).toBe(false);
    fake.setHtml(idOf(link));
    expect((await expectErrorBody(await importRes(gus, link), 422)).detail).toBe(NOT_PUBLIC_DETAIL);
    await unchanged();
  });

  test('an empty sheet, and one with only a title row', async () => {
    for (const csv of ['', '\r\n\r\n', 'Username\r\n', '\uFEFF"handle"\n  \n']) {
      const res = await importRes(gus, publicSheet(csv));
      expect((await expectErrorBody(res, 422)).detail).toBe(EMPTY_SHEET_DETAIL);
    }
    await unchanged();
  });

  test('malformed CSV: an unterminated quote', async () => {
    const res = await importRes(gus, publicSheet(`username\n${known[42]}\n"never closed\n${known[43]}\n`));
    expect((await expectErrorBody(res, 422)).detail).toBe(
      'The sheet could not be read as CSV: A quoted cell opened on line 3 is never closed',
    );
    await unchanged();
  });

  test('over the byte bound (2 MB): a readable 413', async () => {
    const big = `username\n${`${known[44]},${'x'.repeat(200)}\n`.repeat(11_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const res = await importRes(gus, publicSheet(big));
    expect(await expectErrorBody(res, 413)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'The sheet is too large to import (2 MB at most): keep only the usernames, in the first column',
    });
    await unchanged();
  });

  test('an unknown sheet or tab is "not found"', async () => {
    const unknown = await importRes(gus, 'https://docs.google.com/spreadsheets/d/doesnotexist/edit');
    const detail = 'The sheet was not found: check the link, and that its tab still exists';
    expect((await expectErrorBody(unknown, 422)).detail).toBe(detail);
    const link = publicSheet(known[45]!);
    const otherTab = await importRes(gus, link.replace('#gid=0', '#gid=99'));
    expect((await expectErrorBody(otherTab, 422)).detail).toBe(detail);
    await unchanged();
  });

  test('Google failing or too slow is a 503 with a readable detail', async () => {
    const failing = publicSheet(known[46]!);
    fake.setStatus(idOf(failing), 500);
    const res = await importRes(gus, failing);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      detail: 'Google Sheets could not be reached. Please try again later.',
    });

    const slow = publicSheet(known[47]!);
    fake.setDelay(idOf(slow), 5_000);
    const timedOut = await importRes(gus, slow);
    expect(timedOut.status).toBe(503);
    expect(await timedOut.json()).toMatchObject({
      code: 'UNAVAILABLE',
      detail: 'Google Sheets took too long to answer. Please try again later.',
    });
    await unchanged();
  });
});
