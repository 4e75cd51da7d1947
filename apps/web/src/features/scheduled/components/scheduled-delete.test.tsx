import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_SCHEDULED_MAX } from '@gatling/shared/api/scheduled';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import { toastWith } from '@/test/render-in-app';
import {
  deleteQueries,
  later,
  renderScheduled,
  scheduledReply,
  setUpScheduledTests,
  signedInServer,
} from '../testing/scheduled-test-kit';
import { SCHEDULED_COPY as COPY } from '../texts';
import { deleteScheduled } from '../api/delete-scheduled';

/** Ids with a space and a comma: each must be percent-encoded in the query. */
const LONG = 'This reply is long enough to be cut at fifty characters in the compact row.';
const REPLIES = [
  scheduledReply('a b', later(30), { pending_text: LONG }),
  scheduledReply('x,y', later(60)),
  scheduledReply('c', later(90)),
];

/** The ids of a DELETE as the server reads them: split at the commas, then decoded. */
const idsOf = (url: URL) =>
  url.search
    .replace(/^\?interaction_ids=/, '')
    .split(',')
    .map(decodeURIComponent);

/** A server whose list loses what DELETE removed. */
async function serverWith(replies = REPLIES, deleteAnswer?: () => Response) {
  let listed = [...replies];
  let deleted: typeof replies = [];
  const api = await signedInServer({
    'GET /api/scheduled': () => json(listed),
    'DELETE /api/scheduled': (url) => {
      if (deleteAnswer) return deleteAnswer();
      const ids = idsOf(url);
      deleted.push(...listed.filter((r) => ids.includes(r.id)));
      listed = listed.filter((r) => !ids.includes(r.id));
      return json({ deleted_ids: ids });
    },
    'POST /api/scheduled/restore': (_url, init) => {
      const { interaction_ids: ids } = JSON.parse(String(init?.body)) as { interaction_ids: string[] };
      const back = deleted.filter((r) => ids.includes(r.id));
      deleted = deleted.filter((r) => !ids.includes(r.id));
      listed = [...listed, ...back];
      return json({ restored_ids: back.map((r) => r.id) });
    },
  });
  return api;
}

const checkbox = (username: string) => screen.getByRole('checkbox', { name: COPY.select(username) });
const bar = () => screen.queryByRole('region', { name: COPY.bar.label });

describe('/scheduled-replies selection and delete', () => {
  setUpScheduledTests();

  it('a selected reply collapses to a compact row cut at 50 characters; the bar counts the selection', async () => {
    await serverWith();
    const { user } = renderScheduled();
    expect(await screen.findByText(LONG)).toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();

    await user.click(checkbox('author_a b'));
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
    const compact = screen.getByText(`${LONG.slice(0, 49).trimEnd()}…`);
    expect(compact.textContent).toHaveLength(50);
    expect(within(compact.closest('li')!).queryByRole('article')).not.toBeInTheDocument();
    expect(within(bar()!).getByText(TEXT.scheduled.selected(1))).toBeInTheDocument();

    await user.click(checkbox('author_c'));
    expect(within(bar()!).getByText(TEXT.scheduled.selected(2))).toBeInTheDocument();
    // The list holds replies, and the bar counts them so (decision 0078).
    expect(bar()).toHaveTextContent('2 replies selected');
    expect(bar()).not.toHaveTextContent(/tweet/i);
    // Unselected, it opens again.
    await user.click(checkbox('author_a b'));
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(within(bar()!).getByText(TEXT.scheduled.selected(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: COPY.bar.clear }));
    expect(bar()).not.toBeInTheDocument();
  });

  it('Delete sends the selected ids, each percent-encoded, toasts the count and clears the selection', async () => {
    const { calls } = await serverWith();
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(checkbox('author_a b'));
    await user.click(checkbox('author_x,y'));
    await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.delete }));
    // It asks first, with the count.
    const dialog = screen.getByRole('alertdialog', { name: COPY.confirmMany.title(2) });
    expect(deleteQueries(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: COPY.confirmMany.action }));
    await toastWith('Successfully deleted 2 scheduled replies');
    expect(deleteQueries(calls)).toEqual(['a%20b,x%2Cy']);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: COPY.select('author_a b') })).toBeNull(),
    );
    expect(screen.queryByRole('checkbox', { name: COPY.select('author_x,y') })).toBeNull();
    expect(checkbox('author_c')).not.toBeChecked();
    expect(bar()).not.toBeInTheDocument();
  });

  it('Delete all asks first, then deletes every listed reply but one being posted', async () => {
    const sending = scheduledReply('p', later(0), { status: 'publishing' });
    const { calls } = await serverWith([...REPLIES, sending]);
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(checkbox('author_c'));
    await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.deleteAll }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(COPY.confirmAll.description(3));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteQueries(calls)).toEqual([]);
    expect(checkbox('author_c')).toBeChecked();

    await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.deleteAll }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: COPY.confirmAll.action }),
    );
    await toastWith(TEXT.scheduled.bulkDeleted(3));
    expect(deleteQueries(calls)).toEqual(['a%20b,x%2Cy,c']);
    await waitFor(() => expect(screen.getByText(COPY.summary(1))).toBeInTheDocument());
    expect(bar()).not.toBeInTheDocument();
  });

  it("a reply's own delete button deletes it alone, toasts, and clears the selection", async () => {
    const { calls } = await serverWith();
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(checkbox('author_c'));
    await user.click(screen.getByRole('button', { name: COPY.deleteOne('author_x,y') }));
    await toastWith(TEXT.scheduled.deleted);
    expect(deleteQueries(calls)).toEqual(['x%2Cy']);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: COPY.select('author_x,y') })).toBeNull(),
    );
    expect(checkbox('author_c')).not.toBeChecked();
  });

  it('failures say so with the server reason and keep the selection for another try', async () => {
    const { calls } = await serverWith(REPLIES, () =>
      json({ detail: 'Too many requests, slow down', code: 'RATE_LIMITED' }, 429),
    );
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(screen.getByRole('button', { name: COPY.deleteOne('author_c') }));
    expect(await toastWith(TEXT.scheduled.deleteFailed)).toHaveTextContent('Too many requests, slow down');

    await user.click(checkbox('author_c'));
    await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.delete }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: COPY.confirmMany.action }),
    );
    expect(await toastWith(TEXT.scheduled.bulkDeleteFailed)).toHaveTextContent(
      'Too many requests, slow down',
    );
    expect(checkbox('author_c')).toBeChecked();
    expect(deleteQueries(calls)).toEqual(['c', 'c']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('Undo in the delete toast puts the deleted replies back', async () => {
    const { calls } = await serverWith();
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(checkbox('author_a b'));
    await user.click(checkbox('author_c'));
    await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.delete }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: COPY.confirmMany.action }),
    );
    const deletedToast = await toastWith(TEXT.scheduled.bulkDeleted(2));
    await waitFor(() => expect(screen.getByText(COPY.summary(1))).toBeInTheDocument());
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(within(deletedToast as HTMLElement).getByRole('button', { name: COPY.undo.action }));
    await toastWith(COPY.undo.restored(2));
    expect(
      calls.filter((c) => c.path === '/api/scheduled/restore').map((c) => JSON.parse(String(c.init?.body))),
    ).toEqual([{ interaction_ids: ['a b', 'c'] }]);
    await waitFor(() => expect(screen.getByText(COPY.summary(3))).toBeInTheDocument());
  });

  it('a reply already sent meanwhile is not reported as deleted', async () => {
    await serverWith(REPLIES, () => json({ deleted_ids: [] }));
    const { user } = renderScheduled();
    await screen.findByText(LONG);
    await user.click(screen.getByRole('button', { name: COPY.deleteOne('author_c') }));
    expect(await toastWith(TEXT.scheduled.deleteFailed)).toHaveTextContent(COPY.alreadyGone);
  });
});

describe('deleteScheduled', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`sends at most ${DELETE_SCHEDULED_MAX} ids a call and answers every id deleted`, async () => {
    const ids = Array.from({ length: DELETE_SCHEDULED_MAX + 5 }, (_, i) => `id-${i}`);
    const { calls } = await signedInServer({
      'DELETE /api/scheduled': (url) => json({ deleted_ids: idsOf(url) }),
    });
    await expect(deleteScheduled(ids)).resolves.toEqual(ids);
    expect(deleteQueries(calls).map((q) => q.split(',').length)).toEqual([DELETE_SCHEDULED_MAX, 5]);
  });

  describe('the focus after a delete goes where the next action is, not to the page', () => {
    const deleteButton = (username: string) => screen.getByRole('button', { name: COPY.deleteOne(username) });

    it("a reply's own delete: to the delete button now in its place, then the last one's", async () => {
      await serverWith();
      const { user } = renderScheduled();
      await screen.findByText(LONG);
      await user.click(deleteButton('author_a b'));
      await waitFor(() => expect(deleteButton('author_x,y')).toHaveFocus());
      // The last reply's: the one before it takes the focus.
      await user.click(deleteButton('author_c'));
      await waitFor(() => expect(deleteButton('author_x,y')).toHaveFocus());
    });

    it("the last reply deleted: to the empty list's way on", async () => {
      await serverWith([REPLIES[2]!]);
      const { user } = renderScheduled();
      await user.click(await screen.findByRole('button', { name: COPY.deleteOne('author_c') }));
      await screen.findByText(TEXT.scheduled.empty);
      await waitFor(() => expect(screen.getByRole('link', { name: COPY.emptyAction })).toHaveFocus());
    });

    it('the selection deleted: to the delete button of the reply now first in their place', async () => {
      await serverWith();
      const { user } = renderScheduled();
      await screen.findByText(LONG);
      await user.click(checkbox('author_a b'));
      await user.click(checkbox('author_x,y'));
      await user.click(within(bar()!).getByRole('button', { name: TEXT.scheduled.delete }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: COPY.confirmMany.action }),
      );
      await waitFor(() => expect(deleteButton('author_c')).toHaveFocus());
    });
  });
});
