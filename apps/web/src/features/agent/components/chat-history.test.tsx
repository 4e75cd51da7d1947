import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { fakeMatchMedia } from '@/test/match-media';
import {
  apiError,
  assistantContent,
  callsTo,
  deferred,
  detailAnswer,
  findInConversation,
  inConversation,
  message,
  minutesAgo,
  renderChat,
  resetToasts,
  session,
  sessionParam,
  signedInServer,
} from '../testing/agent-test-kit';
import { AGENT_COPY as COPY } from '../texts';
import { AgentChat } from './agent-chat';

const PRICING = session('s1', 'Pricing rule ideas', minutesAgo(5));
const UNTITLED = session('s2', null, minutesAgo(3 * 60));
const BLANK = session('s3', '   ', null);
const BROKEN = session('s4', 'Broken clock', 'not a date');

async function openHistory(user: ReturnType<typeof renderChat>['user']) {
  await user.click(screen.getByRole('button', { name: COPY.openHistory }));
  return within(await screen.findByRole('dialog', { name: COPY.history }));
}

const rowOf = (sheet: ReturnType<typeof within>, title: string) =>
  sheet.getByRole('button', { name: new RegExp(`^${title}`) });

describe('Chat history', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('lists sessions with fallback titles and relative, missing or invalid times', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING, UNTITLED, BLANK, BROKEN]),
    });
    const { user } = renderChat(<AgentChat />);
    const sheet = await openHistory(user);
    const list = await sheet.findByRole('list', { name: COPY.history });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getAllByRole('button')[0]!.textContent)).toEqual([
      'Pricing rule ideas5m',
      `${TEXT.chat.untitledChat}3h`,
      `${TEXT.chat.untitledChat}${TEXT.chat.justNow}`,
      `Broken clock${TEXT.chat.invalidDate}`,
    ]);
    expect(sheet.getByRole('button', { name: COPY.deleteSession('Pricing rule ideas') })).toBeInTheDocument();
    // Nothing is open yet: a new chat.
    expect(screen.getByText(TEXT.chat.newChat, { selector: 'p' })).toBeInTheDocument();
  });

  it('says when there are no sessions yet', async () => {
    await signedInServer({ 'GET /api/agent/session_ids/': () => json([]) });
    const { user } = renderChat(<AgentChat />);
    const sheet = await openHistory(user);
    expect(await sheet.findByText(COPY.historyEmpty)).toBeInTheDocument();
  });

  it('a failed list says so in a toast and in the sheet, with a retry', async () => {
    let fail = true;
    await signedInServer({
      'GET /api/agent/session_ids/': () => (fail ? apiError(500, 'Down') : json([PRICING])),
    });
    const { user } = renderChat(<AgentChat />);
    expect(await screen.findByText(TEXT.chat.historyFailed, { selector: 'li *' })).toBeInTheDocument();
    const sheet = await openHistory(user);
    expect(await sheet.findByRole('alert')).toHaveTextContent(TEXT.chat.historyFailed);
    fail = false;
    await user.click(sheet.getByRole('button', { name: COPY.retry }));
    expect(await sheet.findByText('Pricing rule ideas')).toBeInTheDocument();
  });

  it('selecting a session closes the sheet, loads its messages and names it in the URL', async () => {
    const detail = deferred();
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING, UNTITLED]),
      'GET /api/agent/session/s1': () => detail.promise,
    });
    const { user, router } = renderChat(<AgentChat />);
    const sheet = await openHistory(user);
    await user.click(await sheet.findByText('Pricing rule ideas'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(COPY.loadingConversation)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    detail.release(
      detailAnswer(PRICING, [
        message('user', 'How should I answer pricing questions?'),
        message('assistant', assistantContent('Point to the free trial first.', 'They ask about cost.')),
      ]),
    );
    expect(await findInConversation('How should I answer pricing questions?')).toBeInTheDocument();
    expect(inConversation().getByText('Point to the free trial first.')).toBeInTheDocument();
    expect(sessionParam(router)).toBe('s1');
    expect(screen.getByText('Pricing rule ideas', { selector: 'p' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/agent/session/s1')).toHaveLength(1);

    // The open session is marked in the list.
    const again = await openHistory(user);
    expect(rowOf(again, 'Pricing rule ideas')).toHaveAttribute('aria-current', 'true');
  });

  it('opens the session the URL names; a failed load says so and retries', async () => {
    let fail = true;
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING]),
      'GET /api/agent/session/s1': () =>
        fail ? apiError(500, 'Down') : detailAnswer(PRICING, [message('user', 'Back again')]),
    });
    const { user } = renderChat(<AgentChat />, '/chat?session=s1');
    expect(await screen.findByText(TEXT.chat.sessionFailed, { selector: 'li *' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TEXT.chat.sessionFailed);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await findInConversation('Back again')).toBeInTheDocument();
  });

  it('deletes a session after confirming: toast, gone from the list, the open chat becomes new', async () => {
    let sessions = [PRICING, UNTITLED];
    const api = await signedInServer({
      'GET /api/agent/session_ids/': () => json(sessions),
      'GET /api/agent/session/s1': () => detailAnswer(PRICING, [message('user', 'Hello there')]),
      'DELETE /api/agent/session/s1': () => {
        sessions = [UNTITLED];
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderChat(<AgentChat />, '/chat?session=s1');
    await findInConversation('Hello there');
    const sheet = await openHistory(user);
    await user.click(await sheet.findByRole('button', { name: COPY.deleteSession('Pricing rule ideas') }));
    const confirm = await screen.findByRole('alertdialog', { name: COPY.confirmDeleteTitle });
    await user.click(within(confirm).getByRole('button', { name: COPY.confirmDelete }));

    expect(await screen.findByText(TEXT.chat.deleted)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/agent/session/s1')).toHaveLength(1);
    await waitFor(() => expect(sheet.queryByText('Pricing rule ideas')).not.toBeInTheDocument());
    expect(sessionParam(router)).toBeNull();
    expect(screen.queryByText('Hello there')).not.toBeInTheDocument();
    // The router has the new URL at once; the screen renders it a moment later.
    expect(await screen.findByRole('list', { name: COPY.suggestionsLabel })).toBeInTheDocument();
  });

  it('a failed delete says so with the reason and keeps the session', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING]),
      'DELETE /api/agent/session/s1': () => apiError(404, 'Chat session not found', 'NOT_FOUND'),
    });
    const { user } = renderChat(<AgentChat />);
    const sheet = await openHistory(user);
    await user.click(await sheet.findByRole('button', { name: COPY.deleteSession('Pricing rule ideas') }));
    await user.click(await screen.findByRole('button', { name: COPY.confirmDelete }));
    expect(await screen.findByText(TEXT.chat.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('Chat session not found')).toBeInTheDocument();
    expect(sheet.getByText('Pricing rule ideas')).toBeInTheDocument();
  });

  it('New Chat leaves the open session for an empty chat with suggestions', async () => {
    await signedInServer({
      'GET /api/agent/session_ids/': () => json([PRICING]),
      'GET /api/agent/session/s1': () => detailAnswer(PRICING, [message('user', 'Hello there')]),
    });
    const { user, router } = renderChat(<AgentChat />, '/chat?session=s1');
    await findInConversation('Hello there');
    expect(screen.queryByRole('list', { name: COPY.suggestionsLabel })).not.toBeInTheDocument();
    const sheet = await openHistory(user);
    await user.click(sheet.getByRole('button', { name: TEXT.chat.newChat }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionParam(router)).toBeNull();
    expect(screen.queryByText('Hello there')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: COPY.suggestionsLabel })).toBeInTheDocument();
    expect(screen.getByText(TEXT.chat.newChat, { selector: 'p' })).toBeInTheDocument();
  });

  it('on a wide screen the history is a sidebar, no sheet needed', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('min-width')));
    await signedInServer({ 'GET /api/agent/session_ids/': () => json([PRICING]) });
    renderChat(<AgentChat />);
    const sidebar = screen.getByRole('complementary', { name: COPY.history });
    expect(await within(sidebar).findByText('Pricing rule ideas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.openHistory })).not.toBeInTheDocument();
  });
});
