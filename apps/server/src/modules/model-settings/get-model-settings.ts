import type { TModelSettings } from '@gatling/shared/api/model-settings';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { baseUrlPolicy, customServersAllowed, isAllowedStoredBaseUrl } from './base-url-policy';
import { instanceModel, type TModelRouter } from './model-router';
import { readModelSettingsRow, toOwnModel } from './settings-row';

export type TModelSettingsReadContext = {
  db: TDb;
  config: Pick<TConfig, 'llmAllowedBaseUrls' | 'ollamaUrl' | 'LLM_ALLOW_LOOPBACK'>;
  models: Pick<TModelRouter, 'instance'>;
};

/**
 * GET /api/settings/model: who drafts for the user, the instance's model, and their own setting,
 * with whether its address is still allowed (the router does not call one that is not).
 */
export async function getModelSettings(
  ctx: TModelSettingsReadContext,
  userId: string,
): Promise<TModelSettings> {
  const row = await readModelSettingsRow(ctx.db, userId);
  const instance = instanceModel(ctx.models.instance);
  const policy = baseUrlPolicy(ctx.config);
  const addressAllowed = (r: NonNullable<typeof row>) =>
    r.provider !== 'openai-compatible' || isAllowedStoredBaseUrl(r.baseUrl, policy);
  return {
    drafting: row ? { source: 'own', provider: row.provider, model: row.model } : instance,
    instance: {
      provider: ctx.models.instance.kind,
      model: instance.model,
    },
    own: row ? toOwnModel(row, addressAllowed(row)) : null,
    custom_servers_allowed: customServersAllowed(policy),
  };
}
