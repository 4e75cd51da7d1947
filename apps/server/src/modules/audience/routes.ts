import {
  ZChatHistoryAnswer,
  ZChatInput,
  ZChatReply,
  ZKeywordStatus,
  ZKeywordToggleInput,
} from '@gatling/shared/api/audience';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { getChatHistory } from './get-chat-history';
import { getKeywordStatus } from './keyword-status';
import { sendChatMessage } from './send-chat-message';
import { toggleKeywords } from './toggle-keywords';

const TAG = 'audience';

/** The audience agent (spec §7 /chat/, /chat/history/, /keyword/status, /keyword/toggle). */
export function createAudienceRoutes(deps: TModuleDeps): TApiRoutes<TAppEnv>[] {
  const { db, registry } = deps;

  const chat = defineRoutes<TAppEnv>(registry, { base: '/api/chat', tag: TAG });
  chat.post(
    {
      path: '/',
      summary: 'Answer the audience interview; completes at 60% understanding with monitoring keywords',
      description:
        'The server keeps the conversation: chat_state is checked for shape (422 otherwise) but the ' +
        'stored state is what counts. information_clarity never decreases. When it reaches 60 the ' +
        'definition is complete and the search queries become active monitoring keywords; after that, ' +
        'more input is refused with 409. Also served without the trailing slash.',
      body: ZChatInput,
      responses: {
        200: { description: 'The assistant’s answer and the new state', schema: ZChatReply },
        409: { description: 'The audience definition is already complete; nothing stored' },
        422: { description: 'Empty message or malformed chat_state' },
      },
    },
    async (c, { body }) =>
      c.json(ZChatReply.parse(await sendChatMessage(deps, c.get('user').id, body.user_input))),
  );
  chat.get(
    {
      path: '/history/',
      summary: 'The audience interview so far, oldest turn first (bare list)',
      description: 'Also served without the trailing slash.',
      responses: { 200: { description: 'History items', schema: ZChatHistoryAnswer } },
    },
    async (c) => c.json(ZChatHistoryAnswer.parse(await getChatHistory(db, c.get('user').id))),
  );

  const keyword = defineRoutes<TAppEnv>(registry, { base: '/api/keyword', tag: TAG });
  keyword.get(
    {
      path: '/status',
      summary: 'Monitoring keywords, switched on and off',
      responses: { 200: { description: 'Keyword status', schema: ZKeywordStatus } },
    },
    async (c) => c.json(ZKeywordStatus.parse(await getKeywordStatus(db, c.get('user').id))),
  );

  keyword.post(
    {
      path: '/toggle',
      summary: 'Switch monitoring keywords on or off',
      description:
        'All or nothing: a keyword that is not one of the user’s fails the request and nothing changes.',
      body: ZKeywordToggleInput,
      responses: {
        200: { description: 'The new keyword status', schema: ZKeywordStatus },
        404: { description: 'A keyword is not one of the user’s (named in detail); nothing changed' },
        422: { description: 'Malformed input' },
      },
    },
    async (c, { body }) => c.json(ZKeywordStatus.parse(await toggleKeywords(db, c.get('user').id, body))),
  );

  return [chat, keyword];
}
