import { z } from 'zod';
import { KEYWORD_PROBLEMS, KEYWORD_WORDS_MAX, normaliseKeywordWords } from '../keywords';
import { CHAT_INPUT_MAX } from './text-limits';

export { CHAT_INPUT_MAX } from './text-limits';

export const CHAT_HISTORY_MAX = 200;
export const KEYWORD_MAX = 120;
export const KEYWORDS_MAX = 100;

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** docs/product/data.md chat_state. The server keeps its own copy; the client's is checked against it. */
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

/** docs/product/data.md Chat reply. */
export const ZChatReply = z.object({
  message: z.string(),
  chat_state: ZChatState,
  initial_audience_understanding_complete: z.boolean(),
});
export type TChatReply = z.infer<typeof ZChatReply>;

/** docs/product/data.md Chat history item; GET /api/chat/history/ answers a bare list, oldest first. */
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

/** docs/product/data.md Keyword status. */
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

/** Words a person typed as a keyword: spaces collapsed, quotes dropped, 1 to KEYWORD_WORDS_MAX characters. */
const ZKeywordWords = z
  .string()
  .transform(normaliseKeywordWords)
  .pipe(
    z
      .string()
      .min(1, KEYWORD_PROBLEMS.empty)
      .refine((words) => Array.from(words).length <= KEYWORD_WORDS_MAX, KEYWORD_PROBLEMS.tooLong),
  );

/** One of the user's keywords: as stored (what GET /keyword/status lists), or its words. */
const ZKeywordRef = z.string().trim().min(1, 'Name the keyword').max(512, 'The keyword is too long');

/** POST /api/keyword/add: the words to look for; stored with the default filters (no retweets, any language). */
export const ZKeywordAddInput = z.object({ words: ZKeywordWords });
export type TKeywordAddInput = z.input<typeof ZKeywordAddInput>;

/** POST /api/keyword/update: new words for one keyword; its on/off state, place and filters stay. */
export const ZKeywordUpdateInput = z.object({ keyword: ZKeywordRef, words: ZKeywordWords });
export type TKeywordUpdateInput = z.input<typeof ZKeywordUpdateInput>;

/** POST /api/keyword/remove. */
export const ZKeywordRemoveInput = z.object({ keyword: ZKeywordRef });
export type TKeywordRemoveInput = z.input<typeof ZKeywordRemoveInput>;

/** What add, update and remove answer: the keyword as stored (the new one, or the one removed), and the list. */
export const ZKeywordChangeAnswer = z.object({ keyword: z.string(), status: ZKeywordStatus });
export type TKeywordChangeAnswer = z.infer<typeof ZKeywordChangeAnswer>;
