import { describe, expect, test } from 'vitest';
import { ZServerModels, type TServerModels } from '@gatling/shared/api/model-settings';
import type { TSession } from '@gatling/shared/api/session';
import { sendPage, startFakeModelServer } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import {
  bearer,
  createTestApp,
  expectErrorBody,
  openedForAll,
  uniqueEmail,
  useTestApp,
  type TTestApp,
} from '#test/harness';
import { MODEL_TEST_RATE_RULE } from './routes';

const SERVER_KEY = 'sk-vllm-0123456789abcdefWXYZ';

/** A vLLM-like server that lists its models behind a key, and one that lists them to anyone. */
const locked = openedForAll(() =>
  startFakeOpenAi({ apiKey: SERVER_KEY, models: ['Qwen/Qwen2.5-7B-Instruct', 'meta-llama/Llama-3.1-8B'] }),
);
const open = openedForAll(() =>
  startFakeOpenAi({ models: ['zephyr-7b', 'Qwen/Qwen2.5-7B-Instruct', 'has space', 'llama3.1:8b'] }),
);
// The user's own servers run beside this one here: the operator allows loopback.
const t = useTestApp({ LLM_ALLOW_LOOPBACK: 'true' });

const LIST = '/api/settings/model/available';

const post = (app: TTestApp, session: TSession, body: unknown, path = LIST) =>
  app.request(path, {
    method: path === LIST ? 'POST' : 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function listed(res: Response): Promise<TServerModels & { text: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return { ...ZServerModels.strict().parse(JSON.parse(text)), text };
}

describe('the models an OpenAI-compatible server lists', () => {
  test('its ids, sorted, without those that cannot be a model name; never cached', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const res = await post(t, ada, { base_url: `${open.baseUrl}/` });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await listed(res);
    expect(answer.models).toEqual(['llama3.1:8b', 'Qwen/Qwen2.5-7B-Instruct', 'zephyr-7b']);
    expect(answer.detail).toBeNull();
    expect(open.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(open.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  test('a server that asks for a key: the key given is sent, and never answered back', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const without = await listed(await post(t, ben, { base_url: locked.baseUrl }));
    expect(without).toMatchObject({
      models: [],
      detail: `The model server at ${locked.origin} asks for an API key to list its models (GET /v1/models answered 401). Enter its key.`,
    });

    const wrong = 'sk-wrong-0123456789abcdef';
    const refused = await listed(await post(t, ben, { base_url: locked.baseUrl, api_key: wrong }));
    expect(refused.detail).toBe(
      `The model server at ${locked.origin} refused the API key (GET /v1/models answered 401). Check the key.`,
    );
    expect(refused.text).not.toContain(wrong);

    const answer = await listed(await post(t, ben, { base_url: locked.baseUrl, api_key: SERVER_KEY }));
    expect(answer.models).toEqual(['meta-llama/Llama-3.1-8B', 'Qwen/Qwen2.5-7B-Instruct']);
    expect(locked.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(answer.text).not.toContain(SERVER_KEY);
    expect(answer.text).not.toContain('WXYZ');
  });

  test('a key left out is the saved one while the saved setting is this server’s; null sends none', async () => {
    const cat = await t.signUpAndConfirm(uniqueEmail('cat'));
    const saved = await post(
      t,
      cat,
      {
        provider: 'openai-compatible',
        model: 'Qwen/Qwen2.5-7B-Instruct',
        base_url: locked.baseUrl,
        api_key: SERVER_KEY,
      },
      '/api/settings/model',
    );
    expect(saved.status).toBe(200);

    const answer = await listed(await post(t, cat, { base_url: locked.baseUrl }));
    expect(answer.models).toHaveLength(2);
    expect(locked.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(answer.text).not.toContain(SERVER_KEY);

    const none = await listed(await post(t, cat, { base_url: locked.baseUrl, api_key: null }));
    expect(none.detail).toMatch(/asks for an API key/);
    expect(locked.requests.at(-1)?.headers.authorization).toBeUndefined();

    // Another address never gets the key saved for this one.
    await listed(await post(t, cat, { base_url: open.baseUrl }));
    expect(open.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  test('an address this server does not allow: 400 with the words a save gets, and nothing is asked', async () => {
    const dan = await t.signUpAndConfirm(uniqueEmail('dan'));
    const closed = await createTestApp({}, { shareDatabaseOf: t });
    const before = open.requests.length;
    try {
      for (const [app, address] of [
        [t, 'http://10.0.0.5:8000/v1'],
        [t, 'http://169.254.169.254/latest'],
        [closed, open.baseUrl],
      ] as const) {
        const refused = await expectErrorBody(await post(app, dan, { base_url: address }), 400);
        const body = { provider: 'openai-compatible', model: 'm', base_url: address };
        const save = await expectErrorBody(await post(app, dan, body, '/api/settings/model'), 400);
        expect(refused.detail, address).toBe(save.detail);
        expect(refused.detail).toMatch(/^This server does not allow model servers at /);
      }
      expect(open.requests).toHaveLength(before);
      const missing = await expectErrorBody(await post(t, dan, { base_url: ' ' }), 422);
      expect(missing.detail).toBe(
        "Enter your server's address: its /v1 address, e.g. http://localhost:8000/v1.",
      );
    } finally {
      await closed.close();
    }
  });

  test('a server that does not list models answers none, and why: 404, a web page, nothing listening', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const unlisted = await startFakeOpenAi();
    const page = await startFakeModelServer((_req, _next, res) => sendPage(res, 200));
    const gone = await startFakeOpenAi();
    await gone.close();
    try {
      const answers = await Promise.all(
        [unlisted, page, gone].map(async (server) =>
          listed(await post(t, eve, { base_url: server.baseUrl })),
        ),
      );
      expect(answers.map(({ models, detail }) => ({ models, detail }))).toEqual([
        {
          models: [],
          detail: `The model server at ${unlisted.origin} does not list its models (GET /v1/models answered 404).`,
        },
        {
          models: [],
          detail: `The model server at ${page.origin} does not list its models (GET /v1/models did not answer with a list of models).`,
        },
        {
          models: [],
          detail: `Could not reach the model server at ${gone.origin}. Check its address, and that it is running.`,
        },
      ]);
    } finally {
      await Promise.all([unlisted.close(), page.close()]);
    }
  });

  test('is limited as Test is, per user; without a session nothing is answered', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const limited = await createTestApp(
      { LLM_ALLOW_LOOPBACK: 'true', RATE_LIMIT_DISABLED: 'false' },
      { shareDatabaseOf: t },
    );
    try {
      for (let i = 0; i < MODEL_TEST_RATE_RULE.max; i += 1) {
        await listed(await post(limited, fay, { base_url: open.baseUrl }));
      }
      const res = await post(limited, fay, { base_url: open.baseUrl });
      const error = await expectErrorBody(res, 429);
      expect(error.detail).toBe(
        'Too many requests for the server’s models in a minute. Please wait a moment and try again.',
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    await expectErrorBody(await t.request(LIST, { method: 'POST' }), 401);
  });
});
