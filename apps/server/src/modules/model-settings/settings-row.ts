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
