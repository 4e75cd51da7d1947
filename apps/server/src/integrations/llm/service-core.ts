/** The types the run and stream paths of a model service share (model-service.ts builds them). */
import type { LanguageModel, LanguageModelUsage } from 'ai';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../lib/logger';
import type { TCallSignal } from './call-signal';
import type { LlmError, TOwnModelNames } from './errors';
import type { TModelTarget } from './providers';
import type { TCallContext, TTaskName } from './types';
import type { TPricing, TTokens } from './usage';

export type TModelServiceOptions = {
  target: TModelTarget;
  /** No answer (or, when streaming, no chunk) for this long aborts an attempt of the call. */
  timeoutMs: number;
  /**
   * The one deadline of an interactive call (TCallContext.interactive), retries included; by
   * default LLM_TIMEOUT_MS, at most 45 s (call-signal.ts interactiveDeadlineMs).
   */
  interactiveDeadlineMs?: number | undefined;
  /** Retries of a timeout, 429/5xx or network failure (retry-policy.ts: Retry-After kept, within a bound). */
  maxRetries: number;
  pricing: TPricing;
  db: TDb;
  logger: TLogger;
  /**
   * A user's own model (Settings › Drafting model), with its display name: failures then tell the
   * user what to check in their settings instead of sending them to the operator.
   */
  own?: TOwnModelNames | undefined;
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
