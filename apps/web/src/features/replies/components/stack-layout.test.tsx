import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';

const DECK = [pendingReply('a'), pendingReply('b'), pendingReply('c')];

describe('/replies stack layout', () => {
  setUpRepliesTests();

  it('shows the review keys as <kbd> hints on the top card only, for desktop widths only', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer(DECK) });
    await screen.findByText(TEXT.replies.remaining(3));
    const hints = topCard().getByTestId('key-hints');
    // Hidden below Tailwind's lg (1024 px): a phone has no arrow keys.
    expect(hints).toHaveClass('hidden', 'lg:flex');
    const keys = Array.from(hints.querySelectorAll('kbd')).map((k) => k.textContent);
    expect(keys).toEqual(['←', '↑', '→']);
    expect(hints).toHaveTextContent(/Ignore.*Edit.*Send/);
    expect(screen.getAllByTestId('key-hints')).toHaveLength(1);
    // The buttons announce the same keys.
    expect(screen.getByRole('button', { name: TEXT.replies.send })).toHaveAttribute(
      'aria-keyshortcuts',
      'ArrowRight',
    );
  });

  it('while editing, the hints give way to Esc on Cancel', async () => {
    const user = userEvent.setup();
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer(DECK) });
    await screen.findByText(TEXT.replies.remaining(3));
    await user.keyboard('{ArrowUp}');
    const form = await screen.findByRole('form', { name: 'Edit reply' });
    expect(screen.queryByTestId('key-hints')).not.toBeInTheDocument();
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-keyshortcuts', 'Escape');
    expect(cancel.querySelector('kbd')).toHaveTextContent('Esc');
  });

  it('while loading: a card-shaped skeleton in a busy region, announced as loading', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => new Promise<Response>(() => {}) });
    const busy = await screen.findByText('Loading replies…');
    expect(busy).toHaveClass('sr-only');
    expect(busy.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(/Loading\.\.\./)).not.toBeInTheDocument();
  });
});
