import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import { json, TEST_SESSION } from '@/test/fake-api';
import { readOutbox } from '../lib/outbox';
import {
  apiError,
  bodiesOf,
  feedbackAnswer,
  pendingReply,
  passUndoTimeout,
  pendingAnswer,
  renderReplies,
  sequence,
  setUpRepliesTests,
  topCard,
  undoButton,
} from '../testing/replies-test-kit';
import { REPLIES_COPY } from '../texts';

const A = pendingReply('a');
const B = pendingReply('b');
const USER = TEST_SESSION.user.id;
const routes = (approve = () => feedbackAnswer('a')) => ({
  // The server still lists the reply as pending until the decision reaches it.
  'GET /api/interactions/pending': () => pendingAnswer([A, B]),
  'POST /api/feedback/approve': approve,
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

describe('/replies durable swipes', () => {
  setUpRepliesTests();

  it('a reload during the countdown keeps the card away and resumes the countdown with undo', async () => {
    const first = await renderReplies(routes(), { undoTimeout: 10 });
    await first.user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await screen.findByText(TEXT.replies.remaining(1));
    expect(readOutbox(USER)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    first.unmount();

    const second = await renderReplies(routes(), { undoTimeout: 10 });
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    expect(undoButton()).toHaveAccessibleName('Undo Z');
    expect(undoButton()).toHaveAccessibleDescription(/^(6|5) seconds left$/);
    await passUndoTimeout(6);
    await screen.findByText(TEXT.replies.scheduled);
    expect(bodiesOf([...first.calls, ...second.calls], '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: false },
    ]);
    expect(readOutbox(USER)).toEqual([]);
  });

  it('undo after a reload takes the decision back and nothing is sent', async () => {
    const first = await renderReplies(routes(), { undoTimeout: 10 });
    await first.user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await screen.findByText(TEXT.replies.remaining(1));
    first.unmount();
    const second = await renderReplies(routes(), { undoTimeout: 10 });
    await second.user.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    await passUndoTimeout(12);
    expect(bodiesOf(second.calls, '/api/feedback/approve')).toHaveLength(0);
  });

  it('a tab closed during the countdown sends the decision as soon as the app opens again', async () => {
    const first = await renderReplies(routes(), { undoTimeout: 5 });
    await first.user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await screen.findByText(TEXT.replies.remaining(1));
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(bodiesOf(first.calls, '/api/feedback/approve')).toHaveLength(0);

    const second = await renderReplies(routes(), { undoTimeout: 5 });
    await screen.findByText(TEXT.replies.scheduled);
    expect(bodiesOf(second.calls, '/api/feedback/approve')).toHaveLength(1);
    expect(undoButton()).not.toBeInTheDocument();
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
  });

  it('offline, the swipe waits and says so; back online it is sent once', async () => {
    setOnline(false);
    const { user, calls } = await renderReplies(routes(), { undoTimeout: 3 });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByText(REPLIES_COPY.offlineQueued)).toBeInTheDocument();
    await passUndoTimeout(30);
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(0);
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    act(() => setOnline(true));
    await screen.findByText(TEXT.replies.scheduled);
    act(() => window.dispatchEvent(new Event('online')));
    await passUndoTimeout(30);
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(1);
  });

  it('a connection lost during the countdown: the decision waits, says so once, and goes when back online', async () => {
    const { user, calls } = await renderReplies(routes(), { undoTimeout: 3 });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    setOnline(false);
    await passUndoTimeout(3);
    expect(await screen.findAllByText(REPLIES_COPY.offlineQueued)).toHaveLength(1);
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(0);
    act(() => setOnline(true));
    await screen.findByText(TEXT.replies.scheduled);
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(1);
  });

  it('a 409 (already approved elsewhere) counts as delivered and is not sent again', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': sequence(
        () => pendingAnswer([A, B]),
        () => pendingAnswer([B]),
      ),
      'POST /api/feedback/approve': () => apiError(409, 'This reply was already approved', 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await passUndoTimeout(3);
    expect(await screen.findByText(/This reply was already approved/)).toHaveTextContent(
      'Reply to @author_a: "Draft reply a"',
    );
    await passUndoTimeout(120);
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(1);
    expect(readOutbox(USER)).toEqual([]);
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
  });

  it('signing out stops the countdown without sending; the decision waits for the next sign-in', async () => {
    const { user, calls } = await renderReplies({
      ...routes(),
      'POST /api/identity/sign-out': () => json({}),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await screen.findByText(TEXT.replies.remaining(1));
    await act(() => authClient.signOut());
    await passUndoTimeout(5);
    expect(undoButton()).not.toBeInTheDocument();
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(0);
    expect(readOutbox(USER)).toHaveLength(1);
  });
});
