import { describe, expect, test } from 'vitest';
import type { TPlatformRegistry } from '../../integrations/platform/registry';
import { and, eq, sum } from 'drizzle-orm';
import { CORE_USERS_MAX, SHEET_IMPORT_MAX_ROWS } from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { platformConnections } from '../../db/schema/connections';
import { sandboxRateWindows } from '../../db/schema/sandbox';
import { createSandboxProvider } from '../../stand-ins/sandbox/sandbox-provider';
import { createLogger } from '../../lib/logger';
import { createTestApp, expectErrorBody, uniqueEmail } from '#test/harness';
import { connectionsKit, sandboxBrowser } from '#test/kits/connections';
import { coreUsersKit, useSheetImportApp } from '#test/kits/core-users';

const { fake, t, kit, known, connectedUser, publicSheet } = useSheetImportApp();

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
          return { get: (() => provider) as TPlatformRegistry['get'], list: () => [provider] };
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
