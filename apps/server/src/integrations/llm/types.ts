/**
 * The language-model contract. Product code (style, audience, qualification, drafting, review)
 * runs *tasks* through a LanguageService; it never names a model vendor. A task is data: how to
 * prompt, the zod schema of the answer, post-processing, and the deterministic offline answer used
 * when no model is configured. The tasks themselves, and the shapes they read, live in drafting/.
 */
import type { z } from 'zod';

export type TLlmProviderKind = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

export type TTaskName =
  | 'analyze-style'
  | 'audience-interview'
  | 'qualify-posts'
  | 'draft-reply'
  | 'draft-replies'
  | 'rewrite'
  | 'infer-rule-from-edit'
  | 'agent-chat'
  /** The one short call of Settings › Drafting model's Test button. */
  | 'check-model';

/** Who a call is made for (usage is accounted per user); null user for evaluation runs. */
export type TCallContext = { userId: string | null; signal?: AbortSignal };

export type TPrompt = { system: string; prompt: string };

/** A structured task: the model answers JSON matching `schema`; offline answers deterministically. */
export type TTask<TInput, TOutput> = {
  name: Exclude<TTaskName, 'agent-chat' | 'check-model'>;
  /** Roughly how long the answer is; caps the model's output tokens. */
  maxOutputTokens: number;
  /** Lower for classification, higher for writing. */
  temperature: number;
  build(input: TInput): TPrompt;
  schema: z.ZodType<TOutput>;
  /** Runs on every answer, the model's and the offline one (e.g. the voice guard on drafts). */
  postProcess?(output: TOutput, input: TInput): TOutput;
  /** The answer with no model configured: deterministic, built from the input alone. */
  offline(input: TInput): TOutput;
};

export type TStreamMessage = { role: 'user' | 'assistant'; content: string };

/**
 * One agent-chat turn: the system prompt, the conversation so far (ending with the user's message),
 * and, like a task's, the answer to give when no model is configured.
 */
export type TChatInput = { system: string; messages: TStreamMessage[]; offline: () => string };

export interface LanguageService {
  readonly kind: TLlmProviderKind;
  /** The configured model, or 'offline'. */
  readonly model: string;
  /**
   * Runs a structured task. Failures throw LlmError (errors.ts), an AppError with a readable detail
   * and the right status; `toAppError` turns anything else thrown here into one.
   */
  run<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput, ctx: TCallContext): Promise<TOutput>;
  /** The free-form agent chat, streamed as text chunks; fails like `run`, before or between chunks. */
  streamChat(input: TChatInput, ctx: TCallContext): AsyncIterable<string>;
}
