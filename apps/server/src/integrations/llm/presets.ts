import { MODEL_PROVIDER_INFO, type TModelProvider } from '@gatling/shared/api/model-settings';
import { ollamaChatBaseUrl } from './ollama';
import type { TModelTarget } from './providers';

/**
 * The addresses of the hosted presets. Always passed to the SDK: left out, it would read
 * OPENAI_BASE_URL or ANTHROPIC_BASE_URL from the environment and could send users' keys there.
 */
export const PRESET_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  groq: 'https://api.groq.com/openai/v1',
} as const;
export type TPresetWithAddress = keyof typeof PRESET_BASE_URLS;

/** A user's own model as stored, the key opened. */
export type TOwnModelSpec = {
  provider: TModelProvider;
  model: string;
  apiKey: string | null;
  /** Only for an OpenAI-compatible server. */
  baseUrl: string | null;
};

export type TPresetAddresses = {
  /** The server's Ollama, or null when discovery is off. */
  ollamaUrl: string | null;
  /** Presets the operator sends elsewhere (a proxy). */
  presetBaseUrls: Partial<Record<TPresetWithAddress, string>>;
};

/** Why a stored setting cannot be turned into a target. */
export class OwnModelUnusable extends Error {}

/**
 * Where a user's own model runs: a preset's fixed address (or the operator's replacement), the
 * server's Ollama through its OpenAI-compatible /v1, or the user's server. None follows a redirect:
 * a user's key goes only to the address the preset or the allowlist names.
 */
export function ownModelTarget(spec: TOwnModelSpec, addresses: TPresetAddresses): TModelTarget {
  const { provider, model } = spec;
  const key = spec.apiKey ?? undefined;
  const needKey = (): string => {
    if (!key) throw new OwnModelUnusable(`${MODEL_PROVIDER_INFO[provider].label} needs an API key`);
    return key;
  };
  switch (provider) {
    case 'openai':
    case 'anthropic':
      return {
        kind: provider,
        model,
        apiKey: needKey(),
        baseUrl: addresses.presetBaseUrls[provider] ?? PRESET_BASE_URLS[provider],
        refuseRedirects: true,
      };
    case 'openrouter':
    case 'groq':
      return {
        kind: 'openai-compatible',
        provider,
        model,
        apiKey: needKey(),
        baseUrl: addresses.presetBaseUrls[provider] ?? PRESET_BASE_URLS[provider],
        refuseRedirects: true,
      };
    case 'ollama':
      if (!addresses.ollamaUrl) throw new OwnModelUnusable('Ollama is turned off on this server');
      return {
        kind: 'openai-compatible',
        provider,
        model,
        baseUrl: ollamaChatBaseUrl(addresses.ollamaUrl),
        refuseRedirects: true,
      };
    case 'openai-compatible':
      if (!spec.baseUrl) throw new OwnModelUnusable('an OpenAI-compatible server needs its address');
      return { kind: provider, model, baseUrl: spec.baseUrl, apiKey: key, refuseRedirects: true };
  }
}
