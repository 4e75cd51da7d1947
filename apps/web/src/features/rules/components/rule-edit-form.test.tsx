import { screen, within } from '@testing-library/react';
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
  resetToasts,
  rule,
  ruleItem,
  rulesAnswer,
  sequence,
  toastWith,
} from '../testing/rules-test-kit';
import { RULES_COPY as COPY } from '../texts';

describe('/reply-rules: editing a rule inline', () => {
  setUpEachTest();

  it('editing sends only the changed field, to the percent-encoded path of the trigger', async () => {
    const odd = rule(ODD, 'Old answer');
    const answered = { ...odd, semantic_response: 'New answer' };
    const renamed = { ...answered, trigger_prompt: 'Pricing questions' };
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': sequence(
        () => rulesAnswer([odd]),
        () => rulesAnswer([answered]),
        () => rulesAnswer([renamed]),
      ),
      [`PATCH ${ODD_PATH}`]: sequence(
        () => json({ rule: answered }),
        () => json({ rule: renamed }),
      ),
    });
    await clickOnRule(user, ODD, COPY.item.edit);
    const form = screen.getByRole('form', { name: COPY.item.edit });
    const trigger = within(form).getByLabelText(COPY.trigger.label);
    const semantic = within(form).getByLabelText(new RegExp(`^${COPY.semantic.label}`));
    expect(trigger).toHaveValue(ODD);
    expect(trigger).toHaveFocus();
    expect(semantic).toHaveValue('Old answer');
    await user.clear(semantic);
    await user.type(semantic, 'New answer');
    await user.click(within(form).getByRole('button', { name: COPY.item.save }));
    await toastWith(TEXT.rules.updated);
    expect(callsTo(calls, 'PATCH')).toEqual([{ path: ODD_PATH, body: { semantic_response: 'New answer' } }]);
    expect(screen.queryByRole('form', { name: COPY.item.edit })).not.toBeInTheDocument();

    // Now only the trigger.
    resetToasts();
    await user.click(within(ruleItem(ODD)).getByRole('button', { name: COPY.item.edit }));
    const again = screen.getByRole('form', { name: COPY.item.edit });
    await user.clear(within(again).getByLabelText(COPY.trigger.label));
    await user.type(within(again).getByLabelText(COPY.trigger.label), 'Pricing questions');
    await user.click(within(again).getByRole('button', { name: COPY.item.save }));
    await toastWith(TEXT.rules.updated);
    expect(callsTo(calls, 'PATCH')[1]).toEqual({
      path: ODD_PATH,
      body: { trigger_prompt: 'Pricing questions' },
    });
    expect(await screen.findByRole('button', { name: 'Pricing questions' })).toBeInTheDocument();
  });

  it('clearing the semantic response sends null; saving with no change sends nothing', async () => {
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
      'PATCH /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        json({ rule: { ...NEWSLETTER, semantic_response: null } }),
    });
    await clickOnRule(user, NEWSLETTER.trigger_prompt, COPY.item.edit);
    await user.click(screen.getByRole('button', { name: COPY.item.save }));
    expect(screen.queryByRole('form', { name: COPY.item.edit })).not.toBeInTheDocument();
    expect(callsTo(calls, 'PATCH')).toHaveLength(0);

    await user.click(
      within(ruleItem(NEWSLETTER.trigger_prompt)).getByRole('button', { name: COPY.item.edit }),
    );
    await user.clear(within(screen.getByRole('form')).getByLabelText(new RegExp(`^${COPY.semantic.label}`)));
    await user.click(screen.getByRole('button', { name: COPY.item.save }));
    await toastWith(TEXT.rules.updated);
    expect(callsTo(calls, 'PATCH')[0]?.body).toEqual({ semantic_response: null });
  });

  it("a blank trigger while editing says 'Trigger prompt is required'; Cancel leaves the rule as it was", async () => {
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
    });
    await clickOnRule(user, NEWSLETTER.trigger_prompt, COPY.item.edit);
    const form = screen.getByRole('form', { name: COPY.item.edit });
    await user.clear(within(form).getByLabelText(COPY.trigger.label));
    await user.type(within(form).getByLabelText(COPY.trigger.label), '  ');
    await user.click(within(form).getByRole('button', { name: COPY.item.save }));
    expect(within(form).getByRole('alert')).toHaveTextContent(TEXT.rules.triggerRequired);
    await user.click(within(form).getByRole('button', { name: COPY.item.cancel }));
    expect(screen.getByRole('button', { name: NEWSLETTER.trigger_prompt })).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH')).toHaveLength(0);
  });

  it("a failed update says 'Error updating rule' with the status and the server's detail, and stays in editing", async () => {
    const { user } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER, rule('Mentions our launch')]),
      'PATCH /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        apiError(409, 'A rule with this trigger prompt already exists'),
    });
    await clickOnRule(user, NEWSLETTER.trigger_prompt, COPY.item.edit);
    const form = screen.getByRole('form', { name: COPY.item.edit });
    await user.clear(within(form).getByLabelText(COPY.trigger.label));
    await user.type(within(form).getByLabelText(COPY.trigger.label), 'Mentions our launch');
    await user.click(within(form).getByRole('button', { name: COPY.item.save }));
    await toastWith(
      TEXT.rules.updateFailed,
      'HTTP 409 Conflict: A rule with this trigger prompt already exists',
    );
    expect(screen.getByRole('form', { name: COPY.item.edit })).toBeInTheDocument();
  });
});
