import { z } from 'zod';
import {
  INSTANCE_PROVIDERS,
  MODEL_PROVIDERS,
  ZDraftingModel,
  ZModelProvider,
  type TDraftingProvider,
  type TModelProvider,
} from './drafting-model';

export * from './drafting-model';

/**
 * The model that drafts a user's replies: the instance's (set by the operator's environment) or the
 * user's own, chosen under Settings › Drafting model (GET/PUT/DELETE /api/settings/model).
 */

/**
 * What each provider asks of the user: an API key (required, optional or none), and where calls go
 * (`fixed`: the provider's own address; `own`: a base URL the user gives; `ollama`: the server's
 * Ollama). `modelExample` is a model name that provider serves, shown as a hint.
 */
export const MODEL_PROVIDER_INFO: Record<
  TModelProvider,
  {
    label: string;
    key: 'required' | 'optional' | 'none';
    address: 'fixed' | 'own' | 'ollama';
    modelExample: string;
  }
> = {
  openai: { label: 'OpenAI', key: 'required', address: 'fixed', modelExample: 'gpt-4.1-mini' },
  anthropic: { label: 'Anthropic', key: 'required', address: 'fixed', modelExample: 'claude-sonnet-4-5' },
  openrouter: {
    label: 'OpenRouter',
    key: 'required',
    address: 'fixed',
    modelExample: 'meta-llama/llama-3.3-70b-instruct',
  },
  groq: { label: 'Groq', key: 'required', address: 'fixed', modelExample: 'llama-3.3-70b-versatile' },
  ollama: { label: 'Ollama on this server', key: 'none', address: 'ollama', modelExample: 'llama3.2' },
  'openai-compatible': {
    label: 'OpenAI-compatible server (vLLM, llama.cpp…)',
    key: 'optional',
    address: 'own',
    modelExample: 'Qwen/Qwen2.5-7B-Instruct',
  },
};

/** Display names of every drafting provider, the instance's kinds included. */
export const DRAFTING_PROVIDER_LABELS: Record<TDraftingProvider, string> = {
  offline: 'Demo writer',
  ...Object.fromEntries(MODEL_PROVIDERS.map((p) => [p, MODEL_PROVIDER_INFO[p].label])),
} as Record<TDraftingProvider, string>;

/**
 * Where drafting models are chosen, in the same words wherever the product says it (the agent
 * chat, with or without a model): each user chooses; the operator sets the default and the limits.
 */
export const MODEL_CHOICE_ACCOUNT =
  'Each user chooses their own drafting model under Settings › Drafting model: a provider key (OpenAI, Anthropic, OpenRouter, Groq), Ollama on this server, or their own OpenAI-compatible server. The server’s operator sets the default for users who choose none, and which model servers are allowed.';

export const MODEL_SETTINGS_LIMITS = { model: 200, apiKey: 512, baseUrl: 2048 } as const;

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
