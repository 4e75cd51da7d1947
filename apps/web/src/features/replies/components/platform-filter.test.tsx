import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { PLATFORM_FILTER_COPY } from '@/components/platform-filter';
import {
  bodiesOf,
  editField,
  editForm,
  feedbackAnswer,
  pendingReply,
  passUndoTimeout,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
  undoButton,
} from '../testing/replies-test-kit';

const A = pendingReply('a');
const P = pendingReply('p', { platform: 'bluesky' });
const C = pendingReply('c');
const Q = pendingReply('q', { platform: 'bluesky' });

// The filter's controls load when first offered.
const filter = () => screen.findByRole('group', { name: PLATFORM_FILTER_COPY.label });
const choose = async (name: string) => within(await filter()).getByRole('button', { name });

describe('/replies, one platform or all', () => {
  setUpRepliesTests();

  it('a user with X only sees no filter, and the card says it is on X', async () => {
    await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, C]) });
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: PLATFORM_FILTER_COPY.label })).not.toBeInTheDocument();
    expect(topCard().getByText('X', { exact: true })).toBeInTheDocument();
  });

  it('narrows the loaded stack to Bluesky in the page, keeps the choice in the address, and asks nothing more', async () => {
    const { user, calls, router } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, P, C, Q]),
    });
    expect(await screen.findByText(TEXT.replies.remaining(4))).toBeInTheDocument();
    expect(await choose('All')).toHaveAttribute('aria-pressed', 'true');
    expect(topCard().getByText('X', { exact: true })).toBeInTheDocument();

    await user.click(await choose('Bluesky'));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply p')).toBeInTheDocument();
    expect(topCard().getByText('Bluesky', { exact: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?platform=bluesky');

    await user.click(await choose('X'));
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?platform=twitter');

    // The whole stack was loaded once; the filter only hides cards.
    const loads = calls.filter((c) => c.path === '/api/interactions/pending');
    expect(loads).toHaveLength(1);
    expect(loads[0]!.url.search).toBe('');
  });

  it('after a reload with ?platform=bluesky, shows only the Bluesky cards', async () => {
    await renderReplies(
      { 'GET /api/interactions/pending': () => pendingAnswer([A, P, C, Q]) },
      { search: '?platform=bluesky' },
    );
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply p')).toBeInTheDocument();
    expect(await choose('Bluesky')).toHaveAttribute('aria-pressed', 'true');
  });

  it('switching the filter never loses a swipe: the card sent under All still goes out and stays gone', async () => {
    const { user, calls } = await renderReplies(
      {
        'GET /api/interactions/pending': () => pendingAnswer([A, P]),
        'POST /api/feedback/approve': () => feedbackAnswer('a'),
      },
      { undoTimeout: 3 },
    );
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    expect(topCard().getByText('Draft reply p')).toBeInTheDocument();

    // X has nothing left but the Bluesky card waits: the screen says so and offers the way back.
    await user.click(await choose('X'));
    expect(await screen.findByText(PLATFORM_FILTER_COPY.none('X'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PLATFORM_FILTER_COPY.showAll }));
    expect(await choose('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(await choose('Bluesky'));
    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: null, dry_send: false },
    ]);
    await user.click(await choose('All'));
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply p')).toBeInTheDocument();
  });

  it('cannot be switched while a card is being edited, so the text typed stays', async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([A, P]) });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.clear(editField());
    await user.type(editField(), 'My own words');
    for (const button of within(await filter()).getAllByRole('button')) expect(button).toBeDisabled();
    expect(editField()).toHaveValue('My own words');
  });

  it('a card of another platform taken back by Undo brings the filter back to All, with the card on top', async () => {
    const { user, router } = await renderReplies(
      { 'GET /api/interactions/pending': () => pendingAnswer([A, P]) },
      { undoTimeout: 5 },
    );
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    await user.click(await choose('Bluesky'));
    expect(topCard().getByText('Draft reply p')).toBeInTheDocument();
    await user.click(undoButton()!);
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("counts a Bluesky reply's length as Bluesky does: 300 characters", async () => {
    const { user } = await renderReplies({ 'GET /api/interactions/pending': () => pendingAnswer([P]) });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.clear(editField());
    // An emoji is two on X's count, one on Bluesky's.
    await user.type(editField(), '👋 hi');
    expect(within(editForm()).getByLabelText('4 of 300 characters')).toBeInTheDocument();
  });
});
