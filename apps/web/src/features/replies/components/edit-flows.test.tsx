import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import {
  apiError,
  bodiesOf,
  editField,
  editForm,
  editSubmitAnswer,
  feedbackAnswer,
  pendingReply,
  passUndoTimeout,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  toastWith,
  topCard,
  undoButton,
} from '../testing/replies-test-kit';

const A = pendingReply('a', { suggested_response: 'Great question, we never cut the welcome screen.' });
const B = pendingReply('b');
const MODEL = { kind: 'model', label: 'gpt-4.1-mini' } as const;

const submitAnswer = (rule: { trigger_prompt: string } | null, rule_status: 'created' | 'duplicate' | null) =>
  editSubmitAnswer('a', {
    inferred_rule: rule && {
      ...rule,
      semantic_response: 'Lead with the why.',
      description: 'From your edit.',
    },
    rule_status,
  });

describe('/replies edits', () => {
  setUpRepliesTests();

  it('edit-submit approves with the edited text after the undo timeout, then submits the edit, and toasts the rule', async () => {
    const { user, calls } = await renderReplies(
      {
        'GET /api/interactions/pending': () => pendingAnswer([A, B]),
        'POST /api/feedback/approve': () => feedbackAnswer('a'),
        'POST /api/edit/submit': () => submitAnswer({ trigger_prompt: 'Posts about onboarding' }, 'created'),
      },
      { undoTimeout: 2, drySendMode: true },
    );
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    expect(editField()).toHaveValue(A.suggested_response);
    expect(editField()).toHaveFocus();
    expect(
      within(editForm()).getByLabelText(`${A.suggested_response.length} of 280 characters`),
    ).toBeInTheDocument();
    // The form has its own buttons while it is open.
    expect(screen.queryByRole('button', { name: TEXT.replies.send })).not.toBeInTheDocument();
    await user.clear(editField());
    await user.type(editField(), 'We never cut the why screen.');
    await user.click(within(editForm()).getByRole('checkbox', { name: TEXT.replies.saveAsRule }));
    await user.click(within(editForm()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(TEXT.replies.remaining(1))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await passUndoTimeout(2);
    const t = await toastWith(TEXT.replies.scheduled);
    expect(t).toHaveTextContent('Rule added: Posts about onboarding');
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'a', human_edits: 'We never cut the why screen.', dry_send: true },
    ]);
    expect(bodiesOf(calls, '/api/edit/submit')).toEqual([
      {
        reply_id: 'a',
        original_text: A.suggested_response,
        edited_text: 'We never cut the why screen.',
        edit_type: 'professional',
        save_as_rule: true,
        dry_send: true,
      },
    ]);
    const order = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual(['/api/feedback/approve', '/api/edit/submit']);
  });

  it('undoing an edit-submit brings the card back with the edited text kept in the form', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
    });
    await screen.findByText(TEXT.replies.remaining(2));
    await user.keyboard('{ArrowUp}');
    await user.clear(editField());
    await user.type(editField(), 'My own words{Enter}');
    await user.click(within(editForm()).getByRole('button', { name: 'Submit' }));
    await screen.findByText(TEXT.replies.remaining(1));
    await user.click(undoButton()!);
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.replies.edit }));
    expect(editField()).toHaveValue('My own words');
    await passUndoTimeout(3);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("a failed edit call after the approval says 'Failed to save edit'; the reply stays scheduled", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () => apiError(500, 'Rule store down'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.type(editField(), ' Indeed.');
    await user.click(within(editForm()).getByRole('button', { name: 'Submit' }));
    await passUndoTimeout(3);
    await toastWith(TEXT.replies.saveEditFailed);
    expect(screen.getByText(TEXT.replies.remaining(1))).toBeInTheDocument();
  });

  it('the form counts X characters, blocks a blank or too long reply, and previews rewrites', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/preview': () => json({ edited_text: 'Honestly? The why screen. Never cutting it.' }),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    const submit = within(editForm()).getByRole('button', { name: 'Submit' });
    await user.clear(editField());
    expect(submit).toBeDisabled();
    await user.click(editField());
    await user.paste('x'.repeat(281));
    expect(within(editForm()).getByRole('alert')).toHaveTextContent('X allows 280 characters');
    expect(submit).toBeDisabled();
    await user.type(editField(), '{Backspace}');
    expect(submit).toBeEnabled();

    await user.clear(editField());
    await user.type(editField(), 'We keep the why screen.');
    await user.click(within(editForm()).getByRole('button', { name: 'Too stuffy' }));
    await waitFor(() => expect(editField()).toHaveValue('Honestly? The why screen. Never cutting it.'));
    expect(bodiesOf(calls, '/api/edit/preview')).toEqual([
      { text: 'We keep the why screen.', edit_type: 'casual' },
    ]);
  });

  it("a failed preview says 'Failed to preview edit' and keeps the text", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/preview': () => apiError(503, 'The model is busy'),
    });
    await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
    await user.click(within(editForm()).getByRole('button', { name: 'Detailed' }));
    await toastWith(TEXT.replies.previewFailed);
    expect(editField()).toHaveValue(A.suggested_response);
  });

  it('quick edits rewrite the draft on the card; the further menu maps its labels to edit types', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/edit/response': (_url, init) => {
        const { edit_type } = JSON.parse(String(init?.body)) as { edit_type: string };
        const text = `Rewritten (${edit_type})`;
        return json({ reply_id: 'a', suggested_response: text, edited_text: text, drafted_by: MODEL });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Punchier' }));
    expect(await topCard().findByText('Rewritten (tighter)')).toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'More rewrites' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enthusiastic' }));
    expect(await topCard().findByText('Rewritten (empathetic)')).toBeInTheDocument();
    expect(bodiesOf(calls, '/api/edit/response')).toEqual([
      { reply_id: 'a', edit_type: 'tighter' },
      { reply_id: 'a', edit_type: 'empathetic' },
    ]);
  });

  it('a quick edit that cannot change the reply shows the reason on the card, not a failure', async () => {
    const reason = 'This reply is already as short as it can be. Use Edit to change it yourself.';
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/response': () => apiError(422, reason),
    });
    await user.click(await screen.findByRole('button', { name: 'Punchier' }));
    expect(await topCard().findByText(reason)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(TEXT.replies.editFailed)).not.toBeInTheDocument();
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
    expect(topCard().queryByRole('button', { name: 'Undo quick edit' })).not.toBeInTheDocument();
  });

  it('undo puts back the text from before each quick edit, one at a time', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/response': (_url, init) => {
        const { edit_type } = JSON.parse(String(init?.body)) as { edit_type: string };
        const text = `Rewritten (${edit_type})`;
        return json({ reply_id: 'a', suggested_response: text, edited_text: text, drafted_by: MODEL });
      },
      'POST /api/edit/restore': (_url, init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        return json({ reply_id: 'a', suggested_response: text, edited_text: text, drafted_by: MODEL });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Too stuffy' }));
    expect(await topCard().findByText('Rewritten (casual)')).toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'Punchier' }));
    expect(await topCard().findByText('Rewritten (tighter)')).toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'Undo quick edit' }));
    expect(await topCard().findByText('Rewritten (casual)')).toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'Undo quick edit' }));
    expect(await topCard().findByText(A.suggested_response)).toBeInTheDocument();
    expect(topCard().queryByRole('button', { name: 'Undo quick edit' })).not.toBeInTheDocument();
    // Each text goes back with the kind of writer the card showed with it.
    expect(bodiesOf(calls, '/api/edit/restore')).toEqual([
      { reply_id: 'a', text: 'Rewritten (casual)', drafted_by: { kind: 'model' } },
      { reply_id: 'a', text: A.suggested_response, drafted_by: { kind: A.drafted_by.kind } },
    ]);
  });

  it("a failed quick edit says 'Failed to edit response'", async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A]),
      'POST /api/edit/response': () => apiError(500, 'Boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Too stuffy' }));
    await toastWith(TEXT.replies.editFailed);
    expect(topCard().getByText(A.suggested_response)).toBeInTheDocument();
  });
});
