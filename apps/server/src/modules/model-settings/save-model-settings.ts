import type { z } from 'zod';
import type { TModelSettings, ZModelSettingsInput } from '@gatling/shared/api/model-settings';
import { userModelSettings } from '../../db/schema/model-settings';
import { getModelSettings } from './get-model-settings';
import type { TModelRouter } from './model-router';
import { resolveSettingsInput, type TModelSettingsContext } from './settings-input';

/**
 * PUT /api/settings/model: the user's own model, from their next call on, in every process (this
 * one forgets the old service at once; the others when the database announces the change).
 */
export async function saveModelSettings(
  ctx: TModelSettingsContext & { models: TModelRouter },
  userId: string,
  input: z.output<typeof ZModelSettingsInput>,
): Promise<TModelSettings> {
  const resolved = await resolveSettingsInput(ctx, userId, input);
  const fields = {
    provider: resolved.spec.provider,
    model: resolved.spec.model,
    baseUrl: resolved.spec.baseUrl,
    apiKeySealed: resolved.apiKeySealed,
    apiKeyLast4: resolved.apiKeyLast4,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(userModelSettings)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: userModelSettings.userId, set: fields });
  ctx.models.forget(userId);
  return getModelSettings(ctx, userId);
}
