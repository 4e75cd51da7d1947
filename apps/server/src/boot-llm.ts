import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { TLogger } from './lib/logger';
import { createModelService } from './integrations/llm/model-service';
import { offlineAgentChat } from './drafting/offline/agent-chat';
import { createOfflineService } from './stand-ins/offline-model/offline-service';
import type { TModelTarget } from './integrations/llm/providers';
import type { LanguageService } from './integrations/llm/types';

/**
 * The configured model behind the LanguageService, or the offline drafter when none is
 * (LLM_PROVIDER=offline, the default). The configuration already requires LLM_MODEL for every
 * provider, LLM_API_KEY for OpenAI and Anthropic, and LLM_BASE_URL for a compatible server.
 */
export function createLanguageService(deps: { config: TConfig; db: TDb; logger: TLogger }): LanguageService {
  const target = modelTarget(deps.config);
  if (!target) return createOfflineService({ chat: offlineAgentChat });
  return createModelService({
    target,
    timeoutMs: deps.config.LLM_TIMEOUT_MS,
    maxRetries: deps.config.LLM_MAX_RETRIES,
    pricing: {
      inputUsdPerMtok: deps.config.LLM_INPUT_USD_PER_MTOK,
      outputUsdPerMtok: deps.config.LLM_OUTPUT_USD_PER_MTOK,
    },
    db: deps.db,
    logger: deps.logger,
  });
}

function modelTarget(config: TConfig): TModelTarget | null {
  const { LLM_PROVIDER: kind, LLM_MODEL: model, LLM_API_KEY: apiKey, LLM_BASE_URL: baseUrl } = config;
  if (kind === 'offline') return null;
  const missing = (key: string) => new Error(`${key} is required when LLM_PROVIDER is ${kind}`);
  if (!model) throw missing('LLM_MODEL');
  if (kind === 'openai-compatible') {
    if (!baseUrl) throw missing('LLM_BASE_URL');
    return { kind, model, baseUrl, apiKey };
  }
  if (!apiKey) throw missing('LLM_API_KEY');
  return { kind, model, apiKey, baseUrl };
}
