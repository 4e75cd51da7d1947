import type { TModelTarget } from './providers';
import type { TPricing } from './usage';

/**
 * List prices in US dollars per million tokens (input, output) of common hosted models, as their
 * providers published them. A model is matched by the longest entry its name starts with, so dated
 * snapshots ("gpt-4o-mini-2024-07-18") take their family's price. LLM_INPUT_USD_PER_MTOK and
 * LLM_OUTPUT_USD_PER_MTOK override this for the configured model; unknown models cost 0 until set.
 */
export const MODEL_PRICES: Readonly<Record<string, readonly [input: number, output: number]>> = {
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-4.1-nano': [0.1, 0.4],
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1': [2, 8],
  'gpt-5-nano': [0.05, 0.4],
  'gpt-5-mini': [0.25, 2],
  'gpt-5': [1.25, 10],
  'o4-mini': [1.1, 4.4],
  'claude-3-5-haiku': [0.8, 4],
  'claude-haiku-4-5': [1, 5],
  'claude-3-7-sonnet': [3, 15],
  'claude-sonnet-4': [3, 15],
  'claude-opus-4': [15, 75],
  'llama-3.1-8b-instant': [0.05, 0.08],
  'llama-3.3-70b-versatile': [0.59, 0.79],
};

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

/** The price of a hosted model from the table, or null when it is not listed. */
export function listedPrice(model: string): TPricing | null {
  const name = model.toLowerCase().replace(/^[a-z0-9-]+\//, '');
  const key = Object.keys(MODEL_PRICES)
    .filter((k) => name.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  const price = key ? MODEL_PRICES[key] : undefined;
  return price ? { inputUsdPerMtok: price[0], outputUsdPerMtok: price[1] } : null;
}

/**
 * What the configured model costs: the configured override, else free for a model served on this
 * machine (a compatible server on loopback: Ollama, llama.cpp, vLLM), else the listed price, else 0.
 */
export function modelPricing(
  target: TModelTarget,
  override: { input?: number | undefined; output?: number | undefined },
): TPricing {
  const local = target.kind === 'openai-compatible' && LOOPBACK.test(target.baseUrl);
  const listed = local ? null : listedPrice(target.model);
  return {
    inputUsdPerMtok: override.input ?? listed?.inputUsdPerMtok ?? 0,
    outputUsdPerMtok: override.output ?? listed?.outputUsdPerMtok ?? 0,
  };
}
