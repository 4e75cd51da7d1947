import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  apiError,
  callsTo,
  renderInApp,
  resetToasts,
  rule,
  rulesAnswer,
  sequence,
  signedInServer,
} from '../testing/rules-test-kit';
import { RULES_COPY as COPY } from '../texts';
import { RulesPage } from './rules-page';

/** A trigger with a slash, a percent sign, brackets, an apostrophe, a hyphen and an emoji. */
const ODD = "Price/plan 100% (B2B) 🚀 isn't-it?";
/** Its path segment, spelled out by hand: every non-alphanumeric character percent-encoded. */
const ODD_PATH =
  '/api/qualification-rules/Price%2Fplan%20100%25%20%28B2B%29%20%F0%9F%9A%80%20isn%27t%2Dit%3F';

const NEWSLETTER = rule('Someone asks how to grow a newsletter', 'Share the referral-loop playbook');

async function renderPage(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const view = renderInApp(<RulesPage />);
  return { ...api, ...view };
}

const triggerField = () => screen.getAllByLabelText(COPY.trigger.label)[0]!;
const semanticField = () => screen.getAllByLabelText(new RegExp(`^${COPY.semantic.label}`))[0]!;
const item = (trigger: string) =>
  within(screen.getByRole('list', { name: COPY.list.label }))
    .getByRole('button', { name: trigger })
    .closest('li')!;
const toastWith = async (title: string, description?: string) => {
  const t = (await screen.findByText(title)).closest('[data-sonner-toast]')!;
  if (description !== undefined) expect(t).toHaveTextContent(description);
  return t;
};

describe('/reply-rules', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it("says 'No rules added yet' when there are none", async () => {
    await renderPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
    expect(await screen.findByText(TEXT.rules.empty)).toBeInTheDocument();
  });

  it('lists rules collapsed; expanding one shows its semantic response', async () => {
    const { user } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER, rule('Mentions our launch')]),
    });
    const toggle = await screen.findByRole('button', { name: NEWSLETTER.trigger_prompt });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Share the referral-loop playbook')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Share the referral-loop playbook')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mentions our launch' }));
    expect(within(item('Mentions our launch')).getByText(COPY.semantic.none)).toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Share the referral-loop playbook')).not.toBeVisible();
  });

  it("a blank trigger says 'Trigger prompt is required' and sends nothing", async () => {
    const { user, calls } = await renderPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
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
    const { user, calls } = await renderPage({
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
    const { user, calls } = await renderPage({
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
    const { user } = await renderPage({
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

  it('editing sends only the changed field, to the percent-encoded path of the trigger', async () => {
    const odd = rule(ODD, 'Old answer');
    const answered = { ...odd, semantic_response: 'New answer' };
    const renamed = { ...answered, trigger_prompt: 'Pricing questions' };
    const { user, calls } = await renderPage({
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
    await user.click(within(await waitFor(() => item(ODD))).getByRole('button', { name: COPY.item.edit }));
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
    await user.click(within(item(ODD)).getByRole('button', { name: COPY.item.edit }));
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
    const { user, calls } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
      'PATCH /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        json({ rule: { ...NEWSLETTER, semantic_response: null } }),
    });
    await user.click(
      within(await waitFor(() => item(NEWSLETTER.trigger_prompt))).getByRole('button', {
        name: COPY.item.edit,
      }),
    );
    await user.click(screen.getByRole('button', { name: COPY.item.save }));
    expect(screen.queryByRole('form', { name: COPY.item.edit })).not.toBeInTheDocument();
    expect(callsTo(calls, 'PATCH')).toHaveLength(0);

    await user.click(within(item(NEWSLETTER.trigger_prompt)).getByRole('button', { name: COPY.item.edit }));
    await user.clear(within(screen.getByRole('form')).getByLabelText(new RegExp(`^${COPY.semantic.label}`)));
    await user.click(screen.getByRole('button', { name: COPY.item.save }));
    await toastWith(TEXT.rules.updated);
    expect(callsTo(calls, 'PATCH')[0]?.body).toEqual({ semantic_response: null });
  });

  it("a blank trigger while editing says 'Trigger prompt is required'; Cancel leaves the rule as it was", async () => {
    const { user, calls } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
    });
    await user.click(
      within(await waitFor(() => item(NEWSLETTER.trigger_prompt))).getByRole('button', {
        name: COPY.item.edit,
      }),
    );
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
    const { user } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER, rule('Mentions our launch')]),
      'PATCH /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        apiError(409, 'A rule with this trigger prompt already exists'),
    });
    await user.click(
      within(await waitFor(() => item(NEWSLETTER.trigger_prompt))).getByRole('button', {
        name: COPY.item.edit,
      }),
    );
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

  it('delete asks first with the spec text; confirming deletes the encoded path and removes the rule', async () => {
    const { user, calls } = await renderPage({
      'GET /api/qualification-rules': sequence(
        () => rulesAnswer([rule(ODD), NEWSLETTER]),
        () => rulesAnswer([NEWSLETTER]),
      ),
      [`DELETE ${ODD_PATH}`]: () => json({ deleted_trigger_prompt: ODD }),
    });
    await user.click(within(await waitFor(() => item(ODD))).getByRole('button', { name: COPY.item.delete }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(TEXT.rules.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'DELETE')).toHaveLength(0);
    expect(item(ODD)).toBeInTheDocument();

    await user.click(within(item(ODD)).getByRole('button', { name: COPY.item.delete }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: COPY.confirm.action }));
    await toastWith(TEXT.rules.deleted);
    expect(callsTo(calls, 'DELETE')).toEqual([{ path: ODD_PATH, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: ODD })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: NEWSLETTER.trigger_prompt })).toBeInTheDocument();
  });

  it("a failed delete says 'Error deleting rule' with the status and the server's detail", async () => {
    const { user } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
      'DELETE /api/qualification-rules/Someone%20asks%20how%20to%20grow%20a%20newsletter': () =>
        apiError(404, 'No rule has this trigger prompt', 'NOT_FOUND'),
    });
    await user.click(
      within(await waitFor(() => item(NEWSLETTER.trigger_prompt))).getByRole('button', {
        name: COPY.item.delete,
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: COPY.confirm.action }),
    );
    await toastWith(TEXT.rules.deleteFailed, 'HTTP 404 Not Found: No rule has this trigger prompt');
    expect(item(NEWSLETTER.trigger_prompt)).toBeInTheDocument();
  });

  it("a failed load shows 'Error loading rules: {message}' inline, with a retry", async () => {
    const { user } = await renderPage({
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

  it('Escape goes to /, but not while a rule is being edited or the add form holds text', async () => {
    const { user, router } = await renderPage({
      'GET /api/qualification-rules': () => rulesAnswer([NEWSLETTER]),
    });
    await user.click(
      within(await waitFor(() => item(NEWSLETTER.trigger_prompt))).getByRole('button', {
        name: COPY.item.edit,
      }),
    );
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
    const { user, router } = await renderPage({ 'GET /api/qualification-rules': () => rulesAnswer([]) });
    await user.type(triggerField(), 'Half-written rule');
    void router.navigate('/business');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/reply-rules');
    expect(triggerField()).toHaveValue('Half-written rule');
  });
});
