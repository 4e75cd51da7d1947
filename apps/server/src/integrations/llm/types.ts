/**
 * The language-model contract. Product code (style, audience, qualification, drafting, review)
 * runs *tasks* through a LanguageService; it never names a model vendor. A task is data: how to
 * prompt, the zod schema of the answer, post-processing, and the deterministic offline answer used
 * when no model is configured.
 */
import type { z } from 'zod';
import type { TStyleFeatures } from '@gatling/shared/api/style';
import type { TEditType } from '@gatling/shared/spec';

export type TLlmProviderKind = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

export type TTaskName =
  | 'analyze-style'
  | 'audience-interview'
  | 'qualify-posts'
  | 'draft-reply'
  | 'rewrite'
  | 'infer-rule-from-edit'
  | 'agent-chat';

/** Who a call is made for (usage is accounted per user); null user for evaluation runs. */
export type TCallContext = { userId: string | null; signal?: AbortSignal };

export type TPrompt = { system: string; prompt: string };

/** A structured task: the model answers JSON matching `schema`; offline answers deterministically. */
export type TTask<TInput, TOutput> = {
  name: Exclude<TTaskName, 'agent-chat'>;
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

/** What the agent chat knows of the user's setup: its system prompt and the offline answer use it. */
export type TAgentContext = {
  /** The connected X account, without '@', or null when none is connected. */
  username: string | null;
  style_prompt: string | null;
  audience_summary: string | null;
  /** Usernames of the core users (the target audience), without '@'. */
  core_users: string[];
  keywords: { active: string[]; inactive: string[] };
  rules: TRuleBrief[];
  business: TBusinessBrief | null;
};

/** One agent-chat turn: the system prompt, the conversation so far (ending with the user's message). */
export type TChatInput = { system: string; messages: TStreamMessage[]; context?: TAgentContext };

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

/* ----- Task inputs and outputs shared by the modules that use them ----- */

/** What drafting knows of the user's voice. */
export type TVoice = {
  style_prompt: string;
  features: TStyleFeatures | null;
  /** Approved edits, newest first: what was drafted and what the user sent instead. */
  examples: { draft: string; final: string }[];
  /** The user's own recent posts (texts), newest first. */
  own_posts: string[];
};

export type TRuleBrief = { trigger_prompt: string; semantic_response: string | null };

export type TBusinessBrief = {
  one_line_summary: string;
  one_paragraph_summary: string;
  calendar_link: string;
  business_email: string;
  competitors: { competitor_name: string; counter_positioning: string; competitor_cons: string }[];
};

export type TPostBrief = {
  id: string;
  text: string;
  author: { username: string; name: string };
  tweet_type: 'SINGLE' | 'RETWEET' | 'QUOTE';
  /** The retweeted or quoted post. */
  original: { text: string; author: { username: string; name: string } } | null;
};

export type TAnalyzeStyleInput = { username: string; posts: string[]; features: TStyleFeatures };
export type TAnalyzeStyleOutput = { style_prompt: string };

export type TInterviewInput = {
  /** Earlier turns, oldest first, without the new user message. */
  chat_history: TStreamMessage[];
  user_input: string;
  information_clarity: number;
  search_queries: string[];
};
export type TInterviewOutput = {
  message: string;
  /** 0..100: how well the target audience is understood after this turn. */
  information_clarity: number;
  /** Monitoring search queries (platform search syntax) once clarity reaches the threshold. */
  search_queries: string[];
  /** One or two sentences: who the audience is, for drafting and qualification. */
  audience_summary: string;
};

/** A post picked for the user before and their curation feedback on it (spec §3 Complaint). */
export type TAvoidNote = { author: string; post_text: string; complaint: string };

export type TQualifyInput = {
  posts: TPostBrief[];
  rules: TRuleBrief[];
  audience_summary: string;
  keywords: string[];
  /** Earlier picks the user complained about, newest first: posts like these are not wanted. */
  avoid?: TAvoidNote[];
};
export type TQualifyOutput = {
  results: { id: string; qualified: boolean; score: number; reason: string; matched_rule: string | null }[];
};

export type TDraftInput = {
  post: TPostBrief;
  /** Earlier posts of the conversation, oldest first. */
  thread: { author_username: string; text: string }[];
  voice: TVoice;
  rules: TRuleBrief[];
  /** The rule this post matched, whose semantic response should steer the reply. */
  matched_rule: TRuleBrief | null;
  business: TBusinessBrief | null;
  /** The account replying, without '@'. */
  username: string;
};
export type TDraftOutput = { text: string };

export type TRewriteInput = { text: string; edit_type: TEditType; voice: TVoice; post: TPostBrief | null };
export type TRewriteOutput = { text: string };

export type TInferRuleInput = { post: TPostBrief | null; draft: string; final: string };
export type TInferRuleOutput = { trigger_prompt: string; semantic_response: string; description: string };
