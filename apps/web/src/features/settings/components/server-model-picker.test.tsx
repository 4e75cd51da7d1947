import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TServerModels } from '@gatling/shared/api/model-settings';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderSection } from '../testing/render-section';
import { INSTANCE_OFFLINE, OWN_OPENAI } from '../testing/model-settings-kit';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.model;
const LIST = '/api/settings/model/available';
const ADDRESS = 'http://127.0.0.1:8000/v1';
const LISTED: TServerModels = {
  models: ['meta-llama/Llama-3.1-8B-Instruct', 'Qwen/Qwen2.5-7B-Instruct'],
  detail: null,
};

const modelField = () => screen.getByRole('textbox', { name: COPY.model });
const listed = () => screen.getByRole('combobox', { name: COPY.listed.label });

describe('Settings › Drafting model: the models a compatible server lists', () => {
  setUpEachTest();

  it('are offered once its address is entered; one chosen fills in the model, and a typed name still saves', async () => {
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      [`POST ${LIST}`]: () => json(LISTED),
      'PUT /api/settings/model': () => json(INSTANCE_OFFLINE),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    // Nothing is asked before there is an address.
    expect(sent('POST', LIST)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: COPY.baseUrl }), ADDRESS);
    await user.type(screen.getByLabelText(COPY.apiKeyOptional), 'sk-local-0123456789');
    await user.tab();
    await waitFor(() =>
      expect(sent('POST', LIST)).toEqual([
        { base_url: ADDRESS },
        { base_url: ADDRESS, api_key: 'sk-local-0123456789' },
      ]),
    );

    // The first listed is picked so Save works at once; the list names every one, after its prompt.
    await waitFor(() => expect(modelField()).toHaveValue('meta-llama/Llama-3.1-8B-Instruct'));
    expect(
      within(listed())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([COPY.listed.choose(2), ...LISTED.models]);
    expect(listed()).toHaveAccessibleDescription(COPY.listed.help);
    await user.selectOptions(listed(), 'Qwen/Qwen2.5-7B-Instruct');
    expect(modelField()).toHaveValue('Qwen/Qwen2.5-7B-Instruct');

    // Leaving a field with nothing new in it asks nothing again.
    await user.click(screen.getByRole('textbox', { name: COPY.baseUrl }));
    await user.tab();
    expect(sent('POST', LIST)).toHaveLength(2);

    await user.clear(modelField());
    await user.type(modelField(), 'my-finetune');
    expect(listed()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    await waitFor(() =>
      expect(sent('PUT', '/api/settings/model')).toEqual([
        {
          provider: 'openai-compatible',
          model: 'my-finetune',
          base_url: ADDRESS,
          api_key: 'sk-local-0123456789',
        },
      ]),
    );
  });

  it('a server that does not list them says why, the name can be typed, and it can be asked again', async () => {
    const detail =
      'The model server at http://127.0.0.1:8000 does not list its models (GET /v1/models answered 404).';
    let answer: TServerModels = { models: [], detail };
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      [`POST ${LIST}`]: () => json(answer),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    await user.type(screen.getByRole('textbox', { name: COPY.baseUrl }), ADDRESS);
    await user.tab();
    const why = await screen.findByText(detail);
    expect(why.closest('[role="status"]')).toHaveTextContent(COPY.listed.typeInstead);
    expect(screen.queryByRole('combobox', { name: COPY.listed.label })).not.toBeInTheDocument();
    expect(modelField()).toBeEnabled();
    // Not an error of the form: nothing is announced as one.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = LISTED;
    await user.click(screen.getByRole('button', { name: COPY.listed.lookAgain }));
    expect(await screen.findByRole('combobox', { name: COPY.listed.label })).toBeInTheDocument();
    expect(sent('POST', LIST)).toEqual([{ base_url: ADDRESS }, { base_url: ADDRESS }]);
  });

  it('a refused address is said politely where the list would be', async () => {
    const detail =
      'This server does not allow model servers at http://10.0.0.5:8000. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.';
    const { user } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      [`POST ${LIST}`]: () => json({ detail, code: 'BAD_REQUEST' }, 400),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    await user.type(screen.getByRole('textbox', { name: COPY.baseUrl }), 'http://10.0.0.5:8000/v1');
    await user.tab();
    expect(await screen.findByText(`${COPY.listed.failed}: ${detail}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaving the address for Save asks nothing: no list moves the button from under the press', async () => {
    const detail =
      'This server does not allow model servers at http://10.0.0.5:8000. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.';
    const { user, sent } = await renderSection({
      'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
      [`POST ${LIST}`]: () => json(LISTED),
      'PUT /api/settings/model': () => json({ detail, code: 'BAD_REQUEST' }, 400),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: COPY.provider }),
      'openai-compatible',
    );
    await user.type(modelField(), 'Qwen/Qwen2.5-7B-Instruct');
    await user.type(screen.getByRole('textbox', { name: COPY.baseUrl }), 'http://10.0.0.5:8000/v1');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(sent('POST', LIST)).toEqual([]);
  });

  it('a saved compatible server is asked as the form opens, with its saved key (none is sent)', async () => {
    const { sent } = await renderSection({
      'GET /api/settings/model': () =>
        json({
          ...OWN_OPENAI,
          drafting: { source: 'own', provider: 'openai-compatible', model: 'Qwen/Qwen2.5-7B-Instruct' },
          own: {
            ...OWN_OPENAI.own!,
            provider: 'openai-compatible',
            model: 'Qwen/Qwen2.5-7B-Instruct',
            base_url: ADDRESS,
          },
        }),
      [`POST ${LIST}`]: () => json(LISTED),
    });
    expect(await screen.findByRole('combobox', { name: COPY.listed.label })).toHaveValue(
      'Qwen/Qwen2.5-7B-Instruct',
    );
    expect(modelField()).toHaveValue('Qwen/Qwen2.5-7B-Instruct');
    expect(sent('POST', LIST)).toEqual([{ base_url: ADDRESS }]);
  });
});
