import type { TModelSettings } from '@gatling/shared/api/model-settings';

/** GET /settings/model with no model of the user's own: the instance drafts, here offline. */
export const INSTANCE_OFFLINE: TModelSettings = {
  drafting: { source: 'instance', provider: 'offline', model: null },
  instance: { provider: 'offline', model: null },
  own: null,
  custom_servers_allowed: true,
};

/** GET /settings/model with the user's own OpenAI key saved (named by WXYZ), drafting with it. */
export const OWN_OPENAI: TModelSettings = {
  ...INSTANCE_OFFLINE,
  drafting: { source: 'own', provider: 'openai', model: 'gpt-4.1-mini' },
  own: {
    provider: 'openai',
    model: 'gpt-4.1-mini',
    base_url: null,
    base_url_allowed: true,
    api_key: { set: true, last4: 'WXYZ' },
    updated_at: '2026-11-20T10:00:00.000Z',
  },
};
