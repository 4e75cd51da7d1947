import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import {
  clickOnRule,
  NEWSLETTER,
  renderRulesPage,
  rulesAnswer,
  triggerField,
} from '../testing/rules-test-kit';
import { RULES_COPY as COPY } from '../texts';

describe('/reply-rules: leaving the page', () => {
  setUpEachTest();

  it('Escape goes to /, but not while a rule is being edited or the add form holds text', async () => {
    const { user, router } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
    });
    await clickOnRule(user, NEWSLETTER.trigger_prompt, COPY.item.edit);
    // In a field, Escape only leaves the field; then, still editing, it stays.
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/reply-rules');
    await user.click(screen.getByRole('button', { name: COPY.item.cancel }));

    await user.type(triggerField(), 'Half-written rule');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/reply-rules');
    await user.clear(triggerField());
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaving with a half-written rule asks first', async () => {
    const { user, router } = await renderRulesPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
    await user.type(triggerField(), 'Half-written rule');
    void router.navigate('/business');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/reply-rules');
    expect(triggerField()).toHaveValue('Half-written rule');
  });
});
