/**
 * The language-model contract. Product code (style, audience, qualification, drafting, review)
 * runs *tasks* through a LanguageService; it never names a model vendor. A task is data: how to
 * prompt, the zod schema of the answer and post-processing. The tasks themselves, and the shapes they
 * read, live in drafting/. With no model configured, a stand-in service answers each task by its name
 * (stand-ins/offline-model/): a task does not carry that answer.
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

/**
 * Who a call is made for (usage is accounted per user; null user for evaluation runs), and how it
 * may end early: `signal` when the caller goes away (the model request is closed with it).
 */
export type TCallContext = {
  userId: string | null;
  signal?: AbortSignal;
  /**
   * A person is waiting for this answer (a quick edit, a settings test, a chat's first chunk): the
   * whole call, retries included, has one deadline (call-signal.ts: LLM_TIMEOUT_MS, at most 45 s)
   * instead of LLM_TIMEOUT_MS for each attempt. A timeout is then not retried, and the failure says
   * how long the model had. Background work (drafting runs) leaves it unset and keeps its retries.
   */
  interactive?: boolean;
};

export type TPrompt = { system: string; prompt: string };

/** A structured task: the model answers JSON matching `schema`. */
export type TTask<TInput, TOutput> = {
  name: Exclude<TTaskName, 'agent-chat' | 'check-model'>;
  /** Roughly how long the answer is at most; caps the model's output tokens. */
  maxOutputTokens: number;
  /**
   * The cap for this input, where the answer grows with it (a batch: so much per post), so a
   * smaller input is not given the largest input's room. Without it, maxOutputTokens.
   */
  outputTokens?(input: TInput): number;
  /** Lower for classification, higher for writing. */
  temperature: number;
  build(input: TInput): TPrompt;
  schema: z.ZodType<TOutput>;
  /** Runs on every answer, whichever service gave it (e.g. the voice guard on drafts). */
  postProcess?(output: TOutput, input: TInput): TOutput;
  /**
   * What can still be used of an answer cut off at the output cap (a list's entries that were
   * complete), or undefined. Without it, or when it reads nothing, a cut-off answer fails as
   * truncated; with it, the caller gets the part and sees what is missing.
   */
  salvage?(cutOffText: string): TOutput | undefined;
};

export type TStreamMessage = { role: 'user' | 'assistant'; content: string };

/**
 * A piece of a streamed chat answer: answer text as a plain string, or a piece of the reasoning the
 * model shows before it (a compatible server's reasoning_content, or its <think> block).
 */
export type TChatChunk = string | { reasoning: string };

/**
 * One chat turn: which chat it is, the system prompt, the conversation so far (ending with the
 * user's message), and `context`, what the system prompt was built from as data (drafting's
 * TAgentContext for 'agent-chat'). A model reads the prompt; a service with no model answers from
 * the context, which is why it travels as data and not only as prompt text.
 */
export type TChatInput = {
  name: Extract<TTaskName, 'agent-chat'>;
  system: string;
  messages: TStreamMessage[];
  context: unknown;
};

export interface LanguageService {
  readonly kind: TLlmProviderKind;
  /** The configured model, or 'offline'. */
  readonly model: string;
  /**
   * Runs a structured task. Failures throw LlmError (errors.ts), an AppError with a readable detail
   * and the right status; `toAppError` turns anything else thrown here into one.
   */
  run<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput, ctx: TCallContext): Promise<TOutput>;
  /**
   * The free-form agent chat, streamed as chunks (reasoning, if any, before the answer); fails like
   * `run`, before or between chunks.
   */
  streamChat(input: TChatInput, ctx: TCallContext): AsyncIterable<TChatChunk>;
  /**
   * The context window (in tokens) of the model the calls made for `ctx` go to, where the caller
   * must fit a call in it itself: a server that cuts a longer prompt silently instead of refusing it
   * (a user's Ollama). Null (or no method) where a prompt too long fails as context_overflow, or
   * where nothing is sent. Never throws: an unknown window is a conservative default.
   */
  contextTokens?(ctx: TCallContext): Promise<number | null>;
}
