import { eq, sql } from 'drizzle-orm';
import type { TOwnModel } from '@gatling/shared/api/model-settings';
import { perDatabase, type TDb } from '../../db/client';
import { userModelSettings } from '../../db/schema/model-settings';

export type TModelSettingsRow = typeof userModelSettings.$inferSelect;

/** Keys shorter than this show no characters back: four would give away too much of them. */
const LAST4_FROM_LENGTH = 12;

export async function readModelSettingsRow(db: TDb, userId: string): Promise<TModelSettingsRow | null> {
  const [row] = await db.select().from(userModelSettings).where(eq(userModelSettings.userId, userId));
  return row ?? null;
}

/**
 * The row and its version: the id of the transaction that wrote it (its xmin), as the database's
 * announcement of that write names it (migration 0016). No row: null.
 */
export async function readVersionedModelSettingsRow(
  db: TDb,
  userId: string,
): Promise<{ row: TModelSettingsRow; version: string } | null> {
  const [found] = await versionedRowStatement(db).execute({ userId });
  return found ?? null;
}

/** The router's read, built once for each database (every opening of the app by a user it does not know). */
const versionedRowStatement = perDatabase((db) =>
  db
    .select({ row: userModelSettings, version: sql<string>`${userModelSettings}.xmin::text` })
    .from(userModelSettings)
    .where(eq(userModelSettings.userId, sql.placeholder('userId')))
    .prepare('gatling_model_settings_row'),
);

/**
 * The user's row as another statement reads it beside its own (the session's, at every opening of
 * the app: auth/verify-session.ts): its join on the users table aliased `u`, and its columns, which
 * versionedRowOfColumns reads back. Every column is named `m_…`, so none meets the statement's own.
 */
export const MODEL_SETTINGS_BESIDE = {
  join: sql`left join user_model_settings m on m.user_id = u.id`,
  columns: sql`m.user_id as m_user_id, m.provider as m_provider, m.model as m_model,
    m.base_url as m_base_url, m.api_key_sealed as m_api_key_sealed, m.api_key_last4 as m_api_key_last4,
    m.created_at as m_created_at, m.updated_at as m_updated_at, m.xmin::text as m_version`,
};

/** The row (and its version) MODEL_SETTINGS_BESIDE's columns hold; null when the user has none. */
export function versionedRowOfColumns(
  columns: Record<string, unknown>,
): { row: TModelSettingsRow; version: string } | null {
  if (typeof columns.m_user_id !== 'string') return null;
  const text = (key: string) => (typeof columns[key] === 'string' ? (columns[key] as string) : null);
  return {
    row: {
      userId: columns.m_user_id,
      provider: columns.m_provider as TModelSettingsRow['provider'],
      model: text('m_model') ?? '',
      baseUrl: text('m_base_url'),
      apiKeySealed: text('m_api_key_sealed'),
      apiKeyLast4: text('m_api_key_last4'),
      createdAt: new Date(columns.m_created_at as string | Date),
      updatedAt: new Date(columns.m_updated_at as string | Date),
    },
    version: text('m_version') ?? '',
  };
}

export const keyLast4 = (key: string) => (key.length >= LAST4_FROM_LENGTH ? key.slice(-4) : null);

/**
 * The row as the browser may see it: whether a key is saved and how it ends, never the key; and
 * whether its address is still one the operator allows (`baseUrlAllowed`).
 */
export function toOwnModel(row: TModelSettingsRow, baseUrlAllowed: boolean): TOwnModel {
  return {
    provider: row.provider,
    model: row.model,
    base_url: row.baseUrl,
    base_url_allowed: baseUrlAllowed,
    api_key: { set: row.apiKeySealed !== null, last4: row.apiKeySealed ? row.apiKeyLast4 : null },
    updated_at: row.updatedAt.toISOString(),
  };
}
