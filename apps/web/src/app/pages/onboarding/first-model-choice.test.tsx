import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TOllamaModels } from '@gatling/shared/api/model-settings';
import { INSTANCE_OFFLINE, OWN_OPENAI } from '@/features/settings/testing/model-settings-kit';
import { SETTINGS_COPY } from '@/features/settings/texts';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderInApp } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { CompleteStep } from './complete-step';

const ollamaWith = (...names: string[]): TOllamaModels => ({
  status: names.length > 0 ? 'running' : 'not_running',
  models: names.map((name) => ({
    name,
    size_bytes: null,
    parameter_size: null,
    family: null,
    modified_at: null,
  })),
});

type TRoutes = Parameters<typeof signedInServer>[0];

async function renderStep(routes: TRoutes) {
  const api = await signedInServer(routes);
  const onBack = vi.fn();
  const view = renderInApp(<CompleteStep onBack={onBack} />, {
    path: '/onboarding',
    retries: 'none',
  });
  return { ...view, api, onBack };
}

const choices = () => screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent ?? '');

describe("onboarding's last step: who drafts before the first run", () => {
  setUpEachTest();

  it("offers the server's Ollama, a provider key, or demo drafts for now (the one chosen)", async () => {
    await renderStep({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(ollamaWith('llama3.2:3b')),
    });
    expect(await screen.findByRole('group', { name: 'Who drafts your replies' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    expect(choices()[0]).toMatch(/^Ollama on this server/);
    expect(choices()[1]).toMatch(/^A provider key/);
    expect(choices()[2]).toMatch(/^Use demo drafts for now/);
    expect(screen.getByRole('radio', { name: 'Use demo drafts for now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it("the server's Ollama, chosen, asks only which of its models: no provider to pick again", async () => {
    const { user } = await renderStep({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(ollamaWith('llama3.2:3b', 'qwen2.5:7b')),
    });
    await user.click(await screen.findByRole('radio', { name: 'Ollama on this server' }));
    const models = await screen.findByRole('group', { name: 'Ollama model' });
    expect(models).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Provider' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('without Ollama on the server: a provider key, through the Settings form, saved before the run', async () => {
    const { user, api } = await renderStep({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(ollamaWith()),
      'PUT /api/settings/model': () => json(OWN_OPENAI),
    });
    await screen.findByRole('group', { name: 'Who drafts your replies' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: 'Ollama on this server' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A provider key' }));
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    // Ollama is a choice of its own, offered only when the server has it.
    expect([...provider.querySelectorAll('option')].map((o) => o.value)).not.toContain('ollama');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'gpt-4.1-mini');
    await user.type(screen.getByLabelText('API key'), 'sk-test-123456789WXYZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Drafting with OpenAI · gpt-4.1-mini\./)).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/api/settings/model');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      api_key: 'sk-test-123456789WXYZ',
    });
  });

  it('with a model already drafting, it says which, and offers nothing', async () => {
    await renderStep({ 'GET /api/settings/model': () => json(OWN_OPENAI) });
    expect(await screen.findByText(/Drafting with OpenAI · gpt-4.1-mini\./)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  describe('a model filled in is never dropped unsaid by Complete Setup', () => {
    const FIRST = SETTINGS_COPY.firstModel;
    const nothingToRead = () =>
      json(
        { detail: 'Connect your X account first: there is nothing to monitor yet.', code: 'CONFLICT' },
        409,
      );
    const order = (api: Awaited<ReturnType<typeof renderStep>>['api']) =>
      api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

    async function fillOpenAi(user: Awaited<ReturnType<typeof renderStep>>['user']) {
      await user.click(await screen.findByRole('radio', { name: 'A provider key' }));
      await user.type(screen.getByRole('textbox', { name: 'Model' }), 'gpt-4.1-mini');
      await user.type(screen.getByLabelText('API key'), 'sk-test-123456789WXYZ');
    }

    it('one that passed Test says it is not saved yet, and Complete Setup saves it before the run', async () => {
      const { user, api } = await renderStep({
        'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
        'GET /api/settings/model/ollama': () => json(ollamaWith()),
        'POST /api/settings/model/test': () => json({ ok: true, detail: null, duration_ms: 300 }),
        'PUT /api/settings/model': () => json(OWN_OPENAI),
        'POST /api/monitor/trigger': nothingToRead,
        'POST /api/onboarding/complete': () => json({ onboarding_completed: true }),
      });
      await fillOpenAi(user);
      await user.click(screen.getByRole('button', { name: 'Test' }));
      const outcome = await screen.findByText(SETTINGS_COPY.model.testOk('gpt-4.1-mini', 300));
      expect(outcome.closest('[role="status"]')).toHaveTextContent(FIRST.notSaved);

      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
      expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
      expect(order(api)).toEqual([
        'POST /api/settings/model/test',
        'PUT /api/settings/model',
        'POST /api/monitor/trigger',
        'POST /api/onboarding/complete',
      ]);
      const put = api.calls.find((c) => c.method === 'PUT');
      expect(JSON.parse(String(put?.init?.body))).toEqual({
        provider: 'openai',
        model: 'gpt-4.1-mini',
        api_key: 'sk-test-123456789WXYZ',
      });
    });

    it('when that save is refused, nothing runs and the form keeps what was typed', async () => {
      const detail = 'Enter your OpenAI API key.';
      const { user, api } = await renderStep({
        'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
        'GET /api/settings/model/ollama': () => json(ollamaWith()),
        'POST /api/settings/model/test': () => json({ ok: true, detail: null, duration_ms: 300 }),
        'PUT /api/settings/model': () => json({ detail, code: 'VALIDATION_FAILED' }, 422),
      });
      await fillOpenAi(user);
      await user.click(screen.getByRole('button', { name: 'Test' }));
      await screen.findByText(FIRST.notSaved);
      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
      expect(await screen.findByText(SETTINGS_COPY.model.saveFailed)).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4.1-mini');
      expect(order(api)).toEqual(['POST /api/settings/model/test', 'PUT /api/settings/model']);
    });

    it('one not tested as it stands is asked about: back to it, or demo drafts without saving it', async () => {
      const { user, api } = await renderStep({
        'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
        'GET /api/settings/model/ollama': () => json(ollamaWith()),
        'POST /api/monitor/trigger': nothingToRead,
        'POST /api/onboarding/complete': () => json({ onboarding_completed: true }),
      });
      await fillOpenAi(user);
      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
      let dialog = await screen.findByRole('alertdialog', { name: FIRST.unsavedTitle });
      expect(dialog).toHaveTextContent(FIRST.unsavedBody);
      await user.click(within(dialog).getByRole('button', { name: FIRST.unsavedCancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4.1-mini');
      expect(order(api)).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
      dialog = await screen.findByRole('alertdialog', { name: FIRST.unsavedTitle });
      await user.click(within(dialog).getByRole('button', { name: FIRST.unsavedConfirm }));
      expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
      expect(order(api)).toEqual(['POST /api/monitor/trigger', 'POST /api/onboarding/complete']);
    });

    it('Back with a model filled in asks first: it stays, or goes without it', async () => {
      const { user, onBack } = await renderStep({
        'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
        'GET /api/settings/model/ollama': () => json(ollamaWith()),
      });
      await fillOpenAi(user);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      let dialog = await screen.findByRole('alertdialog', { name: FIRST.unsavedTitle });
      expect(dialog).toHaveTextContent(FIRST.unsavedBackBody);
      await user.click(within(dialog).getByRole('button', { name: FIRST.unsavedCancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(onBack).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('gpt-4.1-mini');

      await user.click(screen.getByRole('button', { name: 'Back' }));
      dialog = await screen.findByRole('alertdialog', { name: FIRST.unsavedTitle });
      await user.click(within(dialog).getByRole('button', { name: FIRST.unsavedBackConfirm }));
      expect(onBack).toHaveBeenCalledTimes(1);
    });

    it('demo drafts, or a form left empty, complete at once without asking', async () => {
      const { user, api } = await renderStep({
        'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
        'GET /api/settings/model/ollama': () => json(ollamaWith()),
        'POST /api/monitor/trigger': nothingToRead,
        'POST /api/onboarding/complete': () => json({ onboarding_completed: true }),
      });
      await user.click(await screen.findByRole('radio', { name: 'A provider key' }));
      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
      expect(await screen.findByText('All set. Taking you to your replies...')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(order(api)).toEqual(['POST /api/monitor/trigger', 'POST /api/onboarding/complete']);
    });
  });
});
