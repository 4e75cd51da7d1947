import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  apiError,
  bodiesOf,
  editField,
  feedbackAnswer,
  pendingReply,
  letCardSettle,
  passUndoTimeout,
  pendingAnswer,
  renderReplies,
  reviewStack,
  sequence,
  setUpRepliesTests,
  toastWith,
  topCard,
  undoButton,
} from '../testing/replies-test-kit';
import { retryDelayMs } from '../hooks/outbox-courier';
import { REPLIES_COPY } from '../texts';

const A = pendingReply('a');
const B = pendingReply('b', { source: { kind: 'core_user', value: 'paulg' }, delivery: 'intent' });
const C = pendingReply('c');
const D = pendingReply('d');

describe('/replies', () => {
  setUpRepliesTests();

  it('shows the top card with two behind it, and the counter', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B, C, D]) });
    expect(await screen.findByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    // Three cards rendered, the top one interactive and the others hidden from assistive technology.
    expect(within(reviewStack()).getAllByRole('article', { hidden: true, name: /^Reply to/ })).toHaveLength(
      3,
    );
    expect(within(reviewStack()).getAllByRole('article', { name: /^Reply to/ })).toHaveLength(1);
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    expect(topCard().getByText(A.original_message.text)).toBeInTheDocument();
    expect(topCard().getByText('Keyword: onboarding')).toBeInTheDocument();
    expect(topCard().getByText('1.2K likes')).toBeInTheDocument();
    // The bubble is a preview of a reply not sent: nothing in it says liked or read.
    const bubble = topCard().getByRole('figure', { name: 'Preview of your reply, not sent yet' });
    expect(within(bubble).getByRole('img', { name: 'Draft' })).toBeInTheDocument();
    expect(bubble).toHaveTextContent(/Not sent yet·\d\d:\d\d$/);
    expect(within(bubble).getByLabelText(/^shown at \d\d:\d\d$/)).toBeInTheDocument();
    expect(bubble).not.toHaveTextContent(/Liked|Read at/);
    expect(within(bubble).queryByRole('img', { name: /Liked/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Draft reply d')).not.toBeInTheDocument();
  });

  it("says 'No more responses to process' when there is nothing to review", async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([]) });
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.replies.send })).not.toBeInTheDocument();
  });

  it('Send moves the card away with an undo entry; after the undo timeout it approves with dry_send', async () => {
    const { user, calls } = await renderReplies(
      {
        'GET /api/interactions/pending': () => pendingAnswer([A, B]),
        'POST /api/feedback/approve': () => feedbackAnswer('a', 'scheduled', true),
      },
      { undoTimeout: 5, drySendMode: true },
    );
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    expect(
      topCard().getByText("You'll finish this one on X: sending opens a prefilled reply there."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(bodiesOf(calls, '/api/feedback/approve')).toHaveLength(0);
    await passUndoTimeout(1);
    await toastWith(TEXT.replies.scheduled);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: true },
    ]);
  });

  it('arrow keys: → sends, ← ignores (reject after the timeout), ↑ opens the edit form and Esc closes it', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B, C]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/feedback/reject': () => feedbackAnswer('b', 'rejected'),
    });
    await screen.findByText(TEXT.replies.remaining(3));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    await letCardSettle();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await letCardSettle();
    await user.keyboard('{ArrowUp}');
    expect(editField()).toHaveValue('Draft reply c');
    // While editing, arrows move the caret and never decide.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(topCard().getByText('Draft reply c')).toBeInTheDocument();

    await passUndoTimeout(3);
    await waitFor(() =>
      expect(bodiesOf(calls, '/api/feedback/reject')).toEqual([{ reply_id: 'b', human_edits: null }]),
    );
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: false },
    ]);
    await toastWith(TEXT.replies.rejected);
  });

  it('undo puts the card back at its place and cancels its call', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B, C]),
    });
    await screen.findByText(TEXT.replies.remaining(3));
    await user.click(screen.getByRole('button', { name: TEXT.replies.ignore }));
    await letCardSettle();
    await user.click(screen.getByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(await screen.findByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    await passUndoTimeout(4);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(undoButton()).not.toBeInTheDocument();
  });

  it('a 402 puts the card back, says the daily limit is exceeded and opens the paywall', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () =>
        apiError(402, 'Daily interaction limit exceeded', 'PAYMENT_REQUIRED'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await passUndoTimeout(3);
    expect(await screen.findByRole('dialog', { name: 'Upgrade to keep replying' })).toBeInTheDocument();
    await toastWith(TEXT.replies.limitExceeded);
    expect(screen.getByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
  });

  it("a failure on the server's side says 'Failed to process reply', keeps the decision and tries again", async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/feedback/reject': sequence(
        () => apiError(500, 'Database unavailable'),
        () => feedbackAnswer('a', 'rejected'),
      ),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.ignore }));
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    await passUndoTimeout(3);
    const t = await toastWith(TEXT.replies.processFailed);
    expect(t).toHaveTextContent('Database unavailable');
    expect(t).toHaveTextContent(REPLIES_COPY.willRetry);
    // The card stays decided: the decision waits in the outbox for the next try.
    expect(screen.getByText(TEXT.replies.empty)).toBeInTheDocument();
    await passUndoTimeout(retryDelayMs(1) / 1000);
    await toastWith(TEXT.replies.rejected);
    expect(bodiesOf(calls, '/api/feedback/reject')).toHaveLength(2);
    await passUndoTimeout(120);
    expect(bodiesOf(calls, '/api/feedback/reject')).toHaveLength(2);
  });
});
