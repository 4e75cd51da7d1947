import { z } from 'zod';

export const CHAT_INPUT_MAX = 2000;
export const CHAT_HISTORY_MAX = 200;
export const KEYWORD_MAX = 120;
export const KEYWORDS_MAX = 100;

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Spec §3 chat_state. The server keeps its own copy; the client's is checked against it. */
export const ZChatState = z.object({
  chat_history: z.array(ZChatMessage).max(CHAT_HISTORY_MAX),
  initial_audience_understanding_complete: z.boolean(),
  information_clarity: z.number().min(0).max(100),
  twitter_queries: z.object({
    search_queries: z.array(z.string().max(512)).max(KEYWORDS_MAX),
  }),
});
export type TChatState = z.infer<typeof ZChatState>;

/** POST /api/chat/. chat_state may be omitted or null on the first turn. */
export const ZChatInput = z.object({
  user_input: z
    .string()
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT_INPUT_MAX, `A message has at most ${CHAT_INPUT_MAX} characters`),
  chat_state: ZChatState.nullish(),
});
export type TChatInput = z.input<typeof ZChatInput>;

/** Spec §3 Chat reply. */
export const ZChatReply = z.object({
  message: z.string(),
  chat_state: ZChatState,
  initial_audience_understanding_complete: z.boolean(),
});
export type TChatReply = z.infer<typeof ZChatReply>;

/** Spec §3 Chat history item; GET /api/chat/history/ answers a bare list, oldest first. */
export const ZChatHistoryItem = z.object({
  information_clarity: z.number(),
  initial_audience_understanding_complete: z.boolean(),
  chat_state: ZChatState,
  instruction: z.string().describe("The user's message."),
  response_message: z.string().describe("The assistant's answer."),
  created_at: z.string(),
});
export type TChatHistoryItem = z.infer<typeof ZChatHistoryItem>;
export const ZChatHistoryAnswer = z.array(ZChatHistoryItem);

/** Spec §3 Keyword status. */
export const ZKeywordStatus = z.object({
  active_keywords: z.array(z.string()),
  inactive_keywords: z.array(z.string()),
});
export type TKeywordStatus = z.infer<typeof ZKeywordStatus>;

/** POST /api/keyword/toggle: every keyword must be one of the user's. */
export const ZKeywordToggleInput = z.object({
  keywords: z
    .array(
      z.object({
        keyword: z.string().trim().min(1, 'A keyword cannot be empty').max(KEYWORD_MAX),
        active: z.boolean(),
      }),
    )
    .min(1, 'Send at least one keyword')
    .max(KEYWORDS_MAX),
});
export type TKeywordToggleInput = z.infer<typeof ZKeywordToggleInput>;
