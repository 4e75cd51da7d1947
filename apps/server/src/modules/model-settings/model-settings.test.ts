import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ZModelSettings, ZOllamaModels, type TModelSettings } from '@gatling/shared/api/model-settings';
import { ZSessionAnswer, type TSession } from '@gatling/shared/api/session';
import { startFakeOllama } from '#test/fakes/ollama-server';
import {
  bearer,
  createTestApp,
  expectErrorBody,
  openedForAll,
  TEST_TOKEN_KEY,
  uniqueEmail,
  useTestApp,
  type TTestApp,
} from '#test/harness';
import { userModelSettings } from '../../db/schema/model-settings';
import { createTokenCipher } from '../../lib/token-cipher';

const ollama = openedForAll(() => startFakeOllama());
const t = useTestApp(() => ({ OLLAMA_URL: ollama.url }));

const OPENAI_KEY = 'sk-proj-a1b2c3d4e5f6g7h8i9j0WXYZ';

const send = (
  app: TTestApp,
  session: TSession,
  method: string,
  body?: unknown,
  path = '/api/settings/model',
) =>
  app.request(path, {
    method,
    headers: { ...bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function settings(res: Response): Promise<TModelSettings> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return ZModelSettings.strict().parse(JSON.parse(text));
}

const rowOf = async (app: TTestApp, userId: string) =>
  (await app.database.db.select().from(userModelSettings).where(eq(userModelSettings.userId, userId)))[0];

/** Every stored column of every user's setting, as text: what a copy of the database would show. */
const tableText = async (app: TTestApp) =>
  JSON.stringify((await app.database.db.execute(sql`select * from user_model_settings`)) as unknown);

async function sessionModel(app: TTestApp, session: TSession) {
  const res = await app.request('/api/session', { headers: bearer(session) });
  return ZSessionAnswer.parse(await res.json()).session?.drafting_model;
}

describe('a user’s own model', () => {
  test('before any choice the instance’s model drafts (offline here), and the session says so', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const answer = await settings(await send(t, ada, 'GET'));
    expect(answer).toEqual({
      drafting: { source: 'instance', provider: 'offline', model: null },
      instance: { provider: 'offline', model: null },
      own: null,
      custom_servers_allowed: true,
    });
    expect(await sessionModel(t, ada)).toEqual({ source: 'instance', provider: 'offline', model: null });
  });

  test('the key is sealed at rest and never sent back: only that one is set, and its last 4', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const res = await send(t, ada, 'PUT', { provider: 'openai', model: 'gpt-4.1-mini', api_key: OPENAI_KEY });
    const text = await res.clone().text();
    expect(text).not.toContain(OPENAI_KEY);
    const answer = await settings(res);
    expect(answer.drafting).toEqual({ source: 'own', provider: 'openai', model: 'gpt-4.1-mini' });
    expect(answer.own).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      base_url: null,
      api_key: { set: true, last4: 'WXYZ' },
    });

    const row = await rowOf(t, ada.user.id);
    expect(row?.apiKeySealed).toMatch(/^v1\./);
    expect(createTokenCipher(TEST_TOKEN_KEY).decrypt(row!.apiKeySealed!)).toBe(OPENAI_KEY);
    expect(await tableText(t)).not.toContain(OPENAI_KEY);
    expect(await (await send(t, ada, 'GET')).text()).not.toContain(OPENAI_KEY);
    expect(await sessionModel(t, ada)).toEqual({ source: 'own', provider: 'openai', model: 'gpt-4.1-mini' });
  });

  test('a key left out is kept while the provider stays; another provider needs its own', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    await settings(
      await send(t, ben, 'PUT', { provider: 'openai', model: 'gpt-4.1-mini', api_key: OPENAI_KEY }),
    );
    const sealed = (await rowOf(t, ben.user.id))?.apiKeySealed;

    const kept = await settings(await send(t, ben, 'PUT', { provider: 'openai', model: 'gpt-4o' }));
    expect(kept.own).toMatchObject({ model: 'gpt-4o', api_key: { set: true, last4: 'WXYZ' } });
    expect((await rowOf(t, ben.user.id))?.apiKeySealed).toBe(sealed);

    const before = await tableText(t);
    const other = await expectErrorBody(
      await send(t, ben, 'PUT', { provider: 'anthropic', model: 'claude-sonnet-4-5' }),
      422,
    );
    expect(other.detail).toBe('Enter your Anthropic API key.');
    const removed = await expectErrorBody(
      await send(t, ben, 'PUT', { provider: 'openai', model: 'gpt-4o', api_key: null }),
      422,
    );
    expect(removed.detail).toBe('Enter your OpenAI API key.');
    expect(await tableText(t)).toBe(before);

    const short = await settings(
      await send(t, ben, 'PUT', { provider: 'groq', model: 'llama-3.3-70b-versatile', api_key: 'gsk_short' }),
    );
    expect(short.own?.api_key).toEqual({ set: true, last4: null });
  });

  test('each user sees and changes only their own setting; DELETE goes back to the instance’s model', async () => {
    const cat = await t.signUpAndConfirm(uniqueEmail('cat'));
    const dan = await t.signUpAndConfirm(uniqueEmail('dan'));
    await settings(
      await send(t, cat, 'PUT', { provider: 'openai', model: 'gpt-4.1-mini', api_key: OPENAI_KEY }),
    );

    const seen = await settings(await send(t, dan, 'GET'));
    expect(seen.own).toBeNull();
    expect(seen.drafting.source).toBe('instance');
    expect((await settings(await send(t, dan, 'DELETE'))).own).toBeNull();
    expect(await rowOf(t, cat.user.id)).toBeDefined();
    await settings(await send(t, dan, 'PUT', { provider: 'ollama', model: 'qwen2.5:7b' }));
    expect((await settings(await send(t, cat, 'GET'))).own?.provider).toBe('openai');

    const reset = await settings(await send(t, cat, 'DELETE'));
    expect(reset.own).toBeNull();
    expect(reset.drafting).toEqual({ source: 'instance', provider: 'offline', model: null });
    expect(await rowOf(t, cat.user.id)).toBeUndefined();
    expect((await settings(await send(t, dan, 'GET'))).own?.model).toBe('qwen2.5:7b');
  });

  test('refused input answers what to change and stores nothing', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const cases: [unknown, number, string | RegExp][] = [
      [
        { provider: 'openai', model: 'gpt-4o', api_key: OPENAI_KEY, base_url: 'http://127.0.0.1:9/v1' },
        422,
        'OpenAI has a fixed address: base_url is only for an OpenAI-compatible server.',
      ],
      [{ provider: 'openai-compatible', model: 'm' }, 422, /Enter your server's address/],
      [
        { provider: 'openai-compatible', model: 'm', base_url: 'ftp://127.0.0.1/v1' },
        422,
        /http:\/\/ or https:\/\//,
      ],
      [
        { provider: 'openai-compatible', model: 'm', base_url: 'http://me:secret@127.0.0.1:8000/v1' },
        422,
        'Put the key in the API key field, not in the address.',
      ],
      [
        { provider: 'openai-compatible', model: 'm', base_url: 'http://127.0.0.1:8000/v1?key=x' },
        422,
        /no query/,
      ],
      [
        { provider: 'ollama', model: 'llama3.2:3b', api_key: 'sk-not-needed-here' },
        422,
        'Ollama on this server takes no API key.',
      ],
      [
        { provider: 'ollama', model: 'mistral' },
        422,
        'Ollama on this server has no model “mistral”. Pick one of its models, or pull it first (ollama pull mistral).',
      ],
      [{ provider: 'openai', model: 'gpt 4o', api_key: OPENAI_KEY }, 422, /no spaces/],
      [{ provider: 'mistral', model: 'm', api_key: OPENAI_KEY }, 422, /provider/],
      [
        { provider: 'openai', model: 'gpt-4o', api_key: OPENAI_KEY, temperature: 1 },
        400,
        'Unknown field: temperature',
      ],
    ];
    for (const [body, status, detail] of cases) {
      for (const method of ['PUT', 'POST'] as const) {
        const path = method === 'PUT' ? '/api/settings/model' : '/api/settings/model/test';
        const error = await expectErrorBody(await send(t, eve, method, body, path), status);
        if (typeof detail === 'string') expect(error.detail, JSON.stringify(body)).toBe(detail);
        else expect(error.detail, JSON.stringify(body)).toMatch(detail);
      }
    }
    expect(await rowOf(t, eve.user.id)).toBeUndefined();
  });

  test('without a session nothing is answered', async () => {
    for (const [method, path] of [
      ['GET', '/api/settings/model'],
      ['PUT', '/api/settings/model'],
      ['DELETE', '/api/settings/model'],
      ['GET', '/api/settings/model/ollama'],
      ['POST', '/api/settings/model/test'],
    ] as const) {
      await expectErrorBody(await t.request(path, { method }), 401);
    }
  });
});

describe('an OpenAI-compatible server’s address', () => {
  test('outside production a loopback address is allowed; any other needs the operator’s allowlist', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const saved = await settings(
      await send(t, fay, 'PUT', {
        provider: 'openai-compatible',
        model: 'Qwen/Qwen2.5-7B-Instruct',
        base_url: 'http://127.0.0.1:8000/v1/',
      }),
    );
    expect(saved.own).toMatchObject({
      base_url: 'http://127.0.0.1:8000/v1',
      api_key: { set: false, last4: null },
    });

    const before = await tableText(t);
    for (const address of [
      'http://10.0.0.5:8000/v1',
      'http://169.254.169.254/latest',
      'https://llm.example.com/v1',
    ]) {
      const error = await expectErrorBody(
        await send(t, fay, 'PUT', { provider: 'openai-compatible', model: 'm', base_url: address }),
        400,
      );
      expect(error.detail).toBe(
        `This server does not allow model servers at ${new URL(address).origin}. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.`,
      );
    }
    expect(await tableText(t)).toBe(before);
  });

  test('in production only the allowlist counts: by scheme, host, port and whole path segments', async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    const production = {
      NODE_ENV: 'production',
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
      OLLAMA_URL: ollama.url,
    };
    const prod = await createTestApp(
      { ...production, LLM_ALLOWED_BASE_URLS: 'https://llm.internal.example/v1, http://10.0.0.5:8000' },
      { shareDatabaseOf: t },
    );
    const closed = await createTestApp(production, { shareDatabaseOf: t });
    try {
      expect((await settings(await send(prod, gus, 'GET'))).custom_servers_allowed).toBe(true);
      const put = (app: TTestApp, base_url: string) =>
        send(app, gus, 'PUT', { provider: 'openai-compatible', model: 'm', base_url });
      for (const allowed of [
        'https://llm.internal.example/v1',
        'https://llm.internal.example/v1/',
        'https://llm.internal.example/v1/team-a',
        'http://10.0.0.5:8000/v1',
      ]) {
        expect((await settings(await put(prod, allowed))).own?.base_url).toBe(allowed.replace(/\/$/, ''));
      }
      for (const refused of [
        'http://127.0.0.1:8000/v1',
        'http://localhost:11434/v1',
        'https://llm.internal.example/v10',
        'https://llm.internal.example.attacker.net/v1',
        'http://llm.internal.example/v1',
        'https://llm.internal.example:8443/v1',
        'http://10.0.0.5:8001/v1',
      ]) {
        await expectErrorBody(await put(prod, refused), 400);
      }

      expect((await settings(await send(closed, gus, 'GET'))).custom_servers_allowed).toBe(false);
      await expectErrorBody(await put(closed, 'http://127.0.0.1:8000/v1'), 400);
      // Ollama is the operator's address, not the user's: it stays available.
      expect(
        (await settings(await send(closed, gus, 'PUT', { provider: 'ollama', model: 'llama3.2:3b' }))).own
          ?.provider,
      ).toBe('ollama');
    } finally {
      await prod.close();
      await closed.close();
    }
  });
});

describe('Ollama on this server', () => {
  test('its pulled models are listed to pick from', async () => {
    const hal = await t.signUpAndConfirm(uniqueEmail('hal'));
    const res = await send(t, hal, 'GET', undefined, '/api/settings/model/ollama');
    expect(res.status).toBe(200);
    expect(ZOllamaModels.strict().parse(await res.json())).toEqual({
      status: 'running',
      models: [
        {
          name: 'llama3.2:3b',
          size_bytes: 2_019_393_189,
          parameter_size: '3.2B',
          family: 'llama',
          modified_at: '2026-10-03T23:34:03.409490317-07:00',
        },
        {
          name: 'qwen2.5:7b',
          size_bytes: 4_683_087_332,
          parameter_size: '7.6B',
          family: 'qwen2',
          modified_at: '2026-10-03T23:34:03.409490317-07:00',
        },
      ],
    });
    expect(ollama.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/tags' });
    // "llama3.2" is Ollama's "llama3.2:latest".
    ollama.setModels([{ name: 'llama3.2:latest' }]);
    try {
      expect(
        (await settings(await send(t, hal, 'PUT', { provider: 'ollama', model: 'llama3.2' }))).own?.model,
      ).toBe('llama3.2:latest');
    } finally {
      ollama.setModels([
        { name: 'llama3.2:3b', parameterSize: '3.2B', family: 'llama', size: 2_019_393_189 },
        { name: 'qwen2.5:7b', parameterSize: '7.6B', family: 'qwen2', size: 4_683_087_332 },
      ]);
    }
  });

  test('not running: the list says so, and it cannot be chosen; turned off: the list says that', async () => {
    const ivy = await t.signUpAndConfirm(uniqueEmail('ivy'));
    const gone = await startFakeOllama();
    await gone.close();
    const down = await createTestApp({ OLLAMA_URL: gone.url }, { shareDatabaseOf: t });
    const off = await createTestApp({ OLLAMA_URL: 'off' }, { shareDatabaseOf: t });
    try {
      const list = await send(down, ivy, 'GET', undefined, '/api/settings/model/ollama');
      expect(await list.json()).toEqual({ status: 'not_running', models: [] });
      const refused = await send(down, ivy, 'PUT', { provider: 'ollama', model: 'llama3.2:3b' });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        detail: 'Ollama is not running on this server. Start it, then try again.',
        code: 'UNAVAILABLE',
      });

      expect(await (await send(off, ivy, 'GET', undefined, '/api/settings/model/ollama')).json()).toEqual({
        status: 'disabled',
        models: [],
      });
      await expectErrorBody(await send(off, ivy, 'PUT', { provider: 'ollama', model: 'llama3.2:3b' }), 422);
      expect(await rowOf(t, ivy.user.id)).toBeUndefined();
    } finally {
      await down.close();
      await off.close();
    }
  });
});
