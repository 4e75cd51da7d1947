import { openCallSignal } from './call-signal';
import { checkModel } from './check-model';
import { classifyFailure } from './provider-errors';
import { createOllamaContexts, ollamaUrlOfChatBase } from './ollama';
import { createLanguageModel, isOllama } from './providers';
import { runTask } from './run-task';
import type { TModelServiceOptions, TServiceCore } from './service-core';
import { streamChat } from './stream-chat';
import type { LanguageService, TCallContext } from './types';
import { addUsage, recordLlmCall, type TTokens } from './usage';

/** A model service that can also make the one short call of a settings test. */
export type TModelService = LanguageService & {
  /** Resolves when the model answered a test message; throws the LlmError of what failed. */
  check: (ctx: TCallContext) => Promise<void>;
};

/** The LanguageService of a configured model provider (OpenAI, Anthropic, an OpenAI-compatible server). */
export function createModelService(options: TModelServiceOptions): TModelService {
  // The SDK would print its warnings (e.g. "JSON schema only with structuredOutputs") to the console
  // on every call; each result carries them, and the service logs them at debug level instead.
  (globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS = false;
  const { target, logger } = options;
  const ollamaContext = createOllamaContexts();
  const core: TServiceCore = {
    ...options,
    model: createLanguageModel(target),
    jsonMode: target.kind === 'openai-compatible' ? 'json_object' : 'schema',
    begin: (task, ctx) => {
      const started = performance.now();
      const call = openCallSignal(options, ctx);
      const tokens: TTokens = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, cacheWriteTokens: 0 };
      let finished = false;
      return {
        call,
        tokens,
        addUsage: (usage) => addUsage(tokens, usage),
        finish: async (thrown) => {
          if (finished) return undefined;
          finished = true;
          call.dispose();
          const failure =
            thrown === undefined
              ? undefined
              : classifyFailure(thrown, {
                  task,
                  timedOut: call.timedOut(),
                  aborted: call.aborted(),
                  apiKey: target.apiKey,
                  own: options.own,
                  // An interactive call's deadline, else LLM_TIMEOUT_MS: how long the model had.
                  timeoutMs: call.limitMs,
                });
          if (failure?.level) {
            logger[failure.level](
              {
                task,
                provider: target.provider ?? target.kind,
                model: target.model,
                ...(options.own ? { source: 'own', user_id: ctx.userId } : {}),
                llm_error: failure.error.kind,
                status: failure.status,
                reason: failure.reason,
              },
              'language-model call failed',
            );
          }
          await recordLlmCall(
            { db: options.db, logger, pricing: options.pricing },
            {
              userId: ctx.userId,
              task,
              provider: target.provider ?? target.kind,
              model: target.model,
              ...tokens,
              durationMs: performance.now() - started,
              errorKind: failure?.error.kind ?? null,
              ownModel: options.own !== undefined,
            },
          );
          return failure?.error;
        },
        finished: () => finished,
      };
    },
  };
  return {
    kind: target.kind,
    model: target.model,
    run: (task, input, ctx) => runTask(core, task, input, ctx),
    streamChat: (input, ctx) => streamChat(core, input, ctx),
    // A person waits for the test (Settings › Drafting model): one deadline, as for any interactive call.
    check: (ctx) => checkModel(core, { ...ctx, interactive: true }),
    // Ollama cuts an overlong prompt silently (keeping its end): its window is read from the server.
    // Every other provider refuses one (context_overflow), which drafting handles after the fact.
    contextTokens: () =>
      isOllama(target)
        ? ollamaContext(ollamaUrlOfChatBase(target.baseUrl), target.model)
        : Promise.resolve(null),
  };
}
