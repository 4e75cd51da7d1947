import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIENCE_GREETING } from '@gatling/shared/api/audience-greeting';
import { TEXT } from '@gatling/shared/spec';
import { OFFLINE_DRAFTING_COPY } from '@/components/offline-drafting-notice';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  bodyOf,
  callsTo,
  chatReply,
  deferred,
  historyOf,
  keywordRoutes,
  renderWithQuery,
  resetToasts,
  signedInServer,
} from '../testing/audience-test-kit';
import { AUDIENCE_COPY as COPY } from '../texts';
import { AudienceChatStep } from './audience-chat-step';

const A1: [string, string] = ['Indie founders shipping SaaS alone.', 'What hurts most for them right now?'];
const A2: [string, string] = ['Pricing and finding first customers.', 'Which words do they use for that?'];
const A3: [string, string] = ['MRR, churn, launch, cold DMs.', 'Thanks, I have a clear picture now.'];
const KEYWORDS = { active_keywords: ['indie hackers', 'first customers'], inactive_keywords: ['churn'] };

const input = () => screen.getByRole('textbox', { name: COPY.inputLabel });
const sendButton = () => screen.getByRole('button', { name: COPY.send });
const log = () => screen.getByRole('log', { name: COPY.conversation });
const progress = () => screen.getByRole('progressbar', { name: TEXT.audience.understanding });

async function renderChat(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const onCompleteChange = vi.fn();
  const view = renderWithQuery(<AudienceChatStep onCompleteChange={onCompleteChange} />);
  await screen.findByRole('log', { name: COPY.conversation });
  return { api, onCompleteChange, ...view };
}

describe('Onboarding step 4, AudienceChatStep', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('with no history the assistant opens with the greeting; understanding starts at 0', async () => {
    const { onCompleteChange } = await renderChat({ 'GET /api/chat/history/': () => json([]) });
    expect(within(log()).getByText(AUDIENCE_GREETING)).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(input()).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('heading', { name: TEXT.audience.keywordsTitle })).not.toBeInTheDocument();
    expect(onCompleteChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('note', { name: OFFLINE_DRAFTING_COPY.title })).toBeInTheDocument();
  });

  it('the input is disabled while the history loads', async () => {
    const history = deferred();
    await signedInServer({ 'GET /api/chat/history/': () => history.promise });
    const onCompleteChange = vi.fn();
    renderWithQuery(<AudienceChatStep onCompleteChange={onCompleteChange} />);
    expect(screen.getByLabelText(COPY.loadingConversation)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(onCompleteChange).not.toHaveBeenCalled();
    history.release(json([]));
    await waitFor(() => expect(input()).toBeEnabled());
  });

  it('Enter sends the trimmed message; the input is off until the answer, which moves the bar', async () => {
    const reply = deferred();
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': () => reply.promise,
    });
    await user.type(input(), `  ${A1[0]}  {Enter}`);

    expect(within(log()).getByText(A1[0])).toBeInTheDocument();
    expect(screen.getByRole('status', { name: COPY.typing })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(bodyOf(callsTo(api, 'POST', '/api/chat/')[0])).toEqual({ user_input: A1[0], chat_state: null });

    reply.release(json(chatReply([A1], 25)));
    expect(await within(log()).findByText(A1[1])).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: COPY.typing })).not.toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('each turn carries the chat_state the last answer gave', async () => {
    let turn = 0;
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': () => json(++turn === 1 ? chatReply([A1], 25) : chatReply([A1, A2], 45)),
    });
    await user.type(input(), `${A1[0]}{Enter}`);
    await within(log()).findByText(A1[1]);
    await user.type(input(), `${A2[0]}{Enter}`);
    await within(log()).findByText(A2[1]);
    expect(bodyOf(callsTo(api, 'POST', '/api/chat/')[1])).toEqual({
      user_input: A2[0],
      chat_state: chatReply([A1], 25).chat_state,
    });
  });

  it('Shift+Enter adds a new line instead of sending', async () => {
    const { api, user } = await renderChat({ 'GET /api/chat/history/': () => json([]) });
    await user.type(input(), 'Solo founders{Shift>}{Enter}{/Shift}who sell to developers');
    expect(input()).toHaveValue('Solo founders\nwho sell to developers');
    expect(callsTo(api, 'POST', '/api/chat/')).toHaveLength(0);
  });

  it('a blank message is never sent', async () => {
    const { api, user } = await renderChat({ 'GET /api/chat/history/': () => json([]) });
    await user.type(input(), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    expect(callsTo(api, 'POST', '/api/chat/')).toHaveLength(0);
  });

  it('the Send button sends too', async () => {
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': () => json(chatReply([A1], 25)),
    });
    await user.type(input(), A1[0]);
    await user.click(sendButton());
    expect(await within(log()).findByText(A1[1])).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/chat/')).toHaveLength(1);
  });

  it('picks the conversation up from the history, with the last state', async () => {
    const history = historyOf([A1, A2], 45);
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json(history),
      'POST /api/chat/': () => json(chatReply([A1, A2, A3], 70)),
    });
    const texts = within(log())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts).toEqual([
      `${COPY.assistant}: ${AUDIENCE_GREETING}`,
      `${COPY.you}: ${A1[0]}`,
      `${COPY.assistant}: ${A1[1]}`,
      `${COPY.you}: ${A2[0]}`,
      `${COPY.assistant}: ${A2[1]}`,
    ]);
    expect(progress()).toHaveAttribute('aria-valuenow', '45');
    await user.type(input(), `${A3[0]}{Enter}`);
    await within(log()).findByText(A3[1]);
    expect(bodyOf(callsTo(api, 'POST', '/api/chat/')[0])).toEqual({
      user_input: A3[0],
      chat_state: history[1]!.chat_state,
    });
  });

  it("'Failed to load previous conversation', then starts with the greeting", async () => {
    const { user } = await renderChat({
      'GET /api/chat/history/': () => json({ detail: 'down', code: 'UNAVAILABLE' }, 503),
      'POST /api/chat/': () => json(chatReply([A1], 25)),
    });
    expect(await screen.findByText(TEXT.audience.loadPreviousFailed)).toBeInTheDocument();
    expect(within(log()).getByText(AUDIENCE_GREETING)).toBeInTheDocument();
    await user.type(input(), `${A1[0]}{Enter}`);
    expect(await within(log()).findByText(A1[1])).toBeInTheDocument();
  });

  it('a failed turn shows "Error: …" and gives the message back to the input', async () => {
    const { user } = await renderChat({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': () =>
        json({ detail: 'The language model did not answer', code: 'LLM_UNAVAILABLE' }, 503),
    });
    await user.type(input(), `${A1[0]}{Enter}`);
    const alert = await within(log()).findByRole('alert');
    expect(alert).toHaveTextContent('Error: The language model did not answer');
    expect(within(log()).queryByText(A1[0])).not.toBeInTheDocument();
    expect(input()).toHaveValue(A1[0]);
    expect(input()).toBeEnabled();
  });

  it('going offline says the chat service cannot be reached', async () => {
    await renderChat({ 'GET /api/chat/history/': () => json([]) });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(log()).getByRole('alert')).toHaveTextContent(TEXT.audience.connectionError);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(within(log()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('once complete: input off, keywords listed, and the parent told', async () => {
    const { api, user, onCompleteChange } = await renderChat({
      'GET /api/chat/history/': () => json(historyOf([A1, A2], 45)),
      'POST /api/chat/': () => json(chatReply([A1, A2, A3], 70, ['indie hackers', 'first customers'])),
      'GET /api/keyword/status': () => json(KEYWORDS),
    });
    expect(callsTo(api, 'GET', '/api/keyword/status')).toHaveLength(0);
    await user.type(input(), `${A3[0]}{Enter}`);

    const section = await screen.findByRole('region', { name: TEXT.audience.keywordsTitle });
    expect(await within(section).findByRole('checkbox', { name: 'indie hackers' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'first customers' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'churn' })).not.toBeChecked();
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', COPY.placeholderComplete);
    expect(progress()).toHaveAttribute('aria-valuenow', '70');
    expect(onCompleteChange).toHaveBeenLastCalledWith(true);
  });

  it('a complete history opens with the keywords and the input off', async () => {
    const { onCompleteChange } = await renderChat({
      'GET /api/chat/history/': () => json(historyOf([A1, A2, A3], 70)),
      'GET /api/keyword/status': () => json(KEYWORDS),
    });
    expect(await screen.findByRole('checkbox', { name: 'churn' })).not.toBeChecked();
    expect(input()).toBeDisabled();
    expect(onCompleteChange).toHaveBeenCalledWith(true);
    expect(onCompleteChange).not.toHaveBeenCalledWith(false);
  });

  it('toggling a keyword saves it and says so', async () => {
    const { current, ...keywordApi } = keywordRoutes(KEYWORDS);
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json(historyOf([A1, A2, A3], 70)),
      ...keywordApi,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'churn' }));
    expect(screen.getByRole('checkbox', { name: 'churn' })).toBeChecked();
    expect(await screen.findByText(TEXT.audience.keywordsUpdated)).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/toggle')[0])).toEqual({
      keywords: [{ keyword: 'churn', active: true }],
    });
    await user.click(screen.getByRole('checkbox', { name: 'indie hackers' }));
    await waitFor(() => expect(current().inactive_keywords).toEqual(['indie hackers']));
    expect(await screen.findByText('2 of 3 on')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'indie hackers' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'churn' })).toBeChecked();
    // The answer carried the new status: nothing read again.
    expect(callsTo(api, 'GET', '/api/keyword/status')).toHaveLength(1);
  });

  it('a toggle answered without the status reads the keywords again', async () => {
    const { current: _current, ...keywordApi } = keywordRoutes(KEYWORDS, 'flag');
    const { api, user } = await renderChat({
      'GET /api/chat/history/': () => json(historyOf([A1, A2, A3], 70)),
      ...keywordApi,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'first customers' }));
    expect(await screen.findByText(TEXT.audience.keywordsUpdated)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', '/api/keyword/status')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'first customers' })).not.toBeChecked();
    expect(screen.getByText('1 of 3 on')).toBeInTheDocument();
  });

  it('a failed toggle puts the checkbox back and shows "Error: {message}"', async () => {
    await renderChat({
      'GET /api/chat/history/': () => json(historyOf([A1, A2, A3], 70)),
      'GET /api/keyword/status': () => json(KEYWORDS),
      'POST /api/keyword/toggle': () => json({ detail: 'Unknown keyword', code: 'NOT_FOUND' }, 404),
    });
    const box = await screen.findByRole('checkbox', { name: 'indie hackers' });
    box.click();
    expect(await screen.findByText('Error: Unknown keyword')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'indie hackers' })).toBeChecked());
  });

  it('leaving the step while a turn is in flight aborts it silently', async () => {
    const reply = deferred();
    let signal: AbortSignal | null | undefined;
    const { unmount, user } = await renderChat({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': (_url, init) => {
        signal = init?.signal;
        return reply.promise;
      },
    });
    await user.type(input(), `${A1[0]}{Enter}`);
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
    // No toast, no console error (the test setup fails on one).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
