import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  sequence,
  setUpRepliesTests,
} from '../testing/replies-test-kit';

// "Check for new posts" itself is features/monitoring's CheckForPosts (tested there); the app's
// route puts it in this slot (app/pages/replies-route.test.tsx).
describe('/replies: the empty stack', () => {
  setUpRepliesTests();

  it('shows the empty text with the action the page is given; its refetch brings in new drafts', async () => {
    const { user, calls } = await renderReplies(
      {
        'GET /api/interactions/pending': sequence(
          () => pendingAnswer([]),
          () => pendingAnswer([pendingReply('a'), pendingReply('b')]),
        ),
      },
      {
        emptyAction: (refetch) => (
          <button type="button" onClick={() => void refetch()}>
            Reload drafts
          </button>
        ),
      },
    );
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    expect(
      screen.getByText(
        'New drafts appear here when monitoring finds posts from your keywords and core users.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload drafts' }));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(within(screen.getByTestId('top-card')).getByText('Draft reply a')).toBeInTheDocument();
    expect(screen.queryByText(TEXT.replies.empty)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/interactions/pending')).toHaveLength(2);
  });

  it('with no action, shows just the empty text', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([]) });
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
