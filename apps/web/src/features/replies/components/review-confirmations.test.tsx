import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  apiError,
  descriptionOf,
  editField,
  editForm,
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
import { REPLIES_COPY } from '../texts';

// docs/decisions/0041-review-confirmations-and-undo.md

const A = pendingReply('a', {
  suggested_response: 'Cutting the welcome tour was the best call we made all year, honestly.',
});
const B = pendingReply('b');
const C = pendingReply('c');

describe('/replies confirmations name their reply', () => {
  setUpRepliesTests();

  it("'Scheduled' and 'Reply ignored' say which reply: its author and its first words", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B, C]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/feedback/reject': () => feedbackAnswer('b', 'rejected'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await passUndoTimeout(3);
    // The title stays the spec's; the description names the reply, cut at a word.
    expect(descriptionOf(await toastWith(TEXT.replies.scheduled))).toBe(
      'Reply to @author_a: "Cutting the welcome tour was the best…"',
    );
    await user.click(screen.getByRole('button', { name: TEXT.replies.ignore }));
    await passUndoTimeout(3);
    const ignored = await toastWith(TEXT.replies.rejected);
    expect(descriptionOf(ignored)).toBe('Reply to @author_b: "Draft reply b"');
    // Named as the button is, and told plainly: a green check is for what went out.
    expect(ignored).toHaveTextContent('Reply ignored');
    expect(ignored).not.toHaveClass('toast-success');
  });

  it('an edited reply is named by the words the user wrote', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([B]),
      'POST /api/feedback/approve': () => feedbackAnswer('b'),
      'POST /api/edit/submit': () => apiError(500, 'Edit store down'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.clear(editField());
    await user.type(editField(), 'We kept the why screen');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await passUndoTimeout(3);
    expect(descriptionOf(await toastWith(TEXT.replies.saveEditFailed))).toBe(
      'Reply to @author_b: "We kept the why screen"\nEdit store down',
    );
  });

  it("'Daily interaction limit exceeded' and a refusal name the reply that is back in the stack", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () =>
        apiError(402, 'Daily interaction limit exceeded', 'PAYMENT_REQUIRED'),
      'POST /api/feedback/reject': () => apiError(422, 'This reply is too long for X'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await passUndoTimeout(3);
    expect(descriptionOf(await toastWith(TEXT.replies.limitExceeded))).toBe(
      `Reply to @author_a: "Cutting the welcome tour was the best…"\n${REPLIES_COPY.backInStack}`,
    );
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: TEXT.replies.ignore }));
    await passUndoTimeout(3);
    expect(descriptionOf(await toastWith(TEXT.replies.processFailed))).toBe(
      `Reply to @author_a: "Cutting the welcome tour was the best…"\nThis reply is too long for X\n${REPLIES_COPY.backInStack}`,
    );
  });

  it("'Failed to process reply' on the server's side names the reply that will be tried again", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([B]),
      'POST /api/feedback/reject': sequence(
        () => apiError(500, 'Database unavailable'),
        () => feedbackAnswer('b', 'rejected'),
      ),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.ignore }));
    await passUndoTimeout(3);
    expect(descriptionOf(await toastWith(TEXT.replies.processFailed))).toBe(
      `Reply to @author_b: "Draft reply b"\nDatabase unavailable ${REPLIES_COPY.willRetry}`,
    );
  });

  it('on this screen the toasts come at the bottom, not over the header, the counter or Undo', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await passUndoTimeout(3);
    const toast = await toastWith(TEXT.replies.scheduled);
    const toaster = toast.closest('[data-sonner-toaster]')!;
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  });
});

describe('/replies undo control', () => {
  setUpRepliesTests();

  it('sits in the top row beside the counter, in the flow of the page: never over the card', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B]) });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    const undo = await screen.findByRole('button', { name: 'Undo Z' });
    const dock = screen.getByTestId('undo-dock');
    expect(dock).toContainElement(undo);
    expect(undo.closest('.fixed')).toBeNull();
    // The row comes before the stack: the card starts below it.
    const stack = reviewStack();
    expect(dock.compareDocumentPosition(stack) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Z undoes (named in its label, with aria-keyshortcuts); never while typing', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B, C]) });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    const undo = await screen.findByRole('button', { name: 'Undo Z' });
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Z');
    expect(undo.querySelector('kbd')).toHaveTextContent('Z');
    expect(undo).toHaveAccessibleDescription(/^\d+ seconds left$/);
    // The ring's seconds are drawn from an attribute, so the name stays the visible words.
    expect(undo.querySelector('[data-seconds]')).toHaveAttribute(
      'data-seconds',
      expect.stringMatching(/^\d+$/),
    );
    expect(screen.getByText(TEXT.replies.remaining(2))).toBeInTheDocument();

    await user.keyboard('z');
    expect(await screen.findByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
    expect(undoButton()).not.toBeInTheDocument();

    // In the edit form a z is a letter of the reply.
    await user.click(screen.getByRole('button', { name: TEXT.replies.ignore }));
    await letCardSettle();
    await user.click(screen.getByRole('button', { name: TEXT.replies.edit }));
    await user.type(editField(), 'z');
    expect(screen.getByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(editField()).toHaveValue('Draft reply bz');
    expect(undoButton()).toBeInTheDocument();
  });
});

describe('/replies keyboard and screen reader', () => {
  setUpRepliesTests();

  it('a skip link, first on the page, takes the focus to the review card', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B]) });
    await screen.findByText(TEXT.replies.remaining(2));
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to review card' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const card = topCard().getByText(A.suggested_response).closest('article')!;
    expect(card).toHaveFocus();
    expect(card).toHaveAccessibleName('Reply to Author a');
    // The arrows still decide from there.
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
  });

  it('Escape closes the edit form and gives the focus back to Edit; so does Cancel', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B]) });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    expect(editField()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.replies.edit })).toHaveFocus();

    // Opened by the key this time, closed with Cancel.
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('form', { name: 'Edit reply' });
    await user.click(within(editForm()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: TEXT.replies.edit })).toHaveFocus();
  });
});

describe('/replies stack', () => {
  setUpRepliesTests();

  it('the cards underneath show only their edges, and the next one its content while the top one is dragged', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B, C]) });
    await screen.findByText(TEXT.replies.remaining(3));
    const stack = reviewStack();
    // The element around each card's <article>, whose classes hide what the article holds.
    const holder = (text: string) => within(stack).getByText(text).closest('article')!.parentElement;
    // Depth 1 and 2: what they hold is invisible (their card's surface and border stay).
    expect(holder(A.suggested_response)).not.toHaveClass('[&>*>*]:invisible');
    for (const text of ['Draft reply b', 'Draft reply c'])
      expect(holder(text)).toHaveClass('[&>*>*]:invisible');
    expect(holder('Draft reply b')).toHaveClass('group-data-[revealing]/stack:[&>*>*]:visible');
    expect(holder('Draft reply c')).not.toHaveClass('group-data-[revealing]/stack:[&>*>*]:visible');

    const card = screen.getByTestId('top-card');
    const marked = card.closest('[data-card-stack]')!;
    const at = (x: number) => ({ pointerId: 3, buttons: 1, clientX: 100 + x, clientY: 300 });
    fireEvent.pointerDown(card, at(0));
    fireEvent.pointerMove(card, at(40));
    expect(marked).toHaveAttribute('data-revealing');
    await act(async () => {
      fireEvent.pointerUp(card, { ...at(40), buttons: 0 });
    });
    await waitFor(() => expect(marked).not.toHaveAttribute('data-revealing'));
  });
});
