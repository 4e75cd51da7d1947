import { z } from 'zod';
import { INSTANCE_PROVIDERS, ZDraftingModel, ZModelProvider } from './drafting-model';
import { MODEL_SETTINGS_LIMITS } from './model-providers';

export * from './drafting-model';
export {
  DRAFTING_PROVIDER_LABELS,
  MODEL_CHOICE_ACCOUNT,
  MODEL_PROVIDER_INFO,
  MODEL_SETTINGS_LIMITS,
} from './model-providers';

/**
 * The model that drafts a user's replies: the instance's (set by the operator's environment) or the
 * user's own, chosen under Settings › Drafting model (GET/PUT/DELETE /api/settings/model).
 */

const modelName = z
  .string()
  .trim()
  .min(1, 'Enter a model name')
  .max(MODEL_SETTINGS_LIMITS.model, `A model name has at most ${MODEL_SETTINGS_LIMITS.model} characters`)
  .regex(/^[^\s\p{C}]+$/u, 'A model name has no spaces');

const apiKey = z
  .string()
  .trim()
  .min(1, 'Enter the API key, or leave it out to keep the saved one')
  .max(MODEL_SETTINGS_LIMITS.apiKey, `An API key has at most ${MODEL_SETTINGS_LIMITS.apiKey} characters`)
  .regex(/^[\x21-\x7E]+$/, 'An API key is one word of letters, digits and signs');

const baseUrl = z
  .string()
  .trim()
  .max(MODEL_SETTINGS_LIMITS.baseUrl, `An address has at most ${MODEL_SETTINGS_LIMITS.baseUrl} characters`);

/**
 * The body of PUT /api/settings/model and POST /api/settings/model/test. `api_key`: a new key;
 * null removes the saved one; left out, the saved key is kept while the provider (and, for a
 * compatible server, its address) stays the same. `base_url` only for an OpenAI-compatible server.
 */
export const ZModelSettingsInput = z.object({
  provider: ZModelProvider,
  model: modelName,
  api_key: apiKey.nullable().optional(),
  base_url: baseUrl.nullable().optional(),
});
export type TModelSettingsInput = z.input<typeof ZModelSettingsInput>;

/** A user's own model as the browser sees it: never the key, only whether one is saved and its end. */
export const ZOwnModel = z.object({
  provider: ZModelProvider,
  model: z.string(),
  base_url: z.string().nullable(),
  base_url_allowed: z
    .boolean()
    .describe(
      'false: this server no longer allows base_url (saved under an earlier policy); calls on this setting fail until another model is chosen. Always true without a base_url.',
    ),
  api_key: z.object({
    set: z.boolean(),
    last4: z.string().nullable().describe('The last four characters of a saved key of 12 or more.'),
  }),
  updated_at: z.string(),
});
export type TOwnModel = z.infer<typeof ZOwnModel>;

/** GET /api/settings/model, and the answer of PUT and DELETE. */
export const ZModelSettings = z.object({
  drafting: ZDraftingModel,
  instance: z.object({ provider: z.enum(INSTANCE_PROVIDERS), model: z.string().nullable() }),
  own: ZOwnModel.nullable(),
  custom_servers_allowed: z
    .boolean()
    .describe(
      'Whether this server accepts any OpenAI-compatible server address (LLM_ALLOWED_BASE_URLS, or LLM_ALLOW_LOOPBACK for its own addresses).',
    ),
});
export type TModelSettings = z.infer<typeof ZModelSettings>;

export const ZOllamaModel = z.object({
  name: z.string(),
  size_bytes: z.number().nullable(),
  parameter_size: z.string().nullable(),
  family: z.string().nullable(),
  modified_at: z.string().nullable(),
});
export type TOllamaModel = z.infer<typeof ZOllamaModel>;

/** GET /api/settings/model/ollama: the server's Ollama and the models it has pulled. */
export const ZOllamaModels = z.object({
  status: z
    .enum(['running', 'not_running', 'disabled'])
    .describe("'disabled': the operator turned discovery off (OLLAMA_URL=off)."),
  models: z.array(ZOllamaModel),
});
export type TOllamaModels = z.infer<typeof ZOllamaModels>;

/**
 * The body of POST /api/settings/model/available: an OpenAI-compatible server's address, and its key
 * when it asks for one (left out: the saved key while the saved setting is this server's; null: none).
 */
export const ZServerModelsInput = z.object({
  base_url: baseUrl,
  api_key: apiKey.nullable().optional(),
});
export type TServerModelsInput = z.input<typeof ZServerModelsInput>;

/** POST /api/settings/model/available: the models a compatible server lists, to pick one. */
export const ZServerModels = z.object({
  models: z
    .array(z.string())
    .describe('The ids GET {base_url}/models lists, sorted; those that cannot be a model name are left out.'),
  detail: z
    .string()
    .nullable()
    .describe(
      'Why no model is listed (the server lists none, does not list them, refused the key, could not be reached); null when some are.',
    ),
});
export type TServerModels = z.infer<typeof ZServerModels>;

/** POST /api/settings/model/test: one short call to the model; `detail` says why it failed. */
export const ZModelTestAnswer = z.object({
  ok: z.boolean(),
  detail: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type TModelTestAnswer = z.infer<typeof ZModelTestAnswer>;
