import type { TModelSettings } from '@gatling/shared/api/model-settings';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { baseUrlPolicy, customServersAllowed } from './base-url-policy';
import { instanceModel, type TModelRouter } from './model-router';
import { readModelSettingsRow, toOwnModel } from './settings-row';

export type TModelSettingsReadContext = {
  db: TDb;
  config: Pick<TConfig, 'llmAllowedBaseUrls' | 'NODE_ENV'>;
  models: Pick<TModelRouter, 'instance'>;
};

/** GET /api/settings/model: who drafts for the user, the instance's model, and their own setting. */
export async function getModelSettings(
  ctx: TModelSettingsReadContext,
  userId: string,
): Promise<TModelSettings> {
  const row = await readModelSettingsRow(ctx.db, userId);
  const instance = instanceModel(ctx.models.instance);
  return {
    drafting: row ? { source: 'own', provider: row.provider, model: row.model } : instance,
    instance: {
      provider: ctx.models.instance.kind,
      model: instance.model,
    },
    own: row ? toOwnModel(row) : null,
    custom_servers_allowed: customServersAllowed(baseUrlPolicy(ctx.config)),
  };
}
