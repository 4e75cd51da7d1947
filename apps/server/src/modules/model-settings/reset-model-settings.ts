import { eq } from 'drizzle-orm';
import type { TModelSettings } from '@gatling/shared/api/model-settings';
import { userModelSettings } from '../../db/schema/model-settings';
import { getModelSettings, type TModelSettingsReadContext } from './get-model-settings';
import type { TModelRouter } from './model-router';

/** DELETE /api/settings/model: back to the instance's model; the saved key is gone with the row. */
export async function resetModelSettings(
  ctx: TModelSettingsReadContext & { models: TModelRouter },
  userId: string,
): Promise<TModelSettings> {
  await ctx.db.delete(userModelSettings).where(eq(userModelSettings.userId, userId));
  ctx.models.forget(userId);
  return getModelSettings(ctx, userId);
}
