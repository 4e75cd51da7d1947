import { expect } from 'vitest';
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
import { bearer, type TTestApp } from '../harness';

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
