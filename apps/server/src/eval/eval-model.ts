import {
  MODEL_PROVIDER_INFO,
  MODEL_PROVIDERS,
  type TModelProvider,
} from '@gatling/shared/api/model-settings';
import { inArray, sum } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { llmCalls } from '../db/schema/llm';
import type { TTokens } from '../integrations/llm/usage';
import { modelPricing } from '../integrations/llm/model-prices';
import { createModelService } from '../integrations/llm/model-service';
import { ownModelTarget } from '../integrations/llm/presets';
import type { LanguageService } from '../integrations/llm/types';
import type { TLogger } from '../lib/logger';

/** A bad command line: said in one line, without a stack. */
export class EvalUsageError extends Error {}

/** Where each provider's key is read from, before the general LLM_API_KEY. */
const KEY_VARIABLES: Partial<Record<TModelProvider, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  openrouter: 'OPENROUTER_API_KEY',
  groq: 'GROQ_API_KEY',
};

/**
 * The language service of `--model PROVIDER:MODEL` ("openai:gpt-4o-mini", "ollama:llama3.1:8b"),
 * built as a user's own model of that provider is (presets.ts): the preset's address (or the
 * operator's LLM_PRESET_BASE_URLS), Ollama at OLLAMA_URL, an OpenAI-compatible server at
 * LLM_BASE_URL. The key comes from the provider's own variable (OPENAI_API_KEY, ANTHROPIC_API_KEY,
 * OPENROUTER_API_KEY, GROQ_API_KEY) or LLM_API_KEY.
 */
export function evalModelService(
  spec: string,
  deps: {
    config: Pick<
      TConfig,
      'ollamaUrl' | 'llmPresetBaseUrls' | 'LLM_BASE_URL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_RETRIES'
    >;
    db: TDb;
    logger: TLogger;
    env: Record<string, string | undefined>;
  },
): LanguageService {
  const colon = spec.indexOf(':');
  const provider = spec.slice(0, Math.max(0, colon));
  const model = spec.slice(colon + 1).trim();
  if (colon < 0 || !model || !(MODEL_PROVIDERS as readonly string[]).includes(provider)) {
    throw new EvalUsageError(
      `--model takes PROVIDER:MODEL, the provider one of ${MODEL_PROVIDERS.join(', ')} (e.g. openai:gpt-4o-mini)`,
    );
  }
  const kind = provider as TModelProvider;
  const variable = KEY_VARIABLES[kind];
  const apiKey = (variable ? deps.env[variable] : undefined) ?? deps.env.LLM_API_KEY ?? null;
  const { config } = deps;
  let target;
  try {
    target = ownModelTarget(
      {
        provider: kind,
        model,
        apiKey,
        baseUrl: kind === 'openai-compatible' ? (config.LLM_BASE_URL ?? null) : null,
      },
      { ollamaUrl: config.ollamaUrl, presetBaseUrls: config.llmPresetBaseUrls },
    );
  } catch (err) {
    const where = variable ? `${variable} or LLM_API_KEY` : 'LLM_BASE_URL';
    throw new EvalUsageError(`${err instanceof Error ? err.message : String(err)} (set ${where})`);
  }
  return createModelService({
    target,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    pricing: modelPricing(target, {}),
    db: deps.db,
    logger: deps.logger,
    own: { provider: MODEL_PROVIDER_INFO[kind].label, model },
  });
}

/**
 * The tokens the drafting calls recorded in `db` have used (input and output, as the provider
 * reported them): read before and after a run, the difference is what the run's drafts cost.
 */
export async function draftingTokens(db: TDb): Promise<TTokens> {
  const [row] = await db
    .select({
      input: sum(llmCalls.inputTokens).mapWith(Number),
      output: sum(llmCalls.outputTokens).mapWith(Number),
    })
    .from(llmCalls)
    .where(inArray(llmCalls.task, ['draft-replies', 'draft-reply']));
  return { inputTokens: row?.input ?? 0, outputTokens: row?.output ?? 0 };
}

/**
 * Calls `onRequest` for every HTTP request this process sends until the returned function is
 * called. The model service takes no fetch of its own (integrations/llm/providers.ts gives the SDK
 * none, or a wrapper of the global one), and the SDK reads the global fetch on every request, so
 * wrapping it sees each request to the model: a task's repair attempt, a retry after a 429 or a
 * timeout, each as the provider bills it.
 */
export function watchRequests(onRequest: () => void): () => void {
  const original = globalThis.fetch;
  const watched: typeof fetch = (input, init) => {
    onRequest();
    return original(input, init);
  };
  globalThis.fetch = watched;
  return () => {
    // Left alone when someone wrapped it after us: unwrapping would drop their wrapper too.
    if (globalThis.fetch === watched) globalThis.fetch = original;
  };
}
