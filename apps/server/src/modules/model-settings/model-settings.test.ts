import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  ZModelSettings,
  ZModelTestAnswer,
  ZOllamaModels,
  type TModelSettings,
} from '@gatling/shared/api/model-settings';
import { ZSessionAnswer, type TSession } from '@gatling/shared/api/session';
import { startFakeOllama } from '#test/fakes/ollama-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
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
import { LlmError } from '../../integrations/llm/errors';
import { createTokenCipher } from '../../lib/token-cipher';
import { echoTask } from '#test/kits/llm';

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
      // By default the operator allows no server of the user's: neither loopback nor a list.
      custom_servers_allowed: false,
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

/** This machine in the spellings an attacker would try, at the ports of what a server runs beside it. */
const LOOPBACK_ADDRESSES: [string, string][] = [
  ['http://127.1:6379/v1', 'http://127.0.0.1:6379/v1'],
  ['http://2130706433/v1', 'http://127.0.0.1/v1'],
  ['http://0x7f000001/v1', 'http://127.0.0.1/v1'],
  ['http://[::1]:5432/v1', 'http://[::1]:5432/v1'],
  ['http://localhost:22/v1', 'http://localhost:22/v1'],
  ['http://0.0.0.0:9200/v1', 'http://0.0.0.0:9200/v1'],
  ['http://[::ffff:127.0.0.1]:8000/v1', 'http://[::ffff:7f00:1]:8000/v1'],
];

const compatible = (base_url: string, extra: Record<string, unknown> = {}) => ({
  provider: 'openai-compatible',
  model: 'Qwen/Qwen2.5-7B-Instruct',
  base_url,
  ...extra,
});

/** A local TCP server that does `onConnection` with each connection; closed with the test. */
async function tcpServer(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close };
}

describe('an OpenAI-compatible server’s address', () => {
  test('this machine, in any spelling, is refused by default, in development too, and gets no key', async () => {
    const jo = await t.signUpAndConfirm(uniqueEmail('jo'));
    const dev = await createTestApp(
      { NODE_ENV: 'development', OLLAMA_URL: ollama.url },
      { shareDatabaseOf: t },
    );
    const listening = await startFakeOpenAi();
    const port = new URL(listening.origin).port;
    try {
      expect((await settings(await send(dev, jo, 'GET'))).custom_servers_allowed).toBe(false);
      const before = await tableText(t);
      const addresses = [
        ...LOOPBACK_ADDRESSES.map(([raw]) => raw),
        // A server that does listen there: still nothing reaches it.
        `http://127.1:${port}/v1`,
        `http://localhost:${port}/v1`,
      ];
      for (const address of addresses) {
        for (const path of ['/api/settings/model', '/api/settings/model/test']) {
          const body = compatible(address, { api_key: 'sk-jo-secret-0123456789' });
          const res = await send(dev, jo, path.endsWith('/test') ? 'POST' : 'PUT', body, path);
          const error = await expectErrorBody(res, 400);
          expect(error.detail, address).toBe(
            `This server does not allow model servers at ${new URL(address).origin}, an address of the server itself. Its operator can allow such addresses with LLM_ALLOW_LOOPBACK.`,
          );
        }
      }
      expect(await tableText(t)).toBe(before);
      expect(await rowOf(t, jo.user.id)).toBeUndefined();
      expect(listening.requests).toHaveLength(0);
    } finally {
      await listening.close();
      await dev.close();
    }
  });

  test('with LLM_ALLOW_LOOPBACK=true the operator allows them all', async () => {
    const kim = await t.signUpAndConfirm(uniqueEmail('kim'));
    const open = await createTestApp(
      { NODE_ENV: 'development', OLLAMA_URL: ollama.url, LLM_ALLOW_LOOPBACK: 'true' },
      { shareDatabaseOf: t },
    );
    try {
      expect((await settings(await send(open, kim, 'GET'))).custom_servers_allowed).toBe(true);
      for (const [address, stored] of LOOPBACK_ADDRESSES) {
        const saved = await settings(await send(open, kim, 'PUT', compatible(address)));
        expect(saved.own, address).toMatchObject({ base_url: stored, base_url_allowed: true });
      }
      // Loopback only: the private network still needs the list.
      await expectErrorBody(await send(open, kim, 'PUT', compatible('http://10.0.0.5:8000/v1')), 400);
    } finally {
      await open.close();
    }
  });

  test('OLLAMA_URL’s address is allowed, by scheme, host and port exactly', async () => {
    const lou = await t.signUpAndConfirm(uniqueEmail('lou'));
    const { hostname, port } = new URL(ollama.url);
    const saved = await settings(await send(t, lou, 'PUT', compatible(`${ollama.url}/v1/`)));
    expect(saved.own).toMatchObject({ base_url: `${ollama.url}/v1`, base_url_allowed: true });
    // Ollama answers the Test through its OpenAI-compatible API.
    ollama.reply({ type: 'text', text: 'OK' });
    const tested = await send(t, lou, 'POST', compatible(`${ollama.url}/v1`), '/api/settings/model/test');
    expect(ZModelTestAnswer.parse(await tested.json())).toMatchObject({ ok: true, detail: null });
    expect(hostname).toBe('127.0.0.1');
    for (const other of [
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `https://${hostname}:${port}/v1`,
    ]) {
      await expectErrorBody(await send(t, lou, 'PUT', compatible(other)), 400);
    }
    expect(saved.custom_servers_allowed).toBe(false);
  });

  test('any other address needs the operator’s allowlist', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
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

  test('a setting saved under the old policy is not called, and GET says its address is not allowed', async () => {
    const max = await t.signUpAndConfirm(uniqueEmail('max'));
    const vllm = await startFakeOpenAi();
    try {
      // Saved before this server stopped allowing loopback outside production.
      await t.database.db.insert(userModelSettings).values({
        userId: max.user.id,
        provider: 'openai-compatible',
        model: 'local-model',
        baseUrl: vllm.baseUrl,
        apiKeySealed: createTokenCipher(TEST_TOKEN_KEY).encrypt('sk-max-0123456789abcdef'),
        apiKeyLast4: 'cdef',
      });
      t.models.forget(max.user.id);
      const answer = await settings(await send(t, max, 'GET'));
      expect(answer.own).toMatchObject({ base_url: vllm.baseUrl, base_url_allowed: false });

      const failure = await t.services.llm.run(echoTask, { question: 'who?' }, { userId: max.user.id }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(LlmError);
      expect((failure as LlmError).detail).toBe(
        'This server no longer allows the address of your model server. Choose another model under Settings › Drafting model.',
      );
      // Test with the saved key (none typed) is refused too.
      const tested = await send(
        t,
        max,
        'POST',
        { provider: 'openai-compatible', model: 'local-model', base_url: vllm.baseUrl },
        '/api/settings/model/test',
      );
      await expectErrorBody(tested, 400);
      expect(vllm.requests).toHaveLength(0);
    } finally {
      await vllm.close();
    }
  });

  test('Test answers the same words for a closed port, a reset, a non-HTTP service, a silent one, no such host', async () => {
    const ned = await t.signUpAndConfirm(uniqueEmail('ned'));
    const closed = await tcpServer(() => undefined);
    await closed.close();
    const reset = await tcpServer((socket) => socket.resetAndDestroy());
    const banner = await tcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    const silent = await tcpServer(() => undefined);
    // The per-attempt timeout as short as the configuration allows, so the silent one answers in 1 s.
    const open = await createTestApp(
      {
        OLLAMA_URL: ollama.url,
        LLM_ALLOW_LOOPBACK: 'true',
        LLM_ALLOWED_BASE_URLS: 'http://no-such-model-host.invalid:8000',
        LLM_TIMEOUT_MS: '1000',
      },
      { shareDatabaseOf: t },
    );
    try {
      const origins = [
        ...[closed, reset, banner, silent].map((s) => `http://127.0.0.1:${s.port}`),
        'http://no-such-model-host.invalid:8000',
      ];
      const answers = await Promise.all(
        origins.map(async (origin) => {
          const body = compatible(`${origin}/v1`, { api_key: 'sk-ned-0123456789abcdef' });
          const res = await send(open, ned, 'POST', body, '/api/settings/model/test');
          expect(res.status, origin).toBe(200);
          return ZModelTestAnswer.strict().parse(await res.json());
        }),
      );
      answers.forEach((answer, i) => {
        const origin = origins[i]!;
        expect(answer.ok, origin).toBe(false);
        // The same words but for the address the user typed.
        expect(answer.detail?.replace(origin, '<origin>'), origin).toBe(
          'Could not reach the model server at <origin>. Check its address, and that it is running.',
        );
      });
      expect(await rowOf(t, ned.user.id)).toBeUndefined();
    } finally {
      await open.close();
      await Promise.all([reset.close(), banner.close(), silent.close()]);
    }
  });

  test('in production only the allowlist counts: by scheme, host, port and whole path segments', async () => {
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    const production = {
      NODE_ENV: 'production',
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
      OLLAMA_URL: ollama.url,
      BILLING: 'off',
      SMTP_URL: 'smtp://mail.example.com:587',
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
