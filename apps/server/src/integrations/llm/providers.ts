import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type JSONValue, type LanguageModel } from 'ai';

type TTargetExtras = {
  /**
   * The provider as users know it, where the kind does not say it (a compatible target that is
   * OpenRouter, Groq or Ollama): recorded in llm_calls and logs. The kind otherwise.
   */
  provider?: string | undefined;
  /**
   * Calls that answer with a redirect fail instead of following it: a server address a user chose
   * must not bounce the call, and the key with it, to an address nobody allowed.
   */
  refuseRedirects?: boolean | undefined;
};

/**
 * Where the model runs. The key is required for the hosted providers and passed explicitly, so the
 * SDK never falls back to reading OPENAI_API_KEY or ANTHROPIC_API_KEY from the environment.
 */
export type TModelTarget = TTargetExtras &
  (
    | { kind: 'openai'; model: string; apiKey: string; baseUrl?: string | undefined }
    | { kind: 'anthropic'; model: string; apiKey: string; baseUrl?: string | undefined }
    | { kind: 'openai-compatible'; model: string; baseUrl: string; apiKey?: string | undefined }
  );

/** fetch that refuses redirects (TTargetExtras.refuseRedirects). */
const fetchWithoutRedirects: typeof fetch = (input, init) => fetch(input, { ...init, redirect: 'error' });

/**
 * fetch that fails on a web page answered with a success status, as a plain call's JSON reader
 * does (an APICallError with the page): a stream reader would read the page as a stream with no
 * events and say only that it ended early, and the user would never learn what their address serves.
 */
const failOnPage =
  (send: typeof fetch): typeof fetch =>
  async (input, init) => {
    const res = await send(input, init);
    if (!res.ok || !/\btext\/html\b/i.test(res.headers.get('content-type') ?? '')) return res;
    throw new APICallError({
      message: 'Invalid response: a web page, not the API',
      url: input instanceof Request ? input.url : String(input),
      requestBodyValues: {},
      statusCode: res.status,
      responseHeaders: Object.fromEntries(res.headers),
      responseBody: (await res.text()).slice(0, 2000),
      isRetryable: false,
    });
  };

/** The AI SDK model for a target: OpenAI and compatible servers through /chat/completions. */
export function createLanguageModel(target: TModelTarget): LanguageModel {
  const fetchOption = {
    fetch: failOnPage(target.refuseRedirects ? fetchWithoutRedirects : (input, init) => fetch(input, init)),
  };
  switch (target.kind) {
    case 'openai':
      return createOpenAI({
        apiKey: target.apiKey,
        ...(target.baseUrl ? { baseURL: target.baseUrl } : {}),
        ...fetchOption,
      }).chat(target.model);
    case 'anthropic':
      return createAnthropic({
        apiKey: target.apiKey,
        ...(target.baseUrl ? { baseURL: target.baseUrl } : {}),
        ...fetchOption,
      }).messages(target.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: target.baseUrl,
        ...(target.apiKey ? { apiKey: target.apiKey } : {}),
        // The last stream chunk carries the token counts (stream_options.include_usage).
        includeUsage: true,
        ...fetchOption,
      }).chatModel(target.model);
  }
}

/**
 * OpenAI's reasoning models (o-series, gpt-5 and later except the chat variants) spend output tokens
 * on hidden reasoning before the answer; a cap sized for the answer alone would leave it empty.
 */
export function isOpenAiReasoningModel(model: string): boolean {
  if (/^o\d+(?:-|$)/.test(model)) return true;
  const gpt = /^gpt-(\d+)(?:\.\d+)?(?:-(.+))?$/.exec(model);
  return gpt !== null && Number(gpt[1]) >= 5 && !(gpt[2] ?? '').startsWith('chat');
}

/** The output-token cap sent for a task whose answer needs about `answerTokens`. */
export function outputTokenCap(target: TModelTarget, answerTokens: number): number {
  if (target.kind === 'openai' && isOpenAiReasoningModel(target.model)) return answerTokens + 4096;
  // Local models often think aloud (<think>…</think>) before answering; that text counts too.
  if (target.kind === 'openai-compatible') return answerTokens + 2048;
  return answerTokens;
}

/** The server's Ollama, as a user's own model (presets.ts): reached through its OpenAI-compatible /v1. */
export const isOllama = (
  target: TModelTarget,
): target is Extract<TModelTarget, { kind: 'openai-compatible' }> =>
  target.kind === 'openai-compatible' && target.provider === 'ollama';

/** The provider options of one call, as generateText takes them. */
export type TCallProviderOptions = Record<string, Record<string, JSONValue>>;

/**
 * What a call tells its provider beyond the standard settings, or undefined for nothing: OpenAI's
 * reasoning models think briefly.
 *
 * Ollama is told no context window: its /v1 endpoint ignores num_ctx (only a Modelfile's PARAMETER
 * num_ctx or the server's OLLAMA_CONTEXT_LENGTH set it). Drafting reads the window from the server
 * instead and sizes its batches to it (ollama.ts `createOllamaContexts`, draft-batch-resilient.ts).
 */
export function callProviderOptions(target: TModelTarget): TCallProviderOptions | undefined {
  if (target.kind === 'openai' && isOpenAiReasoningModel(target.model)) {
    return { openai: { reasoningEffort: 'low' } };
  }
  return undefined;
}
