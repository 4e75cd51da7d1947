import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';
import { POST_CONTEXT_COPY } from './post-context';

const author = (username: string) => ({ username, name: username, avatar_url: null });

describe('the review card of a post in a thread', () => {
  setUpRepliesTests();

  it('shows the thread above the post: its first post, then the one it answers', async () => {
    const card = pendingReply('a', { platform: 'bluesky' });
    card.original_message = {
      ...card.original_message,
      thread_root: { id: 'r', text: 'What do you use for invoices?', author: author('alice.bsky.social') },
      replied_to: { id: 'p', text: 'Spreadsheets, sadly.', author: author('bob.bsky.social') },
    };
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([card]) });
    const thread = await topCard().findByRole('list', { name: POST_CONTEXT_COPY.thread });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['@alice.bsky.social What do you use for invoices?', '@bob.bsky.social Spreadsheets, sadly.']);
  });

  it("shows the post's labels; a post without labels or thread shows neither", async () => {
    const labelled = pendingReply('a', { platform: 'bluesky' });
    labelled.original_message = { ...labelled.original_message, labels: ['graphic-media', 'spoiler'] };
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([labelled]) });
    const labels = await topCard().findByRole('list', { name: POST_CONTEXT_COPY.labels });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Graphic media', 'Spoiler']);
    expect(topCard().queryByRole('list', { name: POST_CONTEXT_COPY.thread })).toBeNull();
  });
});
