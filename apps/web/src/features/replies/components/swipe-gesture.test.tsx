import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  bodiesOf,
  feedbackAnswer,
  interaction,
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
        pendingAnswer([interaction('a'), interaction('b'), interaction('c')]),
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
    await drag(-160, -40);
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    await drag(5, -40);
    expect(await screen.findByRole('form', { name: 'Edit reply' })).toBeInTheDocument();

    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: false },
    ]);
    expect(bodiesOf(calls, '/api/feedback/reject')).toEqual([{ reply_id: 'b', human_edits: null }]);
  });
});
