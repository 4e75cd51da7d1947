import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { X_DELIVERY_COPY } from '@/components/x-delivery-notice';
import {
  feedbackAnswer,
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
} from '../testing/replies-test-kit';

const A = pendingReply('a');
const B = pendingReply('b');
const notice = () => screen.queryByRole('note', { name: X_DELIVERY_COPY.title });

describe('/replies: the X delivery notice after the first approval', () => {
  setUpRepliesTests();

  it('shows once, after the first Send, and never again', async () => {
    const server = {
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a', 'scheduled', false),
    };
    const first = await renderReplies(server);
    await screen.findByText(TEXT.replies.remaining(2));
    expect(notice()).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByRole('note', { name: X_DELIVERY_COPY.title })).toHaveAccessibleDescription(
      `${X_DELIVERY_COPY.body} ${X_DELIVERY_COPY.where}`,
    );
    await first.user.click(screen.getByRole('button', { name: X_DELIVERY_COPY.dismiss }));
    expect(notice()).not.toBeInTheDocument();
    // The focus goes to the card now on top, the next thing to decide, not to the page.
    expect(document.activeElement).toHaveAccessibleName(`Reply to ${B.original_message.author.name}`);
    await first.user.click(screen.getByRole('button', { name: TEXT.replies.send }));
    await act(() => Promise.resolve());
    expect(notice()).not.toBeInTheDocument();
    first.unmount();

    // A later visit: still not again.
    const again = await renderReplies(server);
    await screen.findByRole('heading', { level: 1, name: TEXT.replies.title });
    expect(notice()).not.toBeInTheDocument();
    again.unmount();
  });

  it('an ignore does not bring it', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, B]) });
    await screen.findByText(TEXT.replies.remaining(2));
    await user.click(screen.getByRole('button', { name: TEXT.replies.ignore }));
    await act(() => Promise.resolve());
    expect(notice()).not.toBeInTheDocument();
  });

  it('says the rules in one line on a phone, the whole of them a tap away', async () => {
    const server = {
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a', 'scheduled', false),
    };
    const { user } = await renderReplies(server);
    await screen.findByText(TEXT.replies.remaining(2));
    await user.click(screen.getByRole('button', { name: TEXT.replies.send }));
    const note = await screen.findByRole('note', { name: X_DELIVERY_COPY.title });
    // The short line shows below the desktop width; the full rules wait behind the toggle.
    expect(note).toHaveTextContent(X_DELIVERY_COPY.short);
    const body = document.getElementById(note.getAttribute('aria-describedby') ?? '');
    expect(body).toHaveClass('max-lg:hidden');
    const more = screen.getByRole('button', { name: X_DELIVERY_COPY.more });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', body?.id);
    await user.click(more);
    expect(body).not.toHaveClass('max-lg:hidden');
    expect(note).not.toHaveTextContent(X_DELIVERY_COPY.short);
    expect(screen.queryByRole('button', { name: X_DELIVERY_COPY.more })).not.toBeInTheDocument();
    // Still described by the whole rules, for a screen reader, either way.
    expect(note).toHaveAccessibleDescription(`${X_DELIVERY_COPY.body} ${X_DELIVERY_COPY.where}`);
  });
});
