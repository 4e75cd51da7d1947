import type { TApiRoute } from './contract';
import type {
  ZConversationDecisionAnswer,
  ZConversationDismissInput,
  ZConversationLikeInput,
  ZConversationsAnswer,
} from './conversations';
import type { ZPlatformFilterQuery } from './platforms';

/**
 * The routes of conversations as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const listConversationsRoute = {
  method: 'get',
  path: '/conversations',
  types: {} as { query: typeof ZPlatformFilterQuery; answer: typeof ZConversationsAnswer },
} as const satisfies TApiRoute;

export const likeConversationRoute = {
  method: 'post',
  path: '/conversations/like',
  types: {} as { body: typeof ZConversationLikeInput; answer: typeof ZConversationDecisionAnswer },
} as const satisfies TApiRoute;

export const dismissConversationRoute = {
  method: 'post',
  path: '/conversations/dismiss',
  types: {} as { body: typeof ZConversationDismissInput; answer: typeof ZConversationDecisionAnswer },
} as const satisfies TApiRoute;
