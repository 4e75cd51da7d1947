import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOllamaModels } from '@gatling/shared/api/model-settings';
import { authClient } from '@/lib/auth/auth-client';
import { setUpEachTest } from '@/test/each-test';
import { json, TEST_SESSION } from '@/test/fake-api';
import { deferred } from '@/test/signed-in-server';
import { renderSection } from '../testing/render-section';
import { INSTANCE_OFFLINE, OWN_OPENAI } from '../testing/model-settings-kit';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model;

const RUNNING: TOllamaModels = {
  status: 'running',
  models: [
    {
      name: 'llama3.2:3b',
      size_bytes: 2_019_393_189,
      parameter_size: '3.2B',
      family: 'llama',
      modified_at: null,
    },
    {
      name: 'qwen2.5:7b',
      size_bytes: 4_683_087_332,
      parameter_size: '7.6B',
      family: 'qwen2',
      modified_at: null,
    },
  ],
};

const provider = () => screen.getByRole('combobox', { name: COPY.provider });
const modelField = () => screen.getByRole('textbox', { name: COPY.model });
const keyField = () => screen.getByLabelText(COPY.apiKey);
const saveButton = () => screen.getByRole('button', { name: COPY.save });
const testButton = () => screen.getByRole('button', { name: COPY.test });
const drafting = () => screen.getByTestId('drafting-now');

describe('Settings › Drafting model', () => {
  setUpEachTest();

  it('shows a skeleton, then who drafts: the instance default, here the offline drafter', async () => {
    const answer = deferred();
    await renderSection({ 'GET /api/settings/model': () => answer.promise });
    expect(screen.getByRole('heading', { name: COPY.heading })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    answer.release(json(INSTANCE_OFFLINE));
    expect(await screen.findByText(COPY.instanceDefault)).toBeInTheDocument();
    expect(drafting()).toHaveTextContent('Demo writer');
    expect(screen.getByText(COPY.offline)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.useDefault })).not.toBeInTheDocument();
    expect(provider()).toHaveValue('openai');
    expect(
      within(provider())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'OpenAI',
      'Anthropic',
      'OpenRouter',
      'Groq',
      'Ollama on this server',
      'OpenAI-compatible server (vLLM, llama.cpp…)',
    ]);
  });

  it('asks for what is missing before sending anything', async () => {
    const { user, sent } = await renderSection({ 'GET /api/settings/model': () => json(INSTANCE_OFFLINE) });
    await user.click(await screen.findByRole('button', { name: COPY.save }));
    expect(screen.getByText(COPY.modelRequired)).toBeInTheDocument();
    expect(screen.getByText(COPY.apiKeyRequired('OpenAI'))).toBeInTheDocument();
    expect(modelField()).toHaveAttribute('aria-invalid', 'true');
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PUT', '/api/settings/model')).toEqual([]);
  });

  it('saves a hosted model with its key; the key is write-only and the session is read again', async () => {
    let saved = INSTANCE_OFFLINE;
    const { user, sent, api } = await renderSection({
      'GET /api/settings/model': () => json(saved),
      'PUT /api/settings/model': () => {
        saved = {
          ...OWN_OPENAI,
          drafting: { source: 'own', provider: 'anthropic', model: 'claude-sonnet-4-5' },
          own: { ...OWN_OPENAI.own!, provider: 'anthropic', model: 'claude-sonnet-4-5' },
        };
        return json(saved);
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: COPY.provider }), 'anthropic');
    expect(modelField()).toHaveAttribute('placeholder', 'claude-sonnet-4-5');
    await user.type(modelField(), 'claude-sonnet-4-5');
    await user.type(keyField(), 'sk-ant-api03-secret-WXYZ');
    expect(keyField()).toHaveAttribute('type', 'password');
    await user.click(saveButton());

    expect(await screen.findByText(COPY.saved)).toBeInTheDocument();
    expect(sent('PUT', '/api/settings/model')).toEqual([
      { provider: 'anthropic', model: 'claude-sonnet-4-5', api_key: 'sk-ant-api03-secret-WXYZ' },
    ]);
    expect(drafting()).toHaveTextContent('Anthropic · claude-sonnet-4-5');
    expect(screen.getByText(COPY.ownModel)).toBeInTheDocument();
    // Never shown again: the field is empty and says which key is kept.
    expect(keyField()).toHaveValue('');
    expect(screen.getByText(COPY.apiKeySaved('WXYZ'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/session').length).toBe(2);
  });

  it('changing only the model keeps the saved key (none is sent)', async () => {
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(OWN_OPENAI),
      'PUT /api/settings/model': () => json({ ...OWN_OPENAI, own: { ...OWN_OPENAI.own!, model: 'gpt-4o' } }),
    });
    await user.clear(await screen.findByRole('textbox', { name: COPY.model }));
    await user.type(modelField(), 'gpt-4o');
    await user.click(saveButton());
    await waitFor(() =>
      expect(sent('PUT', '/api/settings/model')).toEqual([{ provider: 'openai', model: 'gpt-4o' }]),
    );
  });

  it('Test says how it went, in words, without saving', async () => {
    let ok = true;
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(OWN_OPENAI),
      'POST /api/settings/model/test': () =>
        json(
          ok
            ? { ok: true, detail: null, duration_ms: 420 }
            : {
                ok: false,
                detail:
                  'OpenAI refused the API key of your model settings. Check it under Settings › Drafting model.',
                duration_ms: 90,
              },
        ),
    });
    await user.click(await screen.findByRole('button', { name: COPY.test }));
    expect(await screen.findByText(COPY.testOk('gpt-4.1-mini', 420))).toBeInTheDocument();
    // What passed is the saved setting: nothing is waiting to be saved.
    expect(screen.queryByText(COPY.notSaved)).not.toBeInTheDocument();
    ok = false;
    await user.type(keyField(), 'sk-wrong');
    await user.click(testButton());
    expect(await screen.findByText(/OpenAI refused the API key/)).toBeInTheDocument();
    expect(sent('POST', '/api/settings/model/test')).toEqual([
      { provider: 'openai', model: 'gpt-4.1-mini' },
      { provider: 'openai', model: 'gpt-4.1-mini', api_key: 'sk-wrong' },
    ]);
    expect(sent('PUT', '/api/settings/model')).toEqual([]);
  });

  it('a setting that passed Test says it is not saved yet until Save; leaving the page first asks', async () => {
    const { user, router } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'POST /api/settings/model/test': () => json({ ok: true, detail: null, duration_ms: 250 }),
      'PUT /api/settings/model': () => json(OWN_OPENAI),
    });
    await user.type(await screen.findByRole('textbox', { name: COPY.model }), 'gpt-4.1-mini');
    await user.type(keyField(), 'sk-test-123456789WXYZ');
    await user.click(testButton());
    const note = await screen.findByText(COPY.notSaved);
    expect(note.closest('[role="status"]')).toHaveTextContent(COPY.testOk('gpt-4.1-mini', 250));

    void router.navigate('/replies');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(ask).toHaveTextContent('not saved yet');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/settings');

    // Changed since the test: what passed is no longer what the form holds.
    await user.type(modelField(), '-2');
    expect(screen.queryByText(COPY.notSaved)).not.toBeInTheDocument();
    await user.click(testButton());
    expect(await screen.findByText(COPY.notSaved)).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(COPY.saved)).toBeInTheDocument();
    expect(screen.queryByText(COPY.notSaved)).not.toBeInTheDocument();
  });

  it('says plainly when Ollama is not running, looks again, then lists its models to pick', async () => {
    let ollama: TOllamaModels = { status: 'not_running', models: [] };
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(ollama),
      'PUT /api/settings/model': () => json(INSTANCE_OFFLINE),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: COPY.provider }), 'ollama');
    expect(await screen.findByText(COPY.ollama.notRunning)).toBeInTheDocument();
    expect(screen.getByText(COPY.ollama.notRunningHelp)).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.apiKey)).not.toBeInTheDocument();

    ollama = RUNNING;
    await user.click(screen.getByRole('button', { name: COPY.ollama.lookAgain }));
    const list = await screen.findByRole('group', { name: COPY.ollama.label });
    const first = within(list).getByRole('radio', { name: /llama3\.2:3b/ });
    expect(first).toBeChecked();
    expect(within(list).getByText('7.6B · qwen2 · 4.7 GB')).toBeInTheDocument();
    await user.click(within(list).getByRole('radio', { name: /qwen2\.5:7b/ }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(sent('PUT', '/api/settings/model')).toEqual([{ provider: 'ollama', model: 'qwen2.5:7b' }]),
    );
  });

  it('Ollama turned off, or without models, says so', async () => {
    let ollama: TOllamaModels = { status: 'disabled', models: [] };
    const { user } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(ollama),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: COPY.provider }), 'ollama');
    expect(await screen.findByText(COPY.ollama.disabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COPY.ollama.lookAgain })).not.toBeInTheDocument();
    ollama = { status: 'running', models: [] };
    await user.selectOptions(provider(), 'openai');
    await user.selectOptions(provider(), 'ollama');
    expect(await screen.findByText(COPY.ollama.none)).toBeInTheDocument();
  });

  it('with no model saved, opens on the server’s Ollama when it runs with a model pulled', async () => {
    const { sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json(RUNNING),
    });
    const list = await screen.findByRole('group', { name: COPY.ollama.label });
    expect(provider()).toHaveValue('ollama');
    expect(within(list).getByRole('radio', { name: /llama3\.2:3b/ })).toBeChecked();
    expect(screen.queryByLabelText(COPY.apiKey)).not.toBeInTheDocument();
    expect(sent('PUT', '/api/settings/model')).toEqual([]);
  });

  it('opens on OpenAI when the server’s Ollama has no model pulled', async () => {
    const { sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'GET /api/settings/model/ollama': () => json({ status: 'running', models: [] }),
    });
    expect(await screen.findByRole('combobox', { name: COPY.provider })).toHaveValue('openai');
    expect(sent('GET', '/api/settings/model/ollama')).toHaveLength(1);
  });

  it('opens on the saved provider, without asking the server’s Ollama', async () => {
    const { sent } = await renderSection({
      'GET /api/settings/model': () => json(OWN_OPENAI),
      'GET /api/settings/model/ollama': () => json(RUNNING),
    });
    expect(await screen.findByRole('combobox', { name: COPY.provider })).toHaveValue('openai');
    expect(modelField()).toHaveValue('gpt-4.1-mini');
    expect(sent('GET', '/api/settings/model/ollama')).toEqual([]);
  });

  it('a compatible server takes an address; the server’s refusal is shown where it is needed', async () => {
    const refusal = () =>
      json(
        {
          detail:
            'This server does not allow model servers at http://10.0.0.5:8000. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.',
          code: 'BAD_REQUEST',
        },
        400,
      );
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      // Leaving the address asks for its models, refused as the save is: said once as an error.
      'POST /api/settings/model/available': refusal,
      'PUT /api/settings/model': refusal,
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    await user.type(modelField(), 'Qwen/Qwen2.5-7B-Instruct');
    await user.click(saveButton());
    expect(screen.getByText(COPY.baseUrlRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: COPY.baseUrl }), 'http://10.0.0.5:8000/v1');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /does not allow model servers at http:\/\/10\.0\.0\.5:8000/,
    );
    expect(sent('PUT', '/api/settings/model')).toEqual([
      {
        provider: 'openai-compatible',
        model: 'Qwen/Qwen2.5-7B-Instruct',
        base_url: 'http://10.0.0.5:8000/v1',
      },
    ]);
  });

  it('where the operator allows no other servers, a compatible server cannot be tested or saved', async () => {
    const { user } = await renderSection({
      'GET /api/settings/model': () => json({ ...INSTANCE_OFFLINE, custom_servers_allowed: false }),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    expect(screen.getByText(COPY.customNotAllowed)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(testButton()).toBeDisabled();
  });

  it('a saved server address the operator no longer allows is named, with what to do', async () => {
    const address = 'http://127.0.0.1:8000/v1';
    await renderSection({
      'GET /api/settings/model': () =>
        json({
          ...OWN_OPENAI,
          drafting: { source: 'own', provider: 'openai-compatible', model: 'local-model' },
          own: {
            ...OWN_OPENAI.own!,
            provider: 'openai-compatible',
            model: 'local-model',
            base_url: address,
            base_url_allowed: false,
          },
        }),
    });
    expect(await screen.findByText(COPY.savedAddressNotAllowed(address))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.useDefault })).toBeEnabled();
  });

  it('a saved server address still allowed shows no such warning', async () => {
    await renderSection({
      'POST /api/settings/model/available': () => json({ models: ['local-model'], detail: null }),
      'GET /api/settings/model': () =>
        json({
          ...OWN_OPENAI,
          own: { ...OWN_OPENAI.own!, provider: 'openai-compatible', base_url: 'http://10.0.0.5:8000/v1' },
        }),
    });
    expect(await screen.findByRole('button', { name: COPY.useDefault })).toBeInTheDocument();
    expect(screen.queryByText(/no longer allows your model server/)).not.toBeInTheDocument();
  });

  it('goes back to the instance default after asking', async () => {
    let current = OWN_OPENAI;
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(current),
      'DELETE /api/settings/model': () => {
        current = INSTANCE_OFFLINE;
        return json(INSTANCE_OFFLINE);
      },
    });
    await user.click(await screen.findByRole('button', { name: COPY.useDefault }));
    const dialog = await screen.findByRole('alertdialog', { name: COPY.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: COPY.resetConfirm }));
    expect(await screen.findByText(COPY.resetDone)).toBeInTheDocument();
    expect(drafting()).toHaveTextContent('Demo writer');
    expect(sent('DELETE', '/api/settings/model')).toHaveLength(1);
  });

  it('a failed load says so, with the server’s reason, and tries again', async () => {
    let fail = true;
    const { user } = await renderSection({
      'GET /api/settings/model': () =>
        fail
          ? json({ detail: 'The database is not answering.', code: 'UNAVAILABLE' }, 503)
          : json(INSTANCE_OFFLINE),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.loadFailed);
    expect(alert).toHaveTextContent('The database is not answering.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByText(COPY.instanceDefault)).toBeInTheDocument();
  });

  it('the session tells every screen who drafts once a model is saved', async () => {
    let session = TEST_SESSION;
    const { user } = await renderSection({
      'GET /api/session': () => json({ session }),
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      'PUT /api/settings/model': () => {
        session = {
          ...TEST_SESSION,
          drafting_model: { source: 'own', provider: 'groq', model: 'llama-3.3-70b-versatile' },
        };
        return json(OWN_OPENAI);
      },
    });
    expect(authClient.currentSession()?.drafting_model).toBeUndefined();
    await user.selectOptions(await screen.findByRole('combobox', { name: COPY.provider }), 'groq');
    await user.type(modelField(), 'llama-3.3-70b-versatile');
    await user.type(keyField(), 'gsk_0123456789abcdef');
    await user.click(saveButton());
    await waitFor(() => expect(authClient.currentSession()?.drafting_model?.provider).toBe('groq'));
  });
});
