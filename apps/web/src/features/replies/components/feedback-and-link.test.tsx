import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import {
  apiError,
  bodiesOf,
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  toastWith,
  topCard,
} from '../testing/replies-test-kit';

const A = pendingReply('a');
const complaint = (text: string) =>
  json({
    interaction_id: 'a',
    complaint: text,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  });

async function openMenuItem(user: Awaited<ReturnType<typeof renderReplies>>['user'], name: string) {
  await screen.findByTestId('top-card');
  await user.click(topCard().getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('/replies curation feedback and copy link', () => {
  setUpRepliesTests();

  it("blank feedback says 'Please enter some feedback' and sends nothing; Enter submits", async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'GET /api/complaint': () => json(null),
      'POST /api/complaint': () => complaint('Giveaway account, not my audience'),
    });
    await openMenuItem(user, 'Feedback on this post');
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback on this post' }));
    const field = await dialog.findByLabelText('Your feedback');
    expect(field).toHaveValue('');
    expect(calls.find((c) => c.path === '/api/complaint')?.url.searchParams.get('interaction_id')).toBe('a');
    await user.type(field, '   {Enter}');
    expect(dialog.getByRole('alert')).toHaveTextContent(TEXT.replies.complaintRequired);
    expect(bodiesOf(calls, '/api/complaint')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Giveaway account,{Shift>}{Enter}{/Shift}not my audience{Enter}');
    await toastWith('Thanks, your feedback was saved');
    expect(bodiesOf(calls, '/api/complaint')).toEqual([
      { interaction_id: 'a', complaint: 'Giveaway account,\nnot my audience' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The arrow keys are the stack's again.
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
  });

  it('shows the feedback given before, and a failure keeps the dialog open', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'GET /api/complaint': () => complaint('Too salesy'),
      'POST /api/complaint': () => apiError(500, 'Database unavailable'),
    });
    await openMenuItem(user, 'Feedback on this post');
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback on this post' }));
    const field = await dialog.findByLabelText('Your feedback');
    expect(field).toHaveValue('Too salesy');
    expect(
      dialog.getByText('You sent feedback on this post before; sending again replaces it.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await toastWith(TEXT.replies.complaintFailed);
    expect(screen.getByRole('dialog', { name: 'Feedback on this post' })).toBeInTheDocument();
    expect(field).toHaveValue('Too salesy');
  });

  it('copy link copies the post address', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A]) });
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await openMenuItem(user, 'Copy link');
    await toastWith(TEXT.replies.linkCopied);
    expect(write).toHaveBeenCalledWith(A.original_message.url);
  });

  it("a refused clipboard says 'Failed to copy link'", async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A]) });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await openMenuItem(user, 'Copy link');
    await toastWith(TEXT.replies.copyFailed);
  });

  it('the post opens on X in a new tab', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A]) });
    await screen.findByTestId('top-card');
    await user.click(topCard().getByRole('button', { name: 'More actions' }));
    const link = await screen.findByRole('menuitem', { name: 'Open post on X' });
    expect(link).toHaveAttribute('href', A.original_message.url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a Bluesky post opens on Bluesky, and its card shows no view count (Bluesky gives none)', async () => {
    const onBluesky = pendingReply('b', {
      platform: 'bluesky',
      original_message: {
        ...A.original_message,
        id: 'at://did:plc:author/app.bsky.feed.post/3kabc',
        reactions: { likes: 5, replies: 1, retweets: 0, views: 0 },
        url: 'https://bsky.app/profile/did:plc:author/post/3kabc',
      },
    });
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([onBluesky]),
    });
    await screen.findByTestId('top-card');
    const reactions = topCard().getByRole('list', { name: 'Reactions' });
    expect(within(reactions).queryByText(/views/)).toBeNull();
    expect(within(reactions).getByText('5 likes')).toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'More actions' }));
    const link = await screen.findByRole('menuitem', { name: 'Open post on Bluesky' });
    expect(link).toHaveAttribute('href', onBluesky.original_message.url);
  });

  it('an X post still shows its views', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A]) });
    await screen.findByTestId('top-card');
    const reactions = topCard().getByRole('list', { name: 'Reactions' });
    expect(within(reactions).getByText('45K views')).toBeInTheDocument();
  });
});
