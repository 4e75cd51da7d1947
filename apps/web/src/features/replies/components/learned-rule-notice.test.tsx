import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEditSubmitAnswer } from '@gatling/shared/api/replies';
import { encodeTriggerPrompt } from '@gatling/shared/api/rules-routes';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import {
  apiError,
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
} from '../testing/replies-test-kit';

const A = pendingReply('a', {
  suggested_response:
    'That sounds rough. Full disclosure, I work on Acme, which never goes down. What happened?',
});
const B = pendingReply('b', { suggested_response: 'Second draft' });
const RULE = {
  trigger_prompt: 'Posts where someone is complaining about a tool',
  semantic_response: "Don't mention the product when someone is complaining. Keep it short.",
  description:
    'You took out the mention of your product and cut the reply from 88 to 42 characters. Replies to posts where someone is complaining about a tool will do the same.',
};
const RULE_PATH = `/api/qualification-rules/${encodeTriggerPrompt(RULE.trigger_prompt)}`;

const submitAnswer = (over: Partial<TEditSubmitAnswer> = {}) =>
  editSubmitAnswer('a', { inferred_rule: RULE, rule_status: 'created', ...over });

const ruleAnswer = (rule: { trigger_prompt: string; semantic_response: string }) =>
  json({ rule: { ...rule, created_at: '2026-03-01T10:05:00.000Z', updated_at: '2026-03-01T10:06:00.000Z' } });

const notice = () => screen.queryByTestId('learned-rule');
const inNotice = () => within(screen.getByTestId('learned-rule'));
/** The notice once shown (its card loads on first use). */
const shownNotice = async () => within(await screen.findByTestId('learned-rule'));

/** Edits the top card with "Save as Qualification Rule" and lets the undo time pass, so it is sent. */
async function editWithRule(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: TEXT.replies.edit }));
  await user.clear(editField());
  await user.paste("That sounds rough. Hope it's back up soon.");
  await user.click(within(editForm()).getByRole('checkbox', { name: TEXT.replies.saveAsRule }));
  await user.click(within(editForm()).getByRole('button', { name: 'Submit' }));
  await passUndoTimeout(3);
}

describe('/replies: the rule learned from an edit, shown for confirmation', () => {
  setUpRepliesTests();

  it('shows the rule in words without blocking the stack; Keep leaves it saved as it is', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () => submitAnswer(),
      'POST /api/feedback/reject': () => feedbackAnswer('b', 'rejected'),
    });
    await editWithRule(user);
    expect(
      await (await shownNotice()).findByRole('heading', { name: 'New rule from your edit' }),
    ).toBeInTheDocument();
    const terms = Array.from(notice()!.querySelectorAll('dt, dd')).map((n) => n.textContent);
    expect(terms).toEqual(['Applies to', RULE.trigger_prompt, 'Reply', RULE.semantic_response]);
    expect(inNotice().getByText(RULE.description)).toBeInTheDocument();
    expect(await toastWith(TEXT.replies.scheduled)).toHaveTextContent(`Rule added: ${RULE.trigger_prompt}`);

    // Swiping goes on while it is shown.
    expect(topCard().getByText('Second draft')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(TEXT.replies.empty)).toBeInTheDocument();
    expect(notice()).toBeInTheDocument();

    await user.click(inNotice().getByRole('button', { name: 'Keep' }));
    expect(notice()).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/qualification-rules'))).toEqual([]);
  });

  it('Edit changes its text in place: only the changed field is sent', async () => {
    const changed = "Don't mention the product when someone is complaining. One sentence.";
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () => submitAnswer(),
      [`PATCH ${RULE_PATH}`]: () => ruleAnswer({ ...RULE, semantic_response: changed }),
    });
    await editWithRule(user);
    await user.click(await (await shownNotice()).findByRole('button', { name: 'Edit' }));
    const form = inNotice().getByRole('form', { name: 'Edit the rule' });
    const trigger = within(form).getByLabelText('Applies to');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveValue(RULE.trigger_prompt);

    // A blank trigger is refused before any call; Escape goes back to the rule as it was.
    await user.clear(trigger);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(TEXT.rules.triggerRequired);
    await user.keyboard('{Escape}');
    expect(inNotice().queryByRole('form')).not.toBeInTheDocument();
    expect(inNotice().getByText(RULE.trigger_prompt)).toBeInTheDocument();
    // The card's own edit form was not opened or closed by it: the stack is as it was.
    expect(topCard().getByText('Second draft')).toBeInTheDocument();

    await user.click(inNotice().getByRole('button', { name: 'Edit' }));
    const response = inNotice().getByLabelText('How to reply');
    await user.clear(response);
    await user.paste(changed);
    await user.click(inNotice().getByRole('button', { name: 'Save' }));
    await toastWith(TEXT.rules.updated);
    expect(notice()).not.toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.path, JSON.parse(String(c.init?.body))])).toEqual([
      [RULE_PATH, { semantic_response: changed }],
    ]);
  });

  it('Remove deletes it; a failure says so and keeps it on screen to try again', async () => {
    let fail = true;
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () => submitAnswer(),
      [`DELETE ${RULE_PATH}`]: () =>
        fail ? apiError(503, 'The database is busy') : json({ deleted_trigger_prompt: RULE.trigger_prompt }),
    });
    await editWithRule(user);
    await user.click(await (await shownNotice()).findByRole('button', { name: 'Remove' }));
    expect(await toastWith(TEXT.rules.deleteFailed)).toHaveTextContent('The database is busy');
    expect(notice()).toBeInTheDocument();

    fail = false;
    await user.click(inNotice().getByRole('button', { name: 'Remove' }));
    await toastWith(TEXT.rules.deleted);
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    // The reply itself went out with the edit whatever became of the rule.
    expect(calls.filter((c) => c.path === '/api/edit/submit')).toHaveLength(1);
  });

  it('a rule the user already had: their wording stays unless they take the new one', async () => {
    const { user, calls } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () => submitAnswer({ rule_status: 'duplicate' }),
      [`PATCH ${RULE_PATH}`]: () => ruleAnswer(RULE),
    });
    await editWithRule(user);
    expect(
      await (await shownNotice()).findByRole('heading', { name: 'You already have a rule for these posts' }),
    ).toBeInTheDocument();
    expect(inNotice().getByText(RULE.semantic_response)).toBeInTheDocument();
    await user.click(inNotice().getByRole('button', { name: 'Use this wording' }));
    await toastWith(TEXT.rules.updated);
    expect(notice()).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { semantic_response: RULE.semantic_response },
    ]);
  });

  it('an edit with nothing to learn shows no rule, and the toast says why', async () => {
    const reason = 'Your edit fixed a typo, which says nothing about how to reply to other posts.';
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([A, B]),
      'POST /api/feedback/approve': () => feedbackAnswer('a'),
      'POST /api/edit/submit': () =>
        submitAnswer({ inferred_rule: null, rule_status: 'none', no_rule_reason: reason }),
    });
    await editWithRule(user);
    expect(await toastWith(TEXT.replies.scheduled)).toHaveTextContent(`No rule learned. ${reason}`);
    expect(notice()).not.toBeInTheDocument();
  });
});
