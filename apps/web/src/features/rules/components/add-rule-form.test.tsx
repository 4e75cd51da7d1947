import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  apiError,
  callsTo,
  NEWSLETTER,
  renderRulesPage,
  rule,
  rulesAnswer,
  semanticField,
  sequence,
  toastWith,
  triggerField,
} from '../testing/rules-test-kit';
import { RULES_COPY as COPY } from '../texts';

describe('/reply-rules: adding a rule', () => {
  setUpEachTest();

  it("a blank trigger says 'Trigger prompt is required' and sends nothing", async () => {
    const { user, calls } = await renderRulesPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
    await screen.findByText(TEXT.rules.empty);
    await user.type(triggerField(), '   ');
    await user.type(semanticField(), 'Say hello');
    await user.click(screen.getByRole('button', { name: COPY.add.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.rules.triggerRequired);
    expect(triggerField()).toHaveAttribute('aria-invalid', 'true');
    expect(triggerField()).toHaveFocus();
    expect(callsTo(calls, 'POST')).toHaveLength(0);
  });

  it('adds a rule as a one-item list, toasts, lists it and clears the form', async () => {
    const created = rule('Asks for a scheduling tool', 'Mention our calendar feature');
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': sequence(
        () => rulesAnswer([]),
        () => rulesAnswer([created]),
      ),
      'POST /api/qualification-rules': () => json({ rules: [created] }, 201),
    });
    await screen.findByText(TEXT.rules.empty);
    await user.type(triggerField(), '  Asks for a scheduling tool ');
    await user.type(semanticField(), 'Mention our calendar feature');
    await user.click(screen.getByRole('button', { name: COPY.add.submit }));
    await toastWith(TEXT.rules.added);
    expect(callsTo(calls, 'POST')).toEqual([
      {
        path: '/api/qualification-rules',
        body: [
          { trigger_prompt: 'Asks for a scheduling tool', semantic_response: 'Mention our calendar feature' },
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Asks for a scheduling tool' })).toBeInTheDocument();
    expect(triggerField()).toHaveValue('');
    expect(semanticField()).toHaveValue('');
  });

  it('an empty semantic response is sent as null', async () => {
    const { user, calls } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([]),
      'POST /api/qualification-rules': () => json({ rules: [rule('Mentions our launch')] }, 201),
    });
    await screen.findByText(TEXT.rules.empty);
    await user.type(triggerField(), 'Mentions our launch{Enter}');
    await toastWith(TEXT.rules.added);
    expect(callsTo(calls, 'POST')[0]?.body).toEqual([
      { trigger_prompt: 'Mentions our launch', semantic_response: null },
    ]);
  });

  it("a failed add says 'Error adding rule' with the status and the server's detail; the form keeps its text", async () => {
    const { user } = await renderRulesPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
      'POST /api/qualification-rules': () => apiError(409, 'A rule with this trigger prompt already exists'),
    });
    await screen.findByRole('button', { name: NEWSLETTER.trigger_prompt });
    await user.type(triggerField(), NEWSLETTER.trigger_prompt);
    await user.click(screen.getByRole('button', { name: COPY.add.submit }));
    await toastWith(
      TEXT.rules.addFailed,
      'HTTP 409 Conflict: A rule with this trigger prompt already exists',
    );
    expect(triggerField()).toHaveValue(NEWSLETTER.trigger_prompt);
  });
});
