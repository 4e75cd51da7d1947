import {
  ZChatHistoryAnswer,
  ZChatInput,
  ZChatReply,
  ZKeywordAddInput,
  ZKeywordChangeAnswer,
  ZKeywordRemoveInput,
  ZKeywordStatus,
  ZKeywordToggleInput,
  ZKeywordUpdateInput,
} from '@gatling/shared/api/audience';
import type { TAppEnv, TModuleDeps } from '../../context';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import { addKeyword } from './add-keyword';
import { getChatHistory } from './get-chat-history';
import { getKeywordStatus } from './keyword-status';
import { removeKeyword } from './remove-keyword';
import { sendChatMessage } from './send-chat-message';
import { toggleKeywords } from './toggle-keywords';
import { updateKeyword } from './update-keyword';

const TAG = 'audience';

/**
 * The audience agent (spec §7 /chat/, /chat/history/, /keyword/status, /keyword/toggle), and what
 * Target Audience adds: refining the conversation after onboarding and keywords changed by hand.
 */
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
  chat.post(
    {
      path: '/refine',
      summary: 'Continue the audience conversation after onboarding, to refine the audience',
      description:
        'The same conversation as POST /chat/, taking input whether or not the definition is ' +
        'complete. Once complete, it stays complete; queries the agent newly proposes become ' +
        'active keywords (words the user already has are skipped); no keyword is removed.',
      body: ZChatInput,
      responses: {
        200: { description: 'The assistant’s answer and the new state', schema: ZChatReply },
        409: { description: 'The conversation changed in another window; nothing stored' },
        422: { description: 'Empty message or malformed chat_state' },
      },
    },
    async (c, { body }) =>
      c.json(
        ZChatReply.parse(await sendChatMessage(deps, c.get('user').id, body.user_input, { refine: true })),
      ),
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

  const change = {
    200: { description: 'The keyword as stored, and the new keyword status', schema: ZKeywordChangeAnswer },
  };
  keyword.post(
    {
      path: '/add',
      summary: 'Add a keyword by hand, in words',
      description:
        'The words (trimmed, quotes dropped, 1 to 80 characters) are stored as the query monitoring ' +
        'searches with: no retweets, English. 409 when a keyword already has these words (any case) ' +
        'or the list is full; 422 for empty or too long words.',
      body: ZKeywordAddInput,
      responses: { ...change, 409: { description: 'Already a keyword, or the list is full' } },
    },
    async (c, { body }) =>
      c.json(ZKeywordChangeAnswer.parse(await addKeyword(db, c.get('user').id, body.words))),
  );
  keyword.post(
    {
      path: '/update',
      summary: 'Change the words of a keyword',
      description:
        '`keyword` names it as stored (or by its words). It keeps its on/off state, place and filters. ' +
        '404 not one of the user’s; 409 another keyword has these words; 422 empty or too long words.',
      body: ZKeywordUpdateInput,
      responses: {
        ...change,
        404: { description: 'Not one of the user’s keywords' },
        409: { description: 'Another keyword has these words' },
      },
    },
    async (c, { body }) =>
      c.json(ZKeywordChangeAnswer.parse(await updateKeyword(db, c.get('user').id, body))),
  );
  keyword.post(
    {
      path: '/remove',
      summary: 'Remove a keyword',
      description: '`keyword` names it as stored, or by its words (any case). 404 not one of the user’s.',
      body: ZKeywordRemoveInput,
      responses: { ...change, 404: { description: 'Not one of the user’s keywords' } },
    },
    async (c, { body }) =>
      c.json(ZKeywordChangeAnswer.parse(await removeKeyword(db, c.get('user').id, body.keyword))),
  );

  return [chat, keyword];
}
