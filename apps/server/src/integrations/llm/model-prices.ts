import type { TModelTarget } from './providers';
import type { TPricing } from './usage';

/**
 * List prices in US dollars per million tokens of common hosted models, as their providers
 * published them: input, output, input read from the provider's prompt cache, and input written to
 * it. A model is matched by the longest entry its name starts with, so dated snapshots
 * ("gpt-4o-mini-2024-07-18") take their family's price. LLM_INPUT_USD_PER_MTOK and
 * LLM_OUTPUT_USD_PER_MTOK override this for the configured model; unknown models cost 0 until set.
 *
 * Cached input, from the providers' pricing pages: OpenAI caches prompts of 1,024 tokens and more on
 * its own and bills the cached part at 50% off for the gpt-4o family, 75% off for gpt-4.1 and
 * o4-mini, 90% off for gpt-5; writing to its cache costs nothing extra. Anthropic reads its cache at
 * 0.1× the input price and writes it (the 5-minute cache this service asks for) at 1.25×. Groq's
 * Llama models have no prompt cache: cached input is full price.
 */
export const MODEL_PRICES: Readonly<
  Record<string, readonly [input: number, output: number, cachedInput: number, cacheWrite: number]>
> = {
  'gpt-4o-mini': [0.15, 0.6, 0.075, 0.15],
  'gpt-4o': [2.5, 10, 1.25, 2.5],
  'gpt-4.1-nano': [0.1, 0.4, 0.025, 0.1],
  'gpt-4.1-mini': [0.4, 1.6, 0.1, 0.4],
  'gpt-4.1': [2, 8, 0.5, 2],
  'gpt-5-nano': [0.05, 0.4, 0.005, 0.05],
  'gpt-5-mini': [0.25, 2, 0.025, 0.25],
  'gpt-5': [1.25, 10, 0.125, 1.25],
  'o4-mini': [1.1, 4.4, 0.275, 1.1],
  'claude-3-5-haiku': [0.8, 4, 0.08, 1],
  'claude-haiku-4-5': [1, 5, 0.1, 1.25],
  'claude-3-7-sonnet': [3, 15, 0.3, 3.75],
  'claude-sonnet-4': [3, 15, 0.3, 3.75],
  'claude-opus-4': [15, 75, 1.5, 18.75],
  'llama-3.1-8b-instant': [0.05, 0.08, 0.05, 0.05],
  'llama-3.3-70b-versatile': [0.59, 0.79, 0.59, 0.59],
};

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

/** An address on this machine (Ollama, llama.cpp, vLLM beside the server): no one bills it per token. */
export const isLoopbackUrl = (url: string) => LOOPBACK.test(url);

/** The price of a hosted model from the table, or null when it is not listed. */
export function listedPrice(model: string): TPricing | null {
  const name = model.toLowerCase().replace(/^[a-z0-9-]+\//, '');
  const key = Object.keys(MODEL_PRICES)
    .filter((k) => name.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  const price = key ? MODEL_PRICES[key] : undefined;
  return price
    ? {
        inputUsdPerMtok: price[0],
        outputUsdPerMtok: price[1],
        cachedInputUsdPerMtok: price[2],
        cacheWriteUsdPerMtok: price[3],
      }
    : null;
}

/**
 * What the configured model costs: the configured override, else free for a model served on this
 * machine (a compatible server on loopback: Ollama, llama.cpp, vLLM), else the listed price, else 0.
 * An overridden input price keeps the listed model's cache discount, in proportion.
 */
export function modelPricing(
  target: TModelTarget,
  override: { input?: number | undefined; output?: number | undefined },
): TPricing {
  const local = target.kind === 'openai-compatible' && isLoopbackUrl(target.baseUrl);
  const listed = local ? null : listedPrice(target.model);
  const input = override.input ?? listed?.inputUsdPerMtok ?? 0;
  const ratio = (rate: number | undefined) =>
    listed && listed.inputUsdPerMtok > 0 && rate !== undefined ? rate / listed.inputUsdPerMtok : 1;
  return {
    inputUsdPerMtok: input,
    outputUsdPerMtok: override.output ?? listed?.outputUsdPerMtok ?? 0,
    cachedInputUsdPerMtok: roundRate(input * ratio(listed?.cachedInputUsdPerMtok)),
    cacheWriteUsdPerMtok: roundRate(input * ratio(listed?.cacheWriteUsdPerMtok)),
  };
}

/** Rates derived by ratio are kept to the millionth of a dollar the price table uses. */
function roundRate(rate: number): number {
  return Math.round(rate * 1e6) / 1e6;
}
