import { beforeEach, expect } from 'vitest';
import { asc, isNotNull } from 'drizzle-orm';
import {
  ZCoreUserAddAnswer,
  ZCoreUsersAnswer,
  ZSheetImportAnswer,
  type TCoreUser,
  type TSheetImportAnswer,
} from '@gatling/shared/api/core-users';
import type { TSession } from '@gatling/shared/api/session';
import { sandboxAccounts } from '../../src/db/schema/sandbox';
import { startFakeSheetsServer } from '../fakes/sheets-server';
import { bearer, openedForAll, uniqueEmail, useTestApp, type TTestApp } from '../harness';
import { connectionsKit, sandboxBrowser } from './connections';

/** Test helpers for /api/core-users, through app.request on the real database. */
export function coreUsersKit(t: TTestApp) {
  const post = (session: TSession, path: string, body: unknown) =>
    t.post(`/api/core-users${path}`, body, bearer(session));

  const list = async (session: TSession): Promise<TCoreUser[]> => {
    const res = await t.request('/api/core-users', { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZCoreUsersAnswer.strict().parse(await res.json()).core_users;
  };
  const names = async (session: TSession) => (await list(session)).map((u) => u.username);

  const add = async (session: TSession, username: string): Promise<TCoreUser> => {
    const res = await post(session, '/add', { username });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZCoreUserAddAnswer.strict().parse(await res.json()).added_user;
  };

  const importSheet = async (session: TSession, sheetsUrl: string): Promise<TSheetImportAnswer> => {
    const res = await post(session, '/import-sheet', { sheets_url: sheetsUrl });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZSheetImportAnswer.strict().parse(await res.json());
  };

  /** Usernames of the sandbox network's generated accounts (seeded by the first connection). */
  const networkAccounts = async (n: number) => {
    const rows = await t.database.db
      .select()
      .from(sandboxAccounts)
      .where(isNotNull(sandboxAccounts.seq))
      .orderBy(asc(sandboxAccounts.seq))
      .limit(n);
    expect(rows.length).toBe(n);
    return rows;
  };

  return { post, list, names, add, importSheet, networkAccounts };
}

/**
 * For the sheet import tests: an app reading Google Sheets from a fake Google (reset before each
 * test), users connected to the sandbox network, and public sheets on the fake.
 */
export function useSheetImportApp() {
  const fake = openedForAll(() => startFakeSheetsServer());
  const t = useTestApp(() => ({ GOOGLE_SHEETS_BASE_URL: fake.url, GOOGLE_SHEETS_TIMEOUT_MS: '1500' }));
  beforeEach(() => fake.reset());
  const kit = coreUsersKit(t);
  const browser = sandboxBrowser(t, connectionsKit(t));
  /** Usernames of 300 accounts X (the sandbox network) knows, read by the first connectedUser(). */
  const known: string[] = [];

  const connectedUser = async (): Promise<TSession> => {
    const session = await t.signUpAndConfirm(uniqueEmail('sheet'));
    await browser.connect(session);
    if (known.length === 0) known.push(...(await kit.networkAccounts(300)).map((a) => a.username));
    return session;
  };

  let sheets = 0;
  /** A sheet on the fake Google, and the link a user would paste for it. */
  const publicSheet = (csv: string, gid = 0): string => {
    sheets += 1;
    const id = `sheet${sheets}_${Math.random().toString(36).slice(2, 10)}`;
    fake.setSheet(id, gid, csv);
    return `https://docs.google.com/spreadsheets/d/${id}/edit#gid=${gid}`;
  };

  return { fake, t, kit, known, connectedUser, publicSheet };
}
