import { Hono, type Context } from 'hono';
import {
  ZChatHistoryAnswer,
  ZChatInput,
  ZChatReply,
  ZKeywordStatus,
  ZKeywordToggleInput,
} from '@gatling/shared/api/audience';
import type { TAppEnv, TModuleDeps } from '../../context';
import { readJson } from '../../http/validate';
import { getChatHistory } from './get-chat-history';
import { getKeywordStatus } from './keyword-status';
import { sendChatMessage } from './send-chat-message';
import { toggleKeywords } from './toggle-keywords';

const TAG = 'audience';

export type TAudienceRoutes = {
  /** Mounted at /api/chat: POST / and GET /history (with or without the trailing slash). */
  chat: Hono<TAppEnv>;
  /** Mounted at /api/chat/ so the spec's POST /api/chat/ (trailing slash) is served too. */
  chatSlash: Hono<TAppEnv>;
  /** Mounted at /api/keyword. */
  keyword: Hono<TAppEnv>;
};

/** The audience agent (spec §7 /chat/, /chat/history/, /keyword/status, /keyword/toggle). */
export function createAudienceRoutes(deps: TModuleDeps): TAudienceRoutes {
  const { db, registry } = deps;

  const send = async (c: Context<TAppEnv>) => {
    const input = await readJson(c, ZChatInput);
    return c.json(ZChatReply.parse(await sendChatMessage(deps, c.get('user').id, input.user_input)));
  };
  const history = async (c: Context<TAppEnv>) =>
    c.json(ZChatHistoryAnswer.parse(await getChatHistory(db, c.get('user').id)));

  const chat = new Hono<TAppEnv>();
  chat.post('/', send);
  chat.get('/history', history);
  chat.get('/history/', history);
  const chatSlash = new Hono<TAppEnv>();
  chatSlash.post('/', send);

  registry.add({
    method: 'post',
    path: '/api/chat/',
    tag: TAG,
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
  });
  registry.add({
    method: 'get',
    path: '/api/chat/history/',
    tag: TAG,
    summary: 'The audience interview so far, oldest turn first (bare list)',
    description: 'Also served without the trailing slash.',
    responses: { 200: { description: 'History items', schema: ZChatHistoryAnswer } },
  });

  const keyword = new Hono<TAppEnv>();
  keyword.get('/status', async (c) =>
    c.json(ZKeywordStatus.parse(await getKeywordStatus(db, c.get('user').id))),
  );
  registry.add({
    method: 'get',
    path: '/api/keyword/status',
    tag: TAG,
    summary: 'Monitoring keywords, switched on and off',
    responses: { 200: { description: 'Keyword status', schema: ZKeywordStatus } },
  });

  keyword.post('/toggle', async (c) => {
    const input = await readJson(c, ZKeywordToggleInput);
    return c.json(ZKeywordStatus.parse(await toggleKeywords(db, c.get('user').id, input)));
  });
  registry.add({
    method: 'post',
    path: '/api/keyword/toggle',
    tag: TAG,
    summary: 'Switch monitoring keywords on or off',
    description:
      'All or nothing: a keyword that is not one of the user’s fails the request and nothing changes.',
    body: ZKeywordToggleInput,
    responses: {
      200: { description: 'The new keyword status', schema: ZKeywordStatus },
      404: { description: 'A keyword is not one of the user’s (named in detail); nothing changed' },
      422: { description: 'Malformed input' },
    },
  });

  return { chat, chatSlash, keyword };
}
