import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ANSWER_MARKER, AGENT_COMPLETED_MARKER } from '@gatling/shared/api/agent';
import { TEXT } from '@gatling/shared/spec';
import { CHAT_INPUT_COPY } from '@/components/chat-input';
import { OFFLINE_DRAFTING_COPY } from '@/components/offline-drafting-notice';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  apiError,
  bodyOf,
  callsTo,
  detailAnswer,
  findInConversation,
  inConversation,
  input,
  message,
  renderChat,
  resetToasts,
  session,
  sessionParam,
  signedInServer,
  streamedAnswer,
  streamedReply,
} from '../testing/agent-test-kit';
import { AGENT_COPY as COPY } from '../texts';
import { AgentChat } from './agent-chat';

const QUESTION = 'Suggest search queries for my audience';
const NEW = session('s-new', QUESTION);
const OLD = session('s-old', 'Yesterday');

describe('Chat: sending', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('streams the answer as it arrives, reasoning folded, then selects the new session', async () => {
    const stream = streamedAnswer('s-new');
    let sessions = [OLD];
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json(sessions),
      'POST /api/agent/': () => {
        sessions = [NEW, OLD];
        return stream.response();
      },
    });
    const { user, router } = renderChat(<AgentChat />);
    expect(screen.getByRole('note', { name: OFFLINE_DRAFTING_COPY.title })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: COPY.suggestionsLabel })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', '/api/agent/session_ids/')).toHaveLength(1));

    await user.type(input(), `  ${QUESTION}  {Enter}`);
    expect(bodyOf(callsTo(api, 'POST', '/api/agent/')[0])).toEqual({
      user_input: QUESTION,
      session_id: null,
    });
    expect(inConversation().getByText(QUESTION)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('status', { name: COPY.typing })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: COPY.suggestionsLabel })).not.toBeInTheDocument();

    act(() => stream.push('Your audience talks about churn.\n'));
    act(() => stream.push(`${AGENT_ANSWER_MARKER}\nTry "first customers"`));
    expect(await findInConversation('Try "first customers"')).toBeInTheDocument();
    expect(sessionParam(router)).toBe('s-new');
    const toggle = screen.getByRole('button', { name: COPY.reasoning });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Your audience talks about churn.')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: COPY.typing })).toBeInTheDocument();

    act(() => stream.push(` and "cold DMs".\n${AGENT_COMPLETED_MARKER}`));
    expect(await findInConversation('Try "first customers" and "cold DMs".')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: COPY.typing })).not.toBeInTheDocument();
    act(() => stream.close());

    // docs/product/states.md#chat: the list reloads and the new session (its first item) is the open one.
    await waitFor(() => expect(callsTo(api, 'GET', '/api/agent/session_ids/')).toHaveLength(2));
    expect(await screen.findByText(QUESTION, { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(callsTo(api, 'GET', '/api/agent/session/s-new')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Your audience talks about churn.')).toBeInTheDocument();

    // The next message goes to the same session.
    await user.type(input(), 'And for founders?{Enter}');
    expect(bodyOf(callsTo(api, 'POST', '/api/agent/')[1])).toEqual({
      user_input: 'And for founders?',
      session_id: 's-new',
    });
  });

  it('a new chat answered without x-session-id selects the first item of the reloaded list', async () => {
    let sessions = [OLD];
    await signedInServer({
      'GET /api/agent/session_ids/': () => json(sessions),
      'GET /api/agent/session/s-new': () =>
        detailAnswer(NEW, [message('user', QUESTION), message('assistant', 'Stored answer')]),
      'POST /api/agent/': () => {
        sessions = [NEW, OLD];
        return streamedReply(null, 'Streamed answer');
      },
    });
    const { user, router } = renderChat(<AgentChat />);
    await user.click(await screen.findByRole('button', { name: QUESTION }));
    await waitFor(() => expect(sessionParam(router)).toBe('s-new'));
    expect(await findInConversation('Stored answer')).toBeInTheDocument();
  });

  it('Shift+Enter is a new line; a blank message is not sent', async () => {
    const api = await signedInServer({ 'GET /api/agent/session_ids/': () => json([]) });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), '   ');
    expect(screen.getByRole('button', { name: CHAT_INPUT_COPY.send })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('   line one\nline two');
    expect(callsTo(api, 'POST', '/api/agent/')).toHaveLength(0);
  });

  it('a failure in an open session gives the server’s reason; a new message there replaces the unsent one', async () => {
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([OLD]),
      'GET /api/agent/session/s-old': () => detailAnswer(OLD, []),
      'POST /api/agent/': () =>
        callsTo(api, 'POST', '/api/agent/').length === 1
          ? apiError(503, 'The assistant is busy, try again in a minute', 'UNAVAILABLE')
          : streamedReply('s-old', 'Answered.'),
    });
    const { user, router } = renderChat(<AgentChat />, '/chat?session=s-old');
    await waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), 'Write a reply rule for pricing questions{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.chat.sendFailed);
    expect(alert).toHaveTextContent('The assistant is busy, try again in a minute');
    expect(inConversation().getByText('Write a reply rule for pricing questions')).toBeInTheDocument();
    expect(inConversation().getByText(COPY.notSent)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: COPY.typing })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(sessionParam(router)).toBe('s-old');

    await user.type(input(), 'Again{Enter}');
    expect(await findInConversation('Answered.')).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/agent/')[1])).toEqual({
      user_input: 'Again',
      session_id: 's-old',
    });
    // The server did not keep the unsent message; neither does the screen once another is sent.
    expect(inConversation().queryByText('Write a reply rule for pricing questions')).not.toBeInTheDocument();
  });

  it('an error without the server’s reason is just “Failed to send message”', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${TEXT.chat.sendFailed}$`));
  });

  it('no connection gives the connection error; the text stays', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), 'Sharpen my style description{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.chat.connectionError);
    expect(inConversation().getByText('Sharpen my style description')).toBeInTheDocument();
  });

  it('a stream cut off midway keeps the partial answer and gives the connection error', async () => {
    const stream = streamedAnswer('s-new');
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () => stream.response(),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), 'Hello{Enter}');
    act(() => stream.push(`${AGENT_ANSWER_MARKER}\nHalf an ans`));
    expect(await findInConversation('Half an ans')).toBeInTheDocument();
    act(() => stream.fail(new TypeError('network error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.chat.connectionError);
    expect(inConversation().getByText('Half an ans')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: COPY.typing })).not.toBeInTheDocument();
  });

  it('going offline says so at once, and coming back clears it', async () => {
    await signedInServer({ 'GET /api/agent/session_ids/': () => json([]) });
    renderChat(<AgentChat />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.chat.connectionError);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('Stop ends the answer silently and keeps what arrived', async () => {
    const stream = streamedAnswer('s-new');
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () => stream.response(),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), 'Hello{Enter}');
    act(() => stream.push(`${AGENT_ANSWER_MARKER}\nSo far`));
    await findInConversation('So far');
    await user.click(screen.getByRole('button', { name: CHAT_INPUT_COPY.stop }));
    expect((callsTo(api, 'POST', '/api/agent/')[0]?.init?.signal as AbortSignal).aborted).toBe(true);
    await waitFor(() => expect(input()).toBeEnabled());
    expect(inConversation().getByText('So far')).toBeInTheDocument();
    expect(inConversation().getByText(COPY.cutShort)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: COPY.typing })).not.toBeInTheDocument();
  });
});
