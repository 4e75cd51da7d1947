import { z } from 'zod';
import { CORE_USER_PLATFORMS } from '../spec';

/** Longest username text accepted before any platform check (X allows 15; a Bluesky handle is a domain name, up to 253). */
export const CORE_USERNAME_MAX = 253;
/** Most core users one account keeps. */
export const CORE_USERS_MAX = 1000;
/** Most rows read from one imported sheet. */
export const SHEET_IMPORT_MAX_ROWS = 1000;

export const ZCoreUserPlatform = z.enum(CORE_USER_PLATFORMS);

/** docs/product/data.md Core user. */
export const ZCoreUser = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string().describe('Without the leading @, as the platform spells it.'),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  platform: ZCoreUserPlatform,
  created_at: z.string(),
});
export type TCoreUser = z.infer<typeof ZCoreUser>;

/** GET /api/core-users. */
export const ZCoreUsersAnswer = z.object({ core_users: z.array(ZCoreUser) });
export type TCoreUsersAnswer = z.infer<typeof ZCoreUsersAnswer>;

const username = z
  .string()
  .transform((v) => v.trim().replace(/^@+/, '').trim())
  .pipe(
    z
      .string()
      .min(1, 'Enter a username')
      .max(CORE_USERNAME_MAX, `A username has at most ${CORE_USERNAME_MAX} characters`),
  );

/** POST /api/core-users/add: trimmed, leading @ removed; platform defaults to twitter. */
export const ZCoreUserAddInput = z.object({
  username,
  platform: ZCoreUserPlatform.default('twitter'),
});
export type TCoreUserAddInput = z.input<typeof ZCoreUserAddInput>;

export const ZCoreUserAddAnswer = z.object({ added_user: ZCoreUser });
export type TCoreUserAddAnswer = z.infer<typeof ZCoreUserAddAnswer>;

/** POST /api/core-users/remove. */
export const ZCoreUserRemoveInput = z.object({
  username,
  platform: ZCoreUserPlatform.default('twitter'),
});
export type TCoreUserRemoveInput = z.input<typeof ZCoreUserRemoveInput>;

export const ZCoreUserRemoveAnswer = z.object({ removed_username: z.string() });
export type TCoreUserRemoveAnswer = z.infer<typeof ZCoreUserRemoveAnswer>;

/** POST /api/core-users/import-sheet: a Google Sheets link shared as 'anyone with the link'. */
export const ZSheetImportInput = z.object({
  sheets_url: z.string().trim().min(1, 'Paste the link of a Google Sheet').max(2048, 'The link is too long'),
});
export type TSheetImportInput = z.infer<typeof ZSheetImportInput>;

/**
 * Answer of the import. `added_users` are new core users; `already_added` were in the list before;
 * `invalid_usernames` are names the platform does not know or that are not usernames at all;
 * `error` is a readable note when the import stopped early (e.g. the row limit), else null.
 */
export const ZSheetImportAnswer = z.object({
  added_users: z.array(ZCoreUser),
  already_added: z.array(z.string()),
  invalid_usernames: z.array(z.string()),
  error: z.string().nullable(),
});
export type TSheetImportAnswer = z.infer<typeof ZSheetImportAnswer>;

/** Longest text the account suggestions search for (X display names have at most 50 characters). */
export const SUGGESTION_QUERY_MAX = 50;
/** Most accounts one suggestion answer lists. */
export const SUGGESTIONS_MAX = 8;

/** GET /api/core-users/suggestions?q=: trimmed, a leading @ ignored. */
export const ZCoreUserSuggestionsQuery = z.object({
  q: z
    .string({ error: 'Add q: part of a username or display name' })
    .max(200, `Search with at most ${SUGGESTION_QUERY_MAX} characters`)
    .transform((v) => v.trim().replace(/^@+/, '').trim())
    .pipe(
      z
        .string()
        .min(1, 'Type part of a username or display name')
        .max(SUGGESTION_QUERY_MAX, `Search with at most ${SUGGESTION_QUERY_MAX} characters`),
    ),
});
export type TCoreUserSuggestionsQuery = z.input<typeof ZCoreUserSuggestionsQuery>;

/** An account of the simulated network offered while a handle is typed. */
export const ZSuggestedAccount = z.object({
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type TSuggestedAccount = z.infer<typeof ZSuggestedAccount>;

/**
 * `available` is false when the platform is the live X: its accounts are not listed (a user search
 * there is billed), and `accounts` is empty.
 */
export const ZCoreUserSuggestionsAnswer = z.object({
  available: z.boolean(),
  accounts: z.array(ZSuggestedAccount).max(SUGGESTIONS_MAX),
});
export type TCoreUserSuggestionsAnswer = z.infer<typeof ZCoreUserSuggestionsAnswer>;
