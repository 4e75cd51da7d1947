import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SLASH_COMMANDS, ROUTES } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  apiError,
  bodyOf,
  callsTo,
  detailAnswer,
  findInConversation,
  inConversation,
  input,
  memory,
  message,
  renderChat,
  resetToasts,
  session,
  signedInServer,
  streamedReply,
} from '../testing/agent-test-kit';
import { AGENT_COPY as COPY } from '../texts';
import { AgentChat } from './agent-chat';

const S1 = session('s1', 'Pricing');
const STORED = [message('user', 'Stored question'), message('assistant', 'Stored answer')];

async function openSession(routes: Parameters<typeof signedInServer>[0] = {}) {
  const api = await signedInServer({
    'GET /api/agent/session_ids/': () => json([S1]),
    'GET /api/agent/session/s1': () => detailAnswer(S1, STORED),
    ...routes,
  });
  const view = renderChat(<AgentChat />, '/chat?session=s1');
  await findInConversation('Stored answer');
  return { api, ...view };
}

describe('Chat: slash commands', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('/help lists the commands here, without sending anything', async () => {
    const { api, user } = await openSession();
    await user.type(input(), '/help{Enter}');
    const card = inConversation().getByRole('region', { name: COPY.helpTitle });
    for (const { command, description } of CHAT_SLASH_COMMANDS) {
      expect(within(card).getByText(command)).toBeInTheDocument();
      expect(within(card).getByText(description)).toBeInTheDocument();
    }
    // The typed command, and the command in the list.
    expect(inConversation().getAllByText('/help')).toHaveLength(2);
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
    expect(input()).toHaveValue('');
  });

  it('an unknown command points to /help', async () => {
    const { api, user } = await openSession();
    await user.type(input(), '/weather{Enter}');
    expect(inConversation().getByText(COPY.unknownCommand('/weather'))).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
  });

  it('a path is a message, not a command', async () => {
    const { api, user } = await openSession({
      'POST /api/agent/': () => streamedReply('s1', 'ok'),
    });
    await user.type(input(), '/usr/bin is where it lives{Enter}');
    await waitFor(() => expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(1));
  });

  it('/clear empties the conversation here; /reset brings the server’s back', async () => {
    const { api, user } = await openSession();
    await user.type(input(), '/help{Enter}');
    await user.type(input(), '/clear{Enter}');
    expect(inConversation().queryByText('Stored answer')).not.toBeInTheDocument();
    expect(inConversation().queryByRole('region', { name: COPY.helpTitle })).not.toBeInTheDocument();
    expect(inConversation().getByText(COPY.cleared)).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/agent/session/s1')).toHaveLength(1);

    await user.type(input(), '/reset{Enter}');
    expect(await findInConversation('Stored answer')).toBeInTheDocument();
    expect(inConversation().queryByText(COPY.cleared)).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/agent/session/s1')).toHaveLength(2);
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
  });

  it('/reset drops local cards and shows the session as the server has it', async () => {
    const { user } = await openSession();
    await user.type(input(), '/help{Enter}');
    await user.type(input(), '/reset{Enter}');
    await waitFor(() =>
      expect(inConversation().queryByRole('region', { name: COPY.helpTitle })).not.toBeInTheDocument(),
    );
    expect(await findInConversation('Stored question')).toBeInTheDocument();
  });

  it('/memory shows what the assistant knows, with links to edit it', async () => {
    const { api, user } = await openSession({ 'GET /api/agent/memory': () => json(memory()) });
    await user.type(input(), '/memory{Enter}');
    const card = await inConversation().findByRole('region', { name: COPY.memoryTitle });
    expect(await within(card).findByText('Warm, brief, lowercase.')).toBeInTheDocument();
    expect(within(card).getByText(COPY.signedInAs('ada'))).toBeInTheDocument();
    expect(within(card).getByText('Solo SaaS founders looking for first customers.')).toBeInTheDocument();
    expect(within(card).getByText('@levelsio')).toBeInTheDocument();
    expect(within(card).getByText(COPY.keywordsCount(2, 1))).toBeInTheDocument();
    expect(within(card).getByText('Asks about pricing')).toBeInTheDocument();
    expect(within(card).getByText(/Mention the free trial/)).toBeInTheDocument();
    expect(within(card).getByText('Gatling drafts replies in your voice.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${COPY.edit} ${COPY.memory.style}` })).toHaveAttribute(
      'href',
      ROUTES.yourStyle,
    );
    expect(within(card).getByRole('link', { name: `${COPY.edit} ${COPY.memory.rules}` })).toHaveAttribute(
      'href',
      ROUTES.replyRules,
    );
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
  });

  it('/memory says what is not set yet', async () => {
    const { user } = await openSession({
      'GET /api/agent/memory': () =>
        json(
          memory({
            username: null,
            style_prompt: null,
            core_users: [],
            rules: [],
            keywords: { active: [], inactive: [] },
          }),
        ),
    });
    await user.type(input(), '/memory{Enter}');
    const card = await inConversation().findByRole('region', { name: COPY.memoryTitle });
    expect(await within(card).findByText(COPY.notSet)).toBeInTheDocument();
    expect(within(card).getAllByText(COPY.none)).toHaveLength(3);
  });

  it('/keywords lists the active and inactive keywords and where to manage the audience', async () => {
    const { user } = await openSession({ 'GET /api/agent/memory': () => json(memory()) });
    await user.type(input(), '/keywords{Enter}');
    const card = await inConversation().findByRole('region', { name: COPY.keywordsTitle });
    expect(await within(card).findByText(COPY.keywordsActive(2))).toBeInTheDocument();
    expect(within(card).getByText('first customers')).toBeInTheDocument();
    expect(within(card).getByText('indie hackers')).toBeInTheDocument();
    expect(within(card).getByText(COPY.keywordsInactive(1))).toBeInTheDocument();
    expect(within(card).getByText('churn')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: COPY.keywordsLink })).toHaveAttribute(
      'href',
      ROUTES.communities,
    );
  });

  it('/keywords shows keywords in words, never as search syntax', async () => {
    const { user } = await openSession({
      'GET /api/agent/memory': () =>
        json(
          memory({
            keywords: {
              active: ['pricing -is:retweet lang:en', '("cold email" OR outbound) lang:en'],
              inactive: ['churn lang:es'],
            },
          }),
        ),
    });
    await user.type(input(), '/keywords{Enter}');
    const card = await inConversation().findByRole('region', { name: COPY.keywordsTitle });
    expect(await within(card).findByText('pricing (English)')).toBeInTheDocument();
    expect(within(card).getByText('cold email or outbound (English)')).toBeInTheDocument();
    expect(within(card).getByText('churn (Spanish)')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/-is:|lang:|"/);
  });

  it('/keywords add and remove change the keywords through the same routes as Target Audience', async () => {
    let keywords = { active: ['indie hackers -is:retweet lang:en'], inactive: [] as string[] };
    const onKeywordsChanged = vi.fn();
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'GET /api/agent/memory': () => json(memory({ keywords })),
      'POST /api/keyword/add': () => {
        keywords = { ...keywords, active: [...keywords.active, 'pricing -is:retweet lang:en'] };
        const status = { active_keywords: keywords.active, inactive_keywords: keywords.inactive };
        return json({ keyword: 'pricing -is:retweet lang:en', status });
      },
      'POST /api/keyword/remove': () => {
        keywords = { ...keywords, active: ['pricing -is:retweet lang:en'] };
        const status = { active_keywords: keywords.active, inactive_keywords: keywords.inactive };
        return json({ keyword: 'indie hackers -is:retweet lang:en', status });
      },
    });
    const { user } = renderChat(<AgentChat onKeywordsChanged={onKeywordsChanged} />);

    await user.type(input(), '/keywords add pricing{Enter}');
    expect(await findInConversation(COPY.keywordsAdded('pricing'))).toHaveAttribute('role', 'status');
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/add')[0])).toEqual({ words: 'pricing' });
    const added = inConversation().getAllByRole('region', { name: COPY.keywordsTitle }).at(-1)!;
    expect(await within(added).findByText('pricing (English)')).toBeInTheDocument();
    expect(onKeywordsChanged).toHaveBeenCalledTimes(1);

    await user.type(input(), '/keywords remove Indie Hackers{Enter}');
    expect(await findInConversation(COPY.keywordsRemoved('indie hackers'))).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/remove')[0])).toEqual({ keyword: 'Indie Hackers' });
    await waitFor(() => expect(inConversation().queryAllByText('indie hackers (English)')).toHaveLength(0));
    expect(onKeywordsChanged).toHaveBeenCalledTimes(2);
    // Commands, not messages for the assistant.
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
  });

  it('/keywords says what the server refused, and how to ask when the words are missing', async () => {
    const { api, user } = await openSession({
      'GET /api/agent/memory': () => json(memory()),
      'POST /api/keyword/add': () => apiError(409, '“churn” is already one of your keywords', 'CONFLICT'),
    });
    await user.type(input(), '/keywords add Churn{Enter}');
    expect(await findInConversation('“churn” is already one of your keywords')).toBeInTheDocument();
    await user.type(input(), '/keywords add{Enter}');
    expect(await findInConversation(COPY.keywordsUsage)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/keyword/add')).toHaveLength(1);
  });

  it('a failed /memory says so in its card and retries', async () => {
    let fail = true;
    const { user } = await openSession({
      'GET /api/agent/memory': () => (fail ? apiError(500, 'Down') : json(memory())),
    });
    await user.type(input(), '/memory{Enter}');
    const card = await inConversation().findByRole('region', { name: COPY.memoryTitle });
    expect(await within(card).findByText(COPY.memoryFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole('button', { name: COPY.retry }));
    expect(await within(card).findByText('Warm, brief, lowercase.')).toBeInTheDocument();
  });
});
