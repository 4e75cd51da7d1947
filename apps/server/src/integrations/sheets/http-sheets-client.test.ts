import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeSheetsServer, type TFakeSheetsServer } from '#test/fakes/sheets-server';
import { createHttpSheetsClient } from './http-sheets-client';
import { SheetError, type TSheetFailure } from './sheets-client';

let fake: TFakeSheetsServer;
beforeAll(async () => {
  fake = await startFakeSheetsServer();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const client = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createHttpSheetsClient({ baseUrl: fake.url, ...options });

async function failureOf(promise: Promise<unknown>): Promise<TSheetFailure> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SheetError);
  return (err as SheetError).kind;
}

describe('the Google Sheets CSV export client, against the local fake', () => {
  test('follows the 307 to the content host and reads the CSV of the asked tab', async () => {
    fake.setSheet('sheet1', 0, 'first tab');
    fake.setSheet('sheet1', 777, '\uFEFFusername\r\n"alice, the dev"\r\nbob\r\n');
    expect(await client().fetchCsv({ spreadsheetId: 'sheet1', gid: '777' })).toBe(
      'username\r\n"alice, the dev"\r\nbob\r\n',
    );
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/spreadsheets/d/sheet1/export',
      expect.stringMatching(/^\/content\/export\/[a-f0-9]+$/),
    ]);
  });

  test('a private sheet: the redirect to the sign-in page is recognised, never followed', async () => {
    fake.setPrivate('secret');
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'secret', gid: '0' }))).toBe('not_public');
    expect(fake.requests.map((r) => r.path)).toEqual(['/spreadsheets/d/secret/export']);
  });

  test('a web page instead of CSV is "not public", by content type or by its body', async () => {
    fake.setHtml('page');
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'page', gid: '0' }))).toBe('not_public');
    fake.setSheet('disguised', 0, '<!DOCTYPE html>\n<html><body>Sign in</body></html>');
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'disguised', gid: '0' }))).toBe('not_public');
  });

  test('unknown sheet (404) and unknown tab (400) are "not found"; 401/403 "not public"; 5xx and 429 unavailable', async () => {
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'nope', gid: '0' }))).toBe('not_found');
    fake.setSheet('tabs', 0, 'a');
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'tabs', gid: '5' }))).toBe('not_found');
    const cases: Array<[number, TSheetFailure]> = [
      [401, 'not_public'],
      [403, 'not_public'],
      [429, 'unavailable'],
      [500, 'unavailable'],
      [503, 'unavailable'],
    ];
    for (const [status, kind] of cases) {
      fake.setStatus('tabs', status);
      expect(await failureOf(client().fetchCsv({ spreadsheetId: 'tabs', gid: '0' }))).toBe(kind);
    }
  });

  test('bytes are bounded while streaming: the read stops past maxBytes', async () => {
    const big = 'username\n' + 'a_long_username\n'.repeat(20_000);
    fake.setSheet('big', 0, big);
    expect(await failureOf(client({ maxBytes: 100_000 }).fetchCsv({ spreadsheetId: 'big', gid: '0' }))).toBe(
      'too_large',
    );
    expect(await client({ maxBytes: 1_000_000 }).fetchCsv({ spreadsheetId: 'big', gid: '0' })).toBe(big);
  });

  test('time is bounded: a slow content host is a timeout', async () => {
    fake.setSheet('slow', 0, 'alice');
    fake.setDelay('slow', 2_000);
    const started = Date.now();
    expect(await failureOf(client({ timeoutMs: 300 }).fetchCsv({ spreadsheetId: 'slow', gid: '0' }))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test('nothing listening is "unavailable"', async () => {
    const closed = await startFakeSheetsServer();
    const url = closed.url;
    await closed.close();
    const kind = await failureOf(
      createHttpSheetsClient({ baseUrl: url }).fetchCsv({ spreadsheetId: 'x', gid: '0' }),
    );
    expect(kind).toBe('unavailable');
  });
});

describe('redirects the client refuses', () => {
  let server: http.Server;
  let base: string;
  let locations: string[];
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      if (req.url === '/csv') return res.writeHead(200, { 'content-type': 'text/csv' }).end('alice');
      const hop = Number(/hop=(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
      const location = locations[Math.min(hop, locations.length - 1)] ?? '';
      res.writeHead(307, { location: location.replace('{next}', String(hop + 1)) }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    hits = 0;
  });
  const read = () => createHttpSheetsClient({ baseUrl: base }).fetchCsv({ spreadsheetId: 'a', gid: '0' });

  test('to a host that is neither the Docs host nor a Google content host', async () => {
    // The same server under another name: following the redirect would read CSV.
    locations = [`${base.replace('127.0.0.1', 'localhost')}/csv`];
    expect(await failureOf(read())).toBe('unavailable');
    expect(hits).toBe(1);
  });

  test('to accounts.google.com (a sign-in), without contacting it', async () => {
    locations = ['https://accounts.google.com/v3/signin/identifier?continue=x'];
    expect(await failureOf(read())).toBe('not_public');
    expect(hits).toBe(1);
  });

  test('more than five hops', async () => {
    locations = ['/loop?hop={next}'];
    expect(await failureOf(read())).toBe('unavailable');
    expect(hits).toBe(6);
  });

  test('within the Docs host, a redirect is followed', async () => {
    locations = ['/csv'];
    expect(await read()).toBe('alice');
    expect(hits).toBe(2);
  });
});

describe('the fake over HTTP (for the browser journeys)', () => {
  test('PUT /__fake/sheets/<id>/<gid> sets a tab; PUT /__fake/private/<id> hides it; DELETE /__fake resets', async () => {
    const put = (path: string, body = '') => fetch(`${fake.url}${path}`, { method: 'PUT', body });
    expect((await put('/__fake/sheets/shared/0', 'username\ncarol')).status).toBe(204);
    expect(await client().fetchCsv({ spreadsheetId: 'shared', gid: '0' })).toBe('username\ncarol');
    expect((await put('/__fake/private/shared')).status).toBe(204);
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'shared', gid: '0' }))).toBe('not_public');
    expect((await put('/__fake/sheets/shared/0', 'dave')).status).toBe(204);
    expect(await client().fetchCsv({ spreadsheetId: 'shared', gid: '0' })).toBe('dave');
    expect((await fetch(`${fake.url}/__fake`, { method: 'DELETE' })).status).toBe(204);
    expect(await failureOf(client().fetchCsv({ spreadsheetId: 'shared', gid: '0' }))).toBe('not_found');
    expect((await put('/__fake/unknown/x')).status).toBe(404);
  });
});
