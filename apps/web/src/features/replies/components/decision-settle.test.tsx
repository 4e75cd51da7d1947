import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  bodiesOf,
  feedbackAnswer,
  pendingReply,
  letCardSettle,
  passUndoTimeout,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';

const FIVE = ['a', 'b', 'c', 'd', 'e'].map((id) => pendingReply(id));

const routes = {
  'GET /api/interactions/pending': () => pendingAnswer(FIVE),
  'POST /api/feedback/approve': () => feedbackAnswer('a'),
  'POST /api/feedback/reject': () => feedbackAnswer('a', 'rejected'),
};

const sendButton = () => screen.getByRole('button', { name: TEXT.replies.send });

/**
 * Renders the five cards. The kit's fake clock also moves with real time, by ticks that a busy
 * test thread delays: a few quick events take ~20 ms of it, far inside the settle time.
 */
async function renderFive() {
  const view = await renderReplies(routes, { undoTimeout: 1 });
  await screen.findByText(TEXT.replies.remaining(5));
  return view;
}

/** Drags the top card sideways past the threshold with pointer events, as a quick flick. */
async function flick(dx: number) {
  const card = screen.getByTestId('top-card');
  const at = (x: number) => ({ pointerId: 1, buttons: 1, clientX: 100 + x, clientY: 300 });
  await act(async () => {
    fireEvent.pointerDown(card, at(0));
    for (let step = 1; step <= 4; step += 1) fireEvent.pointerMove(card, at((dx * step) / 4));
    fireEvent.pointerUp(card, { ...at(dx), buttons: 0 });
  });
}

/** The reply ids of the approvals and rejections sent, once the undo time is over. */
async function decidedIds(calls: Parameters<typeof bodiesOf>[0]) {
  await passUndoTimeout(1);
  const ids = (path: string) => bodiesOf(calls, path).map((b) => (b as { reply_id: string }).reply_id);
  return { approved: ids('/api/feedback/approve'), rejected: ids('/api/feedback/reject') };
}

describe('/replies: a decision is made on a card the user has seen', () => {
  setUpRepliesTests();

  it('a double click on Send sends only the card that was shown; a click once the next card settled sends it', async () => {
    const { user, calls } = await renderFive();

    await user.dblClick(sendButton());
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    // The next card is there at once; only its decision waits.
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    // The ignored click leaves the buttons as they were: nothing disabled for a moment.
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).not.toHaveAttribute('aria-disabled');

    // Still within the settle time: a third click, a moment later, is not taken either.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.click(sendButton());
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();

    // One approval, of the card that was shown (waiting it out also lets the next card settle).
    expect(await decidedIds(calls)).toEqual({ approved: ['a'], rejected: [] });

    await user.click(sendButton());
    expect(screen.getByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply c')).toBeInTheDocument();
    expect(await decidedIds(calls)).toEqual({ approved: ['a', 'b'], rejected: [] });
  });

  it('a held arrow key, or quick presses, decide one card; a press after the settle time decides the next', async () => {
    const { user, calls } = await renderFive();

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    // The key's repeats decide nothing, and still do not scroll the page.
    for (let i = 0; i < 5; i += 1) {
      expect(fireEvent.keyDown(document.body, { key: 'ArrowRight', repeat: true })).toBe(false);
    }
    fireEvent.keyUp(document.body, { key: 'ArrowRight' });
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();

    // New presses, but quicker than the next card can be seen: nothing is decided.
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowRight}');
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();

    await letCardSettle();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(await decidedIds(calls)).toEqual({ approved: ['a'], rejected: ['b'] });
  });

  it('a second flick springs the next card back until it has settled on top', async () => {
    const { calls } = await renderFive();

    await flick(160);
    await flick(160);
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    expect(screen.getByTestId('top-card').parentElement!.style.transform).toBe(
      'translate(0px, 0px) rotate(0deg)',
    );

    await letCardSettle();
    await flick(-160);
    expect(screen.getByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(await decidedIds(calls)).toEqual({ approved: ['a'], rejected: ['b'] });
  });

  it('a click decides the card that was on top when the press began', async () => {
    const { calls } = await renderFive();

    const send = sendButton();
    fireEvent.pointerDown(send);
    // While the button is held, the arrow key ignores that card and the next one settles on top.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await letCardSettle();
    fireEvent.click(send, { detail: 1 });
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    expect(await decidedIds(calls)).toEqual({ approved: [], rejected: ['a'] });
  });

  it('a decision by arrow key leaves the focus on the card now on top, not on the page', async () => {
    const { user } = await renderFive();
    screen.getByRole('article', { name: /^Reply to/ }).focus();
    await user.keyboard('{ArrowLeft}');
    await letCardSettle();
    expect(topCard().getByText('Draft reply b')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('article', { name: /^Reply to/ }));
    expect(document.activeElement).toHaveTextContent('Draft reply b');
  });

  it('undo works at once, and the card it brings back (already seen) can be decided again at once', async () => {
    const { user, calls } = await renderFive();

    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText(TEXT.replies.remaining(5))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    expect(await decidedIds(calls)).toEqual({ approved: [], rejected: ['a'] });
  });
});
