import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import {
  editField,
  editForm,
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';

const A = pendingReply('a', { suggested_response: 'Great question, we never cut the welcome screen.' });

/** A quick edit the server never answers: its request ends only when the browser aborts it. */
const hangs = (_url: URL, init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

describe('cancelling a quick edit', () => {
  setUpRepliesTests();

  it('Cancel aborts the request, changes nothing, says nothing failed, and gives the focus back', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/response': hangs,
    });
    await user.click(await screen.findByRole('button', { name: 'Punchier' }));
    expect(topCard().getByText('Rewriting…')).toHaveAttribute('role', 'status');
    const cancel = topCard().getByRole('button', { name: 'Cancel' });
    // The pressed button is disabled meanwhile: the keyboard is on Cancel.
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');

    const punchier = topCard().getByRole('button', { name: 'Punchier' });
    await expect.poll(() => document.activeElement).toBe(punchier);
    const request = calls.find((c) => c.path === '/api/edit/response');
    expect(request?.init?.signal?.aborted).toBe(true);
    expect(topCard().queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(topCard().queryByText('Rewriting…')).not.toBeInTheDocument();
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
    expect(topCard().queryByRole('button', { name: 'Undo quick edit' })).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.replies.editFailed)).not.toBeInTheDocument();
  });

  it("an edit of the further menu gives the focus back to the menu's button", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/response': hangs,
    });
    await user.click(await screen.findByRole('button', { name: 'More rewrites' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enthusiastic' }));
    await user.click(await topCard().findByRole('button', { name: 'Cancel' }));
    await expect
      .poll(() => document.activeElement)
      .toBe(topCard().getByRole('button', { name: 'More rewrites' }));
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
  });

  it("the edit form's rewrite can be cancelled too: the text stays, nothing says it failed", async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/preview': hangs,
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.click(within(editForm()).getByRole('button', { name: 'Too stuffy' }));
    expect(editField()).toBeDisabled();
    await user.click(within(editForm()).getByRole('button', { name: 'Stop rewriting' }));
    await waitFor(() => expect(editField()).toBeEnabled());
    expect(calls.find((c) => c.path === '/api/edit/preview')?.init?.signal?.aborted).toBe(true);
    expect(editField()).toHaveValue(A.suggested_response);
    expect(editForm()).toBeInTheDocument();
    expect(screen.queryByText(TEXT.replies.previewFailed)).not.toBeInTheDocument();
  });
});
