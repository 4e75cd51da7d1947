import { z } from 'zod';
import type { TApiContract } from './contract';

/** Longest chat message accepted from the user. */
export const AGENT_INPUT_MAX = 4000;
/** Longest session title kept (the first message, shortened). */
export const AGENT_TITLE_MAX = 80;

/**
 * docs/product/data.md Chat message: an assistant's content may hold a reasoning part and an answer part split
 * by the answer marker, and ends with the completed marker once the answer is whole. Content
 * without the answer marker is all answer. The markers are on their own lines.
 */
export const AGENT_ANSWER_MARKER = '<|answer|>';
export const AGENT_COMPLETED_MARKER = '<|completed|>';
/**
 * Opens the reasoning part when the model streams its reasoning live: the content is reasoning until
 * the answer marker arrives (or for good, when the answer was cut short before it began).
 */
export const AGENT_REASONING_MARKER = '<|reasoning|>';
/** The response header of POST /api/agent/ that names the session the turn belongs to. */
export const AGENT_SESSION_HEADER = 'x-session-id';

/** docs/product/data.md Chat session; title null until the first message names it. */
export const ZChatSession = z.object({
  id: z.string(),
  title: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TChatSession = z.infer<typeof ZChatSession>;

/** GET /api/agent/session_ids/: the user's sessions, most recently updated first (a bare array). */
export const ZChatSessionsAnswer = z.array(ZChatSession);

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** GET /api/agent/session/{id}: oldest message first. */
export const ZChatSessionDetail = z.object({ session: ZChatSession, messages: z.array(ZChatMessage) });
export type TChatSessionDetail = z.infer<typeof ZChatSessionDetail>;

/**
 * POST /api/agent/: the answer is streamed as text (the assistant content, markers included); a
 * null or absent session_id starts a new session, named in the x-session-id response header.
 */
export const ZAgentInput = z.object({
  user_input: z
    .string({ error: 'Type a message' })
    .trim()
    .min(1, 'Type a message')
    .max(AGENT_INPUT_MAX, `A message has at most ${AGENT_INPUT_MAX} characters`),
  session_id: z.string().trim().min(1).max(100).nullish(),
});
export type TAgentInput = z.input<typeof ZAgentInput>;

/** A model's thinking aloud inside its answer (local models wrap it in <think>…</think>). */
const THINK_BLOCK = /<think>([\s\S]*?)<\/think>/gi;

/**
 * Splits stored or streamed assistant content into its reasoning and answer (docs/product/data.md).
 * Reasoning is what comes before the answer marker, after the reasoning marker when there is one;
 * content with the reasoning marker but no answer marker (yet) is all reasoning. <think> blocks
 * left inside an answer (answers stored before they were split out) count as reasoning too.
 */
export function splitAgentContent(content: string): {
  reasoning: string | null;
  answer: string;
  completed: boolean;
} {
  const completed = content.includes(AGENT_COMPLETED_MARKER);
  let body = content.replace(AGENT_COMPLETED_MARKER, '');
  const reasoningAt = body.indexOf(AGENT_REASONING_MARKER);
  if (reasoningAt !== -1) body = body.slice(reasoningAt + AGENT_REASONING_MARKER.length);
  const at = body.indexOf(AGENT_ANSWER_MARKER);
  const noAnswerYet = at === -1 && reasoningAt !== -1;
  const before = at === -1 ? (noAnswerYet ? body : '') : body.slice(0, at);
  const after = at === -1 ? (noAnswerYet ? '' : body) : body.slice(at + AGENT_ANSWER_MARKER.length);
  const thoughts = [...after.matchAll(THINK_BLOCK)].map((m) => (m[1] ?? '').trim());
  const reasoning = [before.trim(), ...thoughts].filter((part) => part !== '').join('\n\n');
  return {
    reasoning: reasoning === '' ? null : reasoning,
    answer: after.replace(THINK_BLOCK, '').trim(),
    completed,
  };
}

/**
 * GET /api/agent/memory (the /memory command): what the agent knows of the user's setup, the
 * context its answers are built on.
 */
export const ZAgentMemory = z.object({
  username: z.string().nullable(),
  style_prompt: z.string().nullable(),
  audience_summary: z.string().nullable(),
  core_users: z.array(z.string()),
  keywords: z.object({ active: z.array(z.string()), inactive: z.array(z.string()) }),
  rules: z.array(z.object({ trigger_prompt: z.string(), semantic_response: z.string().nullable() })),
  business_summary: z.string().nullable(),
});
export type TAgentMemory = z.infer<typeof ZAgentMemory>;

export const sendAgentMessageRoute = {
  method: 'post',
  path: '/agent/',
  body: ZAgentInput,
  answer: null,
} as const satisfies TApiContract;

export const listChatSessionsRoute = {
  method: 'get',
  path: '/agent/session_ids/',
  answer: ZChatSessionsAnswer,
} as const satisfies TApiContract;

export const getChatSessionRoute = {
  method: 'get',
  path: '/agent/session/:id',
  answer: ZChatSessionDetail,
} as const satisfies TApiContract;

export const deleteChatSessionRoute = {
  method: 'delete',
  path: '/agent/session/:id',
  answer: null,
} as const satisfies TApiContract;

export const getAgentMemoryRoute = {
  method: 'get',
  path: '/agent/memory',
  answer: ZAgentMemory,
} as const satisfies TApiContract;
