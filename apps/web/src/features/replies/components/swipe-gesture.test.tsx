import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
} from '../testing/replies-test-kit';

/** Drags the top card by (dx, dy) with pointer events, as a finger does. */
async function drag(dx: number, dy: number) {
  const card = screen.getByTestId('top-card');
  const at = (x: number, y: number) => ({ pointerId: 1, buttons: 1, clientX: 100 + x, clientY: 300 + y });
  await act(async () => {
    fireEvent.pointerDown(card, at(0, 0));
    for (let step = 1; step <= 5; step += 1)
      fireEvent.pointerMove(card, at((dx * step) / 5, (dy * step) / 5));
    fireEvent.pointerUp(card, { ...at(dx, dy), buttons: 0 });
  });
}

describe('/replies swipes', () => {
  setUpRepliesTests();

  it('right past 100px sends, left ignores, up past 25px edits; shorter drags change nothing', async () => {
    const { calls } = await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([pendingReply('a'), pendingReply('b'), pendingReply('c')]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/feedback/reject': () => feedbackAnswer('b', 'rejected'),
    });
    await screen.findByText(TEXT.replies.remaining(3));
    await drag(90, 0);
    await drag(0, -20);
    expect(screen.getByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit reply' })).not.toBeInTheDocument();

    await drag(130, 20);
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    await letCardSettle();
    await drag(-160, -40);
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await letCardSettle();
    await drag(5, -40);
    expect(await screen.findByRole('form', { name: 'Edit reply' })).toBeInTheDocument();

    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: false },
    ]);
    expect(bodiesOf(calls, '/api/feedback/reject')).toEqual([{ reply_id: 'b', human_edits: null }]);
  });

  it('the card follows the pointer with its tint while held, and a press that does not move is a tap', async () => {
    const { calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([pendingReply('a'), pendingReply('b')]),
    });
    await screen.findByText(TEXT.replies.remaining(2));
    const card = screen.getByTestId('top-card');
    const mover = card.parentElement!;
    const tint = (label: string) =>
      [...mover.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find(
        (el) => el.textContent === label,
      )!;
    const at = (x: number, y: number) => ({ pointerId: 7, buttons: 1, clientX: 100 + x, clientY: 300 + y });

    fireEvent.pointerDown(card, at(0, 0));
    fireEvent.pointerMove(card, at(2, 1));
    expect(mover.style.transform).toBe('');
    fireEvent.pointerMove(card, at(75, 10));
    // The kit turns reduced motion on: no tilt.
    expect(mover.style.transform).toBe('translate(75px, 10px) rotate(0deg)');
    expect(tint('Send').style.opacity).toBe('0.5');
    expect(tint('Ignore').style.opacity).toBe('0');
    fireEvent.pointerMove(card, at(-120, 0));
    expect(tint('Ignore').style.opacity).toBe('1');
    expect(tint('Send').style.opacity).toBe('0');
    // Back under the threshold and let go: it settles and nothing is decided.
    fireEvent.pointerMove(card, at(30, 0));
    await act(async () => {
      fireEvent.pointerUp(card, { ...at(30, 0), buttons: 0 });
    });
    expect(mover.style.transform).toBe('translate(0px, 0px) rotate(0deg)');
    expect(screen.getByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/feedback/'))).toEqual([]);
  });
});
