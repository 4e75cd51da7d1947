import {
  addKeywordContract,
  getChatHistoryContract,
  getKeywordStatusContract,
  refineChatContract,
  removeKeywordContract,
  sendChatMessageContract,
  toggleKeywordsContract,
  updateKeywordContract,
} from '@gatling/shared/api/contracts';
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
 * The audience agent (docs/product/api.md /chat/, /chat/history/, /keyword/status, /keyword/toggle), and what
 * Target Audience adds: refining the conversation after onboarding and keywords changed by hand.
 */
export function createAudienceRoutes(deps: TModuleDeps): TApiRoutes<TAppEnv>[] {
  const { db, registry } = deps;

  const chat = defineRoutes<TAppEnv>(registry, { base: '/api/chat', tag: TAG, config: deps.config });
  chat.serve(
    sendChatMessageContract,
    {
      summary: 'Answer the audience interview; completes at 60% understanding with monitoring keywords',
      description:
        'The server keeps the conversation: chat_state is checked for shape (422 otherwise) but the ' +
        'stored state is what counts. information_clarity never decreases. When it reaches 60 the ' +
        'definition is complete and the search queries become active monitoring keywords; after that, ' +
        'more input is refused with 409. Also served without the trailing slash.',
      responses: {
        200: { description: 'The assistant’s answer and the new state' },
        409: { description: 'The audience definition is already complete; nothing stored' },
        422: { description: 'Empty message or malformed chat_state' },
      },
    },
    (c, { body }) => sendChatMessage(deps, c.get('user').id, body.user_input),
  );
  chat.serve(
    refineChatContract,
    {
      summary: 'Continue the audience conversation after onboarding, to refine the audience',
      description:
        'The same conversation as POST /chat/, taking input whether or not the definition is ' +
        'complete. Once complete, it stays complete; queries the agent newly proposes become ' +
        'active keywords (words the user already has are skipped); no keyword is removed.',
      responses: {
        200: { description: 'The assistant’s answer and the new state' },
        409: { description: 'The conversation changed in another window; nothing stored' },
        422: { description: 'Empty message or malformed chat_state' },
      },
    },
    (c, { body }) => sendChatMessage(deps, c.get('user').id, body.user_input, { refine: true }),
  );
  chat.serve(
    getChatHistoryContract,
    {
      summary: 'The audience interview so far, oldest turn first (bare list)',
      description: 'Also served without the trailing slash.',
      responses: { 200: { description: 'History items' } },
    },
    (c) => getChatHistory(db, c.get('user').id),
  );

  const keyword = defineRoutes<TAppEnv>(registry, { base: '/api/keyword', tag: TAG, config: deps.config });
  keyword.serve(
    getKeywordStatusContract,
    {
      summary: 'Monitoring keywords, switched on and off',
      responses: { 200: { description: 'Keyword status' } },
    },
    (c) => getKeywordStatus(db, c.get('user').id),
  );

  keyword.serve(
    toggleKeywordsContract,
    {
      summary: 'Switch monitoring keywords on or off',
      description:
        'All or nothing: a keyword that is not one of the user’s fails the request and nothing changes.',
      responses: {
        200: { description: 'The new keyword status' },
        404: { description: 'A keyword is not one of the user’s (named in detail); nothing changed' },
        422: { description: 'Malformed input' },
      },
    },
    (c, { body }) => toggleKeywords(db, c.get('user').id, body),
  );

  const change = {
    200: { description: 'The keyword as stored, and the new keyword status' },
  };
  keyword.serve(
    addKeywordContract,
    {
      summary: 'Add a keyword by hand, in words',
      description:
        'The words (trimmed, quotes dropped, 1 to 80 characters) are stored as the query monitoring ' +
        'searches with: no retweets, any language. 409 when a keyword already has these words (any case) ' +
        'or the list is full; 422 for empty or too long words.',
      responses: { ...change, 409: { description: 'Already a keyword, or the list is full' } },
    },
    (c, { body }) => addKeyword(db, c.get('user').id, body.words),
  );
  keyword.serve(
    updateKeywordContract,
    {
      summary: 'Change the words of a keyword',
      description:
        '`keyword` names it as stored (or by its words). It keeps its on/off state, place and filters. ' +
        '404 not one of the user’s; 409 another keyword has these words; 422 empty or too long words.',
      responses: {
        ...change,
        404: { description: 'Not one of the user’s keywords' },
        409: { description: 'Another keyword has these words' },
      },
    },
    (c, { body }) => updateKeyword(db, c.get('user').id, body),
  );
  keyword.serve(
    removeKeywordContract,
    {
      summary: 'Remove a keyword',
      description: '`keyword` names it as stored, or by its words (any case). 404 not one of the user’s.',
      responses: { ...change, 404: { description: 'Not one of the user’s keywords' } },
    },
    (c, { body }) => removeKeyword(db, c.get('user').id, body.keyword),
  );

  return [chat, keyword];
}
