/**
 * The drafting models' providers as both ends show them, without zod: Settings and analytics name
 * them and ask for what each needs; the schemas (./drafting-model, ./model-settings) check them.
 */

/** Where a user's own model runs. */
export const MODEL_PROVIDERS = [
  'openai',
  'anthropic',
  'openrouter',
  'groq',
  'ollama',
  'openai-compatible',
] as const;
type TProvider = (typeof MODEL_PROVIDERS)[number];

/** How the instance's own model is configured (LLM_PROVIDER). */
export const INSTANCE_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;

/**
 * What each provider asks of the user: an API key (required, optional or none), and where calls go
 * (`fixed`: the provider's own address; `own`: a base URL the user gives; `ollama`: the server's
 * Ollama). `modelExample` is a model name that provider serves, shown as a hint.
 */
export const MODEL_PROVIDER_INFO: Record<
  TProvider,
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
export const DRAFTING_PROVIDER_LABELS: Record<'offline' | TProvider, string> = {
  offline: 'Demo writer',
  ...Object.fromEntries(MODEL_PROVIDERS.map((p) => [p, MODEL_PROVIDER_INFO[p].label])),
} as Record<'offline' | TProvider, string>;

/**
 * Where drafting models are chosen, in the same words wherever the product says it (the agent
 * chat, with or without a model): each user chooses; the operator sets the default and the limits.
 */
export const MODEL_CHOICE_ACCOUNT =
  'Each user chooses their own drafting model under Settings › Drafting model: a provider key (OpenAI, Anthropic, OpenRouter, Groq), Ollama on this server, or their own OpenAI-compatible server. The server’s operator sets the default for users who choose none, and which model servers are allowed.';

export const MODEL_SETTINGS_LIMITS = { model: 200, apiKey: 512, baseUrl: 2048 } as const;
