import {
  CORE_USERS_MAX,
  SHEET_IMPORT_MAX_ROWS,
  type TSheetImportAnswer,
} from '@gatling/shared/api/core-users';
import { coreUsers } from '../../db/schema/core-users';
import { AppError } from '../../errors';
import type { TPlatformProfile } from '../../integrations/platform/types';
import { parseSheetsUrl } from '../../integrations/sheets/sheets-url';
import { parseCsv } from '../../lib/csv';
import type { TCoreUsersContext } from './context';
import { rowFromProfile, selectCoreUsers, toCoreUser } from './core-user-row';
import { lookupFailure, requireTwitterAccess, type TTwitterAccess } from './platform-access';
import { NOT_SHEETS_DETAIL, PUBLISHED_DETAIL, sheetFailure } from './sheet-failure';
import { usernamesFromRows } from './sheet-usernames';
import { usernameKey } from './usernames';

/** X looks up at most 100 usernames per request. */
export const LOOKUP_BATCH = 100;
export const EMPTY_SHEET_DETAIL =
  'The sheet has no usernames: put one X username per row in its first column';

type TLookup = { found: TPlatformProfile[]; missing: string[]; unchecked: number; stopped: string | null };

/**
 * Looks names up in batches. A failure on the first batch is the answer (nothing was checked);
 * a later one keeps what was checked and says why the rest was not.
 */
async function lookUp(ctx: TCoreUsersContext, userId: string, access: TTwitterAccess, names: string[]) {
  const result: TLookup = { found: [], missing: [], unchecked: 0, stopped: null };
  for (let i = 0; i < names.length; i += LOOKUP_BATCH) {
    const batch = names.slice(i, i + LOOKUP_BATCH);
    try {
      const { found } = await access.provider.getUsersByUsernames(access.credentials, batch);
      const byKey = new Map(found.map((p) => [usernameKey(p.username), p]));
      for (const name of batch) {
        const profile = byKey.get(usernameKey(name));
        if (profile) result.found.push(profile);
        else result.missing.push(name);
      }
    } catch (err) {
      const failure = await lookupFailure(err, ctx, userId);
      if (!failure || i === 0) throw failure ?? err;
      result.unchecked = names.length - i;
      result.stopped = `${result.unchecked} usernames were not checked (${failure.detail}): import the sheet again later.`;
      break;
    }
  }
  return result;
}

/**
 * POST /core-users/import-sheet (docs/product/api.md#core-users): reads the first column of a public Google
 * Sheet and adds every X account it names. Existing core users go to already_added; non-usernames and names X
 * does not know to invalid_usernames; `error` says what was left out (row limit, full list, a lookup that
 * stopped), or is null.
 */
export async function importCoreUsers(
  ctx: TCoreUsersContext,
  userId: string,
  sheetsUrl: string,
): Promise<TSheetImportAnswer> {
  const link = parseSheetsUrl(sheetsUrl);
  if (!link.ok) {
    throw new AppError(
      'VALIDATION_FAILED',
      link.reason === 'published' ? PUBLISHED_DETAIL : NOT_SHEETS_DETAIL,
    );
  }
  const access = await requireTwitterAccess(ctx, userId);
  let parsed;
  try {
    parsed = usernamesFromRows(parseCsv(await ctx.sheets.fetchCsv(link.sheet)));
  } catch (err) {
    throw sheetFailure(err, ctx.sheets.maxBytes, ctx.logger) ?? err;
  }
  if (parsed.names.length === 0 && parsed.invalid.length === 0) {
    throw new AppError('VALIDATION_FAILED', EMPTY_SHEET_DETAIL);
  }

  const existing = new Map(
    (await selectCoreUsers(ctx.db, userId, 'twitter')).map((r) => [r.usernameKey, r.username]),
  );
  const alreadyAdded = parsed.names.flatMap((n) => existing.get(usernameKey(n)) ?? []);
  const lookup = await lookUp(
    ctx,
    userId,
    access,
    parsed.names.filter((n) => !existing.has(usernameKey(n))),
  );

  const room = Math.max(0, CORE_USERS_MAX - existing.size);
  const start = Date.now();
  const rows = lookup.found
    .slice(0, room)
    // A millisecond apart, so the list keeps the sheet's order.
    .map((profile, i) => rowFromProfile(userId, profile, new Date(start + i)));
  const added = rows.length
    ? await ctx.db.insert(coreUsers).values(rows).onConflictDoNothing().returning()
    : [];
  const addedKeys = new Set(added.map((r) => r.usernameKey));
  // Rows the insert skipped were added meanwhile by another request of the same user.
  for (const row of rows) if (!addedKeys.has(row.usernameKey)) alreadyAdded.push(row.username);

  const notes: string[] = [];
  if (parsed.truncated) notes.push(`Only the first ${SHEET_IMPORT_MAX_ROWS} rows of the sheet were read.`);
  const over = lookup.found.length - rows.length;
  if (over > 0)
    notes.push(`${over} accounts were not added: you can keep at most ${CORE_USERS_MAX} core users.`);
  if (lookup.stopped) notes.push(lookup.stopped);

  return {
    added_users: added.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toCoreUser),
    already_added: alreadyAdded,
    invalid_usernames: [...parsed.invalid, ...lookup.missing],
    error: notes.length ? notes.join(' ') : null,
  };
}
