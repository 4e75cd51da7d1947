import type { LanguageModel, LanguageModelUsage } from 'ai';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../lib/logger';
import { openCallSignal, type TCallSignal } from './call-signal';
import type { LlmError } from './errors';
import { classifyFailure } from './provider-errors';
import { createLanguageModel, type TModelTarget } from './providers';
import { runTask } from './run-task';
import { streamChat } from './stream-chat';
import type { LanguageService, TCallContext, TTaskName } from './types';
import { recordLlmCall, type TPricing, type TTokens } from './usage';

export type TModelServiceOptions = {
  target: TModelTarget;
  /** No answer (or, when streaming, no chunk) for this long aborts the call. */
  timeoutMs: number;
  /** The SDK's retries of 429/5xx/network failures, with backoff that honours Retry-After. */
  maxRetries: number;
  pricing: TPricing;
  db: TDb;
  logger: TLogger;
};

/**
 * How structured answers are asked for. `schema`: the provider enforces the JSON Schema (OpenAI
 * json_schema, Anthropic output format or JSON tool). `json_object`: OpenAI-compatible JSON mode,
 * the schema goes in the prompt. `text`: the server refused JSON mode; the prompt alone asks for it.
 */
export type TJsonMode = 'schema' | 'json_object' | 'text';

/** What the run and stream paths share: the model, settings, and one place that ends every call. */
export type TServiceCore = TModelServiceOptions & {
  model: LanguageModel;
  jsonMode: TJsonMode;
  /** Opens a call's signal; `finish` classifies a failure, logs it, and writes the llm_calls row. */
  begin: (task: TTaskName, ctx: TCallContext) => TCallHandle;
};

export type TCallHandle = {
  call: TCallSignal;
  tokens: TTokens;
  addUsage: (usage: LanguageModelUsage | undefined) => void;
  /** Ends the call (logs, accounts): the LlmError to throw when it failed. Later calls do nothing. */
  finish: (thrown?: unknown) => Promise<LlmError | undefined>;
  finished: () => boolean;
};

/** The LanguageService of a configured model provider (OpenAI, Anthropic, an OpenAI-compatible server). */
export function createModelService(options: TModelServiceOptions): LanguageService {
  // The SDK would print its warnings (e.g. "JSON schema only with structuredOutputs") to the console
  // on every call; each result carries them, and the service logs them at debug level instead.
  (globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS = false;
  const { target, logger } = options;
  const core: TServiceCore = {
    ...options,
    model: createLanguageModel(target),
    jsonMode: target.kind === 'openai-compatible' ? 'json_object' : 'schema',
    begin: (task, ctx) => {
      const started = performance.now();
      const call = openCallSignal(options.timeoutMs, ctx.signal);
      const tokens: TTokens = { inputTokens: 0, outputTokens: 0 };
      let finished = false;
      return {
        call,
        tokens,
        addUsage: (usage) => {
          tokens.inputTokens += usage?.inputTokens ?? 0;
          tokens.outputTokens += usage?.outputTokens ?? 0;
        },
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
                });
          if (failure?.level) {
            logger[failure.level](
              {
                task,
                provider: target.kind,
                model: target.model,
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
              provider: target.kind,
              model: target.model,
              ...tokens,
              durationMs: performance.now() - started,
              errorKind: failure?.error.kind ?? null,
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
  };
}
