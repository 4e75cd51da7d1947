import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  apiError,
  callsTo,
  clickOnRule,
  NEWSLETTER,
  ODD,
  ODD_PATH,
  renderRulesPage,
  rule,
  ruleItem,
  rulesAnswer,
  sequence,
  toastWith,
} from '../testing/rules-test-kit';
import { RULES_COPY as COPY } from '../texts';

describe('/reply-rules: the list of rules, loading, expanding and deleting', () => {
  setUpEachTest();

  it("says 'No rules added yet' when there are none", async () => {
    await renderRulesPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
    expect(await screen.findByText(TEXT.rules.empty)).toBeInTheDocument();
  });

  it('lists rules collapsed; expanding one shows its semantic response', async () => {
    const { user } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER, rule('Mentions our launch')]),
    });
    const toggle = await screen.findByRole('button', { name: NEWSLETTER.trigger_prompt });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Share the referral-loop playbook')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Share the referral-loop playbook')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mentions our launch' }));
    expect(within(ruleItem('Mentions our launch')).getByText(COPY.semantic.none)).toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Share the referral-loop playbook')).not.toBeVisible();
  });

  it("a failed load shows 'Error loading rules: {message}' inline, with a retry", async () => {
    const { user } = await renderRulesPage({
      'GET /api/qualification-rules': sequence(
        () => apiError(503, 'The database is starting', 'UNAVAILABLE'),
        () => rulesAnswer([NEWSLETTER]),
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.rules.loadFailed('The database is starting'));
    await user.click(within(alert).getByRole('button', { name: COPY.list.retry }));
    expect(await screen.findByRole('button', { name: NEWSLETTER.trigger_prompt })).toBeInTheDocument();
  });

  it('delete asks first with the product text; confirming deletes the encoded path and removes the rule', async () => {
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': sequence(
        () => rulesAnswer([rule(ODD), NEWSLETTER]),
        () => rulesAnswer([NEWSLETTER]),
      ),
      [`DELETE ${ODD_PATH}`]: () => json({ deleted_trigger_prompt: ODD }),
    });
    await clickOnRule(user, ODD, COPY.item.delete);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(TEXT.rules.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE')).toHaveLength(0);
    expect(ruleItem(ODD)).toBeInTheDocument();

    await user.click(within(ruleItem(ODD)).getByRole('button', { name: COPY.item.delete }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: COPY.confirm.action }));
    await toastWith(TEXT.rules.deleted);
    expect(callsTo(calls, 'DELETE')).toEqual([{ path: ODD_PATH, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: ODD })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: NEWSLETTER.trigger_prompt })).toBeInTheDocument();
  });

  it("a failed delete says 'Error deleting rule' with the status and the server's detail", async () => {
    const { user } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
      'DELETE /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        apiError(404, 'No rule has this trigger prompt', 'NOT_FOUND'),
    });
    await clickOnRule(user, NEWSLETTER.trigger_prompt, COPY.item.delete);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.confirm.action }),
    );
    await toastWith(TEXT.rules.deleteFailed, 'HTTP 404 Not Found: No rule has this trigger prompt');
    expect(ruleItem(NEWSLETTER.trigger_prompt)).toBeInTheDocument();
  });
});
