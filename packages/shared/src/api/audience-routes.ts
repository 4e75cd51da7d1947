import type { TApiRoute } from './contract';
import type {
  ZChatHistoryAnswer,
  ZChatInput,
  ZChatReply,
  ZKeywordAddInput,
  ZKeywordChangeAnswer,
  ZKeywordRemoveInput,
  ZKeywordStatus,
  ZKeywordToggleInput,
  ZKeywordUpdateInput,
} from './audience';

/**
 * The routes of audience as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const sendChatMessageRoute = {
  method: 'post',
  path: '/chat/',
  types: {} as { body: typeof ZChatInput; answer: typeof ZChatReply },
} as const satisfies TApiRoute;

export const refineChatRoute = {
  method: 'post',
  path: '/chat/refine',
  types: {} as { body: typeof ZChatInput; answer: typeof ZChatReply },
} as const satisfies TApiRoute;

export const getChatHistoryRoute = {
  method: 'get',
  path: '/chat/history/',
  types: {} as { answer: typeof ZChatHistoryAnswer },
} as const satisfies TApiRoute;

export const getKeywordStatusRoute = {
  method: 'get',
  path: '/keyword/status',
  types: {} as { answer: typeof ZKeywordStatus },
} as const satisfies TApiRoute;

export const toggleKeywordsRoute = {
  method: 'post',
  path: '/keyword/toggle',
  types: {} as { body: typeof ZKeywordToggleInput; answer: typeof ZKeywordStatus },
} as const satisfies TApiRoute;

export const addKeywordRoute = {
  method: 'post',
  path: '/keyword/add',
  types: {} as { body: typeof ZKeywordAddInput; answer: typeof ZKeywordChangeAnswer },
} as const satisfies TApiRoute;

export const updateKeywordRoute = {
  method: 'post',
  path: '/keyword/update',
  types: {} as { body: typeof ZKeywordUpdateInput; answer: typeof ZKeywordChangeAnswer },
} as const satisfies TApiRoute;

export const removeKeywordRoute = {
  method: 'post',
  path: '/keyword/remove',
  types: {} as { body: typeof ZKeywordRemoveInput; answer: typeof ZKeywordChangeAnswer },
} as const satisfies TApiRoute;
