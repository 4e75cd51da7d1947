import { z } from 'zod';
import { AGENT_INPUT_MAX } from './agent-content';

export * from './agent-content';

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
