import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_REASONING_MARKER,
} from '@gatling/shared/api/agent';
import { TEXT } from '@gatling/shared/spec';
import { CHAT_INPUT_COPY } from '@/components/chat-input';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  apiError,
  assistantContent,
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

const QUESTION = 'Write a reply rule for pricing questions';
const PRICING = session('s1', 'Pricing');

/** A request that waits for an answer that never comes, and ends as fetch does when aborted. */
const neverAnswered = (init: RequestInit | undefined) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

const retryButton = () => screen.getByRole('button', { name: new RegExp(`^${COPY.retry}`) });

describe('Chat: a message the answer failed for', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a failure before the answer keeps the message to send again, with the server’s reason; Retry sends it once', async () => {
    let fail = true;
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () =>
        fail
          ? apiError(503, 'Your model server answered 500. Check it and try again.', 'UNAVAILABLE')
          : streamedReply('s-new', assistantContent('Mention the free trial.')),
    });
    const { user, router } = renderChat(<AgentChat />);
    await user.type(input(), `${QUESTION}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.chat.sendFailed);
    expect(alert).toHaveTextContent('Your model server answered 500. Check it and try again.');
    expect(inConversation().getByText(QUESTION)).toBeInTheDocument();
    expect(inConversation().getByText(COPY.notSent)).toBeInTheDocument();
    // The server kept no session for it: the chat is still a new one.
    expect(sessionParam(router)).toBeNull();

    fail = false;
    await user.click(retryButton());
    expect(await findInConversation('Mention the free trial.')).toBeInTheDocument();
    const posts = callsTo(api, 'POST', '/api/agent/');
    expect(posts).toHaveLength(2);
    expect(bodyOf(posts[1])).toEqual({ user_input: QUESTION, session_id: null });
    expect(inConversation().getAllByText(QUESTION)).toHaveLength(1);
    expect(screen.queryByText(COPY.notSent)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 429 with Retry-After counts down before Retry can send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let limited = true;
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING]),
      'GET /api/agent/session/s1': () => detailAnswer(PRICING, []),
      'POST /api/agent/': () => {
        if (!limited) return streamedReply('s1', assistantContent('Here now.'));
        const res = apiError(429, 'Your model provider is limiting requests.', 'RATE_LIMITED');
        res.headers.set('retry-after', '7');
        return res;
      },
    });
    const { user } = renderChat(<AgentChat />, '/chat?session=s1');
    await waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), `${QUESTION}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your model provider is limiting requests.');
    expect(retryButton()).toHaveTextContent(COPY.retryIn(7));
    expect(retryButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(3000));
    expect(retryButton()).toHaveTextContent(COPY.retryIn(4));
    act(() => vi.advanceTimersByTime(4000));
    expect(retryButton()).toBeEnabled();
    expect(retryButton()).toHaveTextContent(new RegExp(`^${COPY.retry}$`));

    limited = false;
    await user.click(retryButton());
    expect(await findInConversation('Here now.')).toBeInTheDocument();
    expect(bodyOf(callsTo(api, 'POST', '/api/agent/')[1])).toEqual({
      user_input: QUESTION,
      session_id: 's1',
    });
  });

  it('Stop while waiting for the answer cancels the request and puts the message back into the field', async () => {
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': (_url, init) => neverAnswered(init),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), `${QUESTION}{Enter}`);
    expect(inConversation().getByText(QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHAT_INPUT_COPY.stop }));
    expect((callsTo(api, 'POST', '/api/agent/')[0]?.init?.signal as AbortSignal).aborted).toBe(true);
    await waitFor(() => expect(input()).toHaveValue(QUESTION));
    expect(input()).toBeEnabled();
    expect(inConversation().queryByText(QUESTION)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Chat: the model’s reasoning', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('streams into the Reasoning fold as it comes, never into the answer', async () => {
    const stream = streamedAnswer('s-new');
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([]),
      'POST /api/agent/': () => stream.response(),
    });
    const { user } = renderChat(<AgentChat />);
    await user.type(input(), `${QUESTION}{Enter}`);
    act(() => stream.push(`${AGENT_REASONING_MARKER}\nThey sell to`));
    const toggle = await screen.findByRole('button', { name: COPY.reasoning });
    await user.click(toggle);
    expect(inConversation().getByText('They sell to')).toBeInTheDocument();
    act(() => stream.push(' founders.'));
    expect(await findInConversation('They sell to founders.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: COPY.typing })).toBeInTheDocument();

    act(() => stream.push(`\n${AGENT_ANSWER_MARKER}\nMention the free trial.\n${AGENT_COMPLETED_MARKER}`));
    expect(await findInConversation('Mention the free trial.')).toBeInTheDocument();
    expect(inConversation().getByText('They sell to founders.')).toBeInTheDocument();
    expect(inConversation().queryByText(new RegExp(AGENT_REASONING_MARKER.replace(/\|/g, '\\|')))).toBeNull();
    act(() => stream.close());
  });

  it('a stored answer shows its reasoning folded, <think> blocks of older answers too', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING]),
      'GET /api/agent/session/s1': () =>
        detailAnswer(PRICING, [
          message('user', QUESTION),
          message(
            'assistant',
            `${AGENT_REASONING_MARKER}\nThey sell to founders.\n${assistantContent('Mention the trial.')}`,
          ),
          message('user', 'And?'),
          message('assistant', assistantContent('<think>Short this time.</think>\n\nKeep it short.')),
        ]),
    });
    renderChat(<AgentChat />, '/chat?session=s1');
    expect(await findInConversation('Mention the trial.')).toBeInTheDocument();
    expect(inConversation().getByText('Keep it short.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: COPY.reasoning })).toHaveLength(2);
    expect(inConversation().queryByText(/think>/)).toBeNull();
  });
});
