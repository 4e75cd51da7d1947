import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq, sum } from 'drizzle-orm';
import { CORE_USERS_MAX, SHEET_IMPORT_MAX_ROWS } from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { platformConnections } from '../../db/schema/connections';
import { sandboxRateWindows } from '../../db/schema/sandbox';
import { createSandboxProvider } from '../../stand-ins/sandbox/sandbox-provider';
import { startFakeSheetsServer, type TFakeSheetsServer } from '#test/fakes/sheets-server';
import { createLogger } from '../../lib/logger';
import { createTestApp, expectErrorBody, uniqueEmail, type TTestApp } from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';
import { coreUsersKit } from '#test/kits/core-users';
import { EMPTY_SHEET_DETAIL } from './import-core-users';
import { NOT_PUBLIC_DETAIL, NOT_SHEETS_DETAIL, PUBLISHED_DETAIL } from './sheet-failure';

let fake: TFakeSheetsServer;
let t: TTestApp;
let kit: ReturnType<typeof coreUsersKit>;
let browser: ReturnType<typeof sandboxBrowser>;
/** Usernames of 300 accounts X (the sandbox network) knows. */
let known: string[];
beforeAll(async () => {
  fake = await startFakeSheetsServer();
  t = await createTestApp({ GOOGLE_SHEETS_BASE_URL: fake.url, GOOGLE_SHEETS_TIMEOUT_MS: '1500' });
  kit = coreUsersKit(t);
  browser = sandboxBrowser(t, connectionsKit(t));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function connectedUser(): Promise<TSession> {
  const session = await t.signUpAndConfirm(uniqueEmail('sheet'));
  await browser.connect(session);
  known ??= (await kit.networkAccounts(300)).map((a) => a.username);
  return session;
}

let sheets = 0;
/** A sheet on the fake Google, and the link a user would paste for it. */
function publicSheet(csv: string, gid = 0): string {
  sheets += 1;
  const id = `sheet${sheets}_${Math.random().toString(36).slice(2, 10)}`;
  fake.setSheet(id, gid, csv);
  return `https://docs.google.com/spreadsheets/d/${id}/edit#gid=${gid}`;
}
const idOf = (link: string) => /\/d\/([^/]+)\//.exec(link)?.[1] ?? '';
const importRes = (session: TSession, sheetsUrl: string) =>
  kit.post(session, '/import-sheet', { sheets_url: sheetsUrl });

async function lookupsBy(session: TSession): Promise<number> {
  const [connection] = await t.database.db
    .select()
    .from(platformConnections)
    .where(eq(platformConnections.userId, session.user.id));
  const [row] = await t.database.db
    .select({ n: sum(sandboxRateWindows.count) })
    .from(sandboxRateWindows)
    .where(
      and(
        eq(sandboxRateWindows.key, connection!.externalUserId),
        eq(sandboxRateWindows.endpoint, 'users_by'),
      ),
    );
  return Number(row?.n ?? 0);
}

describe('POST /api/core-users/import-sheet', () => {
  test('a public sheet: title row, BOM, quotes, @, links, blanks, duplicates, invalid and unknown names', async () => {
    const ada = await connectedUser();
    const [a, b, c, d, e] = known;
    await kit.add(ada, e!);
    const csv =
      '\uFEFFTwitter handle,Notes\r\n' +
      `@${a},"first, with a comma"\r\n` +
      `"${b!.toUpperCase()}","quoted ""name"""\r\n` +
      '\r\n' +
      `https://x.com/${c},link\r\n` +
      `  ${a!.toLowerCase()}  ,duplicate in another case\r\n` +
      `"multi\nline cell",not a name\r\n` +
      'not-a-username,\r\n' +
      'nosuchaccount_1,unknown\r\n' +
      `twitter.com/${d}/status/1,status link\r\n` +
      `${e},already a core user\r\n` +
      ',blank first cell\r\n';
    const answer = await kit.importSheet(ada, publicSheet(csv));
    expect(answer.added_users.map((u) => u.username)).toEqual([a, b, c, d]);
    expect(answer.added_users.every((u) => u.user_id === ada.user.id && u.platform === 'twitter')).toBe(true);
    expect(answer.already_added).toEqual([e]);
    expect(answer.invalid_usernames).toEqual(['multi\nline cell', 'not-a-username', 'nosuchaccount_1']);
    expect(answer.error).toBeNull();
    expect(await kit.names(ada)).toEqual([e, a, b, c, d]);

    // Importing again adds nothing and reports every account as already there.
    const again = await kit.importSheet(ada, publicSheet(csv));
    expect(again.added_users).toEqual([]);
    expect(again.already_added).toEqual([a, b, c, d, e]);
    expect(await kit.names(ada)).toEqual([e, a, b, c, d]);
  });

  test('the tab comes from the gid of the link; a sheet without a title row starts at row 1', async () => {
    const ben = await connectedUser();
    const id = `tabs_${Math.random().toString(36).slice(2)}`;
    fake.setSheet(id, 0, known[10]!);
    fake.setSheet(id, 123, `${known[11]}\n${known[12]}`);
    const answer = await kit.importSheet(
      ben,
      `https://docs.google.com/spreadsheets/d/${id}/edit?gid=123#gid=123`,
    );
    expect(answer.added_users.map((u) => u.username)).toEqual([known[11], known[12]]);
  });

  test('names are checked on X in batches of 100', async () => {
    const cy = await connectedUser();
    const before = await lookupsBy(cy);
    const names = known.slice(0, 250);
    const answer = await kit.importSheet(cy, publicSheet(['username', ...names].join('\n')));
    expect(answer.added_users).toHaveLength(250);
    expect(answer.invalid_usernames).toEqual([]);
    expect((await lookupsBy(cy)) - before).toBe(3);
    expect(await kit.names(cy)).toEqual(names);
  });

  test(`only the first ${SHEET_IMPORT_MAX_ROWS} rows are read, and the answer says so`, async () => {
    const di = await connectedUser();
    const rows = Array.from({ length: SHEET_IMPORT_MAX_ROWS + 5 }, (_, i) => `missing_${i}`);
    rows[0] = known[20]!;
    rows[SHEET_IMPORT_MAX_ROWS - 1] = known[21]!;
    rows[SHEET_IMPORT_MAX_ROWS] = known[22]!;
    const answer = await kit.importSheet(di, publicSheet(['username', ...rows].join('\r\n')));
    expect(answer.added_users.map((u) => u.username)).toEqual([known[20], known[21]]);
    expect(answer.invalid_usernames).toHaveLength(SHEET_IMPORT_MAX_ROWS - 2);
    expect(answer.invalid_usernames).not.toContain(`missing_${SHEET_IMPORT_MAX_ROWS + 1}`);
    expect(answer.error).toBe(`Only the first ${SHEET_IMPORT_MAX_ROWS} rows of the sheet were read.`);
    expect(await kit.names(di)).toEqual([known[20], known[21]]);
  });

  test(`a full list (${CORE_USERS_MAX}) takes what fits and says how many were left out`, async () => {
    const ed = await connectedUser();
    await t.database.db.insert(coreUsers).values(
      Array.from({ length: CORE_USERS_MAX - 2 }, (_, i) => ({
        userId: ed.user.id,
        username: `filler_${i}`,
        usernameKey: `filler_${i}`,
        displayName: `Filler ${i}`,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    const answer = await kit.importSheet(ed, publicSheet(known.slice(30, 35).join('\n')));
    expect(answer.added_users.map((u) => u.username)).toEqual(known.slice(30, 32));
    expect(answer.error).toBe(
      `3 accounts were not added: you can keep at most ${CORE_USERS_MAX} core users.`,
    );
    expect(await kit.list(ed)).toHaveLength(CORE_USERS_MAX);
  });

  test('a sheet of names that are all invalid adds nothing and lists them', async () => {
    const fay = await connectedUser();
    const long = 'y'.repeat(100);
    const answer = await kit.importSheet(
      fay,
      publicSheet(`bad name\nalso/bad\n${long}\nBAD NAME\nghost_account_9`),
    );
    expect(answer).toEqual({
      added_users: [],
      already_added: [],
      invalid_usernames: ['bad name', 'also/bad', `${'y'.repeat(63)}…`, 'ghost_account_9'],
      error: null,
    });
    expect(await kit.list(fay)).toEqual([]);
  });
});

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

describe("imports never touch another user's list", () => {
  test('each import adds to the importer only', async () => {
    const hal = await connectedUser();
    const ivy = await connectedUser();
    await kit.add(ivy, known[50]!);
    const answer = await kit.importSheet(hal, publicSheet(`${known[50]}\n${known[51]}`));
    expect(answer.added_users.map((u) => u.username)).toEqual([known[50], known[51]]);
    expect(answer.already_added).toEqual([]);
    expect(await kit.names(ivy)).toEqual([known[50]]);
  });
});

describe('X limiting requests in the middle of an import', () => {
  test('what was checked is added, the rest is reported; the next import is a 429 until the reset', async () => {
    // The same network, but X allows one username lookup per 15 minutes.
    const limited = await createTestApp(
      { GOOGLE_SHEETS_BASE_URL: fake.url },
      {
        shareDatabaseOf: t,
        platforms: ({ config, database }) => {
          const provider = createSandboxProvider({
            db: database.db,
            seed: config.SANDBOX_SEED,
            publicUrl: config.publicUrl,
            logger: createLogger('silent'),
            rateLimits: { users_by: { limit: 1, windowMs: 15 * 60_000 } },
          });
          return { get: () => provider, list: () => [provider] };
        },
      },
    );
    try {
      // Loads the names of the network's accounts when this test runs alone.
      await connectedUser();
      const limitedKit = coreUsersKit(limited);
      const jon = await limited.signUpAndConfirm(uniqueEmail('limited'));
      await sandboxBrowser(limited, connectionsKit(limited)).connect(jon);
      const names = known.slice(100, 250);

      const answer = await limitedKit.importSheet(jon, publicSheet(names.join('\n')));
      expect(answer.added_users.map((u) => u.username)).toEqual(names.slice(0, 100));
      expect(answer.invalid_usernames).toEqual([]);
      expect(answer.error).toBe(
        '50 usernames were not checked (X is limiting requests right now. Please try again later.): ' +
          'import the sheet again later.',
      );

      const again = await limitedKit.post(jon, '/import-sheet', {
        sheets_url: publicSheet(names.join('\n')),
      });
      expect((await expectErrorBody(again, 429)).detail).toBe(
        'X is limiting requests right now. Please try again later.',
      );
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limitedKit.names(jon)).toEqual(names.slice(0, 100));
    } finally {
      await limited.close();
    }
  });
});
