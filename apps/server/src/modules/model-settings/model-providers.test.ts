import { describe, expect, test } from 'vitest';
import { ZModelTestAnswer, type TModelProvider } from '@gatling/shared/api/model-settings';
import type { TSession } from '@gatling/shared/api/session';
import { startFakeAnthropic } from '#test/fakes/anthropic-server';
import type { TFakeModelServer } from '#test/fakes/model-server';
import { startFakeOllama } from '#test/fakes/ollama-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';
import { answer, callsOf, echoTask } from '#test/kits/llm';
import { LlmError } from '../../integrations/llm/errors';

/**
 * Every provider a user can choose, through the real AI SDK client, against a local fake speaking
 * that provider's wire protocol: the hosted presets are sent to their fakes by the operator's
 * LLM_PRESET_BASE_URLS, Ollama is found at OLLAMA_URL, a compatible server is the user's address
 * (one LLM_ALLOWED_BASE_URLS allows).
 */
const KEY = 'sk-user-own-key-for-the-local-fake-7788';
const VLLM_KEY = 'vllm-token-0123456789';

const fakes = {
  openai: openedForAll(() => startFakeOpenAi({ apiKey: KEY })),
  anthropic: openedForAll(() => startFakeAnthropic({ apiKey: KEY })),
  openrouter: openedForAll(() => startFakeOpenAi({ apiKey: KEY, prefix: '/api/v1' })),
  groq: openedForAll(() => startFakeOpenAi({ apiKey: KEY, prefix: '/openai/v1' })),
  ollama: openedForAll(() => startFakeOllama()),
  'openai-compatible': openedForAll(() => startFakeOpenAi({ apiKey: VLLM_KEY })),
} satisfies Record<TModelProvider, TFakeModelServer>;

const t = useTestApp(() => ({
  OLLAMA_URL: fakes.ollama.url,
  // The operator allows the compatible server's address (on loopback, so by the list).
  LLM_ALLOWED_BASE_URLS: fakes['openai-compatible'].baseUrl,
  LLM_PRESET_BASE_URLS: (['openai', 'anthropic', 'openrouter', 'groq'] as const)
    .map((name) => `${name}=${fakes[name].baseUrl}`)
    .join(','),
}));

type TCase = {
  provider: TModelProvider;
  model: string;
  /** The setting's body besides provider and model. */
  extra: Record<string, string>;
  path: string;
  /** How the request carried the key, if it did. */
  auth: (headers: Record<string, unknown>) => unknown;
  label: string;
};

const CASES: TCase[] = [
  {
    provider: 'openai',
    model: 'gpt-4.1-mini',
    extra: { api_key: KEY },
    path: '/v1/chat/completions',
    auth: (h) => h.authorization,
    label: 'OpenAI',
  },
  {
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    extra: { api_key: KEY },
    path: '/v1/messages',
    auth: (h) => h['x-api-key'],
    label: 'Anthropic',
  },
  {
    provider: 'openrouter',
    model: 'meta-llama/llama-3.3-70b-instruct',
    extra: { api_key: KEY },
    path: '/api/v1/chat/completions',
    auth: (h) => h.authorization,
    label: 'OpenRouter',
  },
  {
    provider: 'groq',
    model: 'llama-3.3-70b-versatile',
    extra: { api_key: KEY },
    path: '/openai/v1/chat/completions',
    auth: (h) => h.authorization,
    label: 'Groq',
  },
  {
    provider: 'ollama',
    model: 'llama3.2:3b',
    extra: {},
    path: '/v1/chat/completions',
    auth: (h) => h.authorization,
    label: 'Ollama on this server',
  },
  {
    provider: 'openai-compatible',
    model: 'Qwen/Qwen2.5-7B-Instruct',
    extra: { api_key: VLLM_KEY },
    path: '/v1/chat/completions',
    auth: (h) => h.authorization,
    label: 'OpenAI-compatible server (vLLM, llama.cpp…)',
  },
];

const expectedAuth = (c: TCase) => {
  if (c.provider === 'ollama') return undefined;
  const key = c.extra.api_key;
  return c.provider === 'anthropic' ? key : `Bearer ${key}`;
};

/** A compatible server's address is the user's to give. */
const addressOf = (c: TCase) =>
  c.provider === 'openai-compatible' ? { base_url: fakes['openai-compatible'].baseUrl } : {};

async function choose(session: TSession, c: TCase, overrides: Record<string, unknown> = {}) {
  const base_url = addressOf(c);
  const res = await t.request('/api/settings/model', {
    method: 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify({ provider: c.provider, model: c.model, ...c.extra, ...base_url, ...overrides }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function testModel(session: TSession, body: unknown) {
  const res = await t.post('/api/settings/model/test', body, bearer(session));
  expect(res.status, await res.clone().text()).toBe(200);
  return ZModelTestAnswer.strict().parse(await res.json());
}

describe.each(CASES)('a user’s own $provider model', (c) => {
  const fake = () => fakes[c.provider];

  test('Test makes one short call; drafting tasks then run on it; both are accounted to the user', async () => {
    const user = await t.signUpAndConfirm(uniqueEmail(c.provider));
    await choose(user, c);
    fake().requests.length = 0;

    fake().reply(answer('OK'));
    const tested = await testModel(user, { provider: c.provider, model: c.model, ...addressOf(c) });
    expect(tested).toMatchObject({ ok: true, detail: null });
    // (Ollama is asked for its models first: the model must be one it has.)
    const calls = () => fake().requests.filter((r) => r.method === 'POST');
    expect(calls()).toHaveLength(1);
    const probe = calls()[0]!;
    expect(probe.path).toBe(c.path);
    expect(probe.body.model).toBe(c.model);
    expect(c.auth(probe.headers)).toBe(expectedAuth(c));

    // Any task made for the user (a draft, a rewrite) goes to their model; call sites name no model.
    fake().reply(answer('{"answer":"yes","count":2}'));
    const out = await t.services.llm.run(echoTask, { question: 'ready?' }, { userId: user.user.id });
    expect(out).toEqual({ answer: 'YES', count: 2 });
    expect(calls()).toHaveLength(2);
    expect(calls()[1]!.path).toBe(c.path);
    expect(calls()[1]!.body.model).toBe(c.model);

    const accounted = await callsOf(t.database.db, user.user.id);
    // Each call says it ran on the user's own model: their provider bills them, not the operator.
    expect(accounted.map((r) => [r.task, r.provider, r.model, r.status, r.ownModel])).toEqual([
      ['check-model', c.provider, c.model, 'ok', true],
      ['analyze-style', c.provider, c.model, 'ok', true],
    ]);
  });

  test('a refused key or an unknown model answers a readable reason, never the key', async () => {
    const user = await t.signUpAndConfirm(uniqueEmail(`${c.provider}-refused`));
    fake().requests.length = 0;
    const keyed = c.provider !== 'ollama';
    const body = keyed
      ? { provider: c.provider, model: c.model, api_key: 'sk-wrong-key-0000000000000000' }
      : { provider: c.provider, model: c.model };
    if (!keyed)
      fake().reply({
        type: 'error',
        status: 404,
        message: `model "${c.model}" not found, try pulling it first`,
      });
    if (c.provider === 'openai-compatible')
      Object.assign(body, { base_url: fakes['openai-compatible'].baseUrl });
    const tested = await testModel(user, body);
    expect(tested.ok).toBe(false);
    expect(tested.detail).toBe(
      keyed
        ? `${c.label} refused the API key of your model settings. Check it under Settings › Drafting model.`
        : `${c.label} does not know the model “${c.model}”. Check the model name under Settings › Drafting model.`,
    );
    expect(JSON.stringify(tested)).not.toContain('sk-wrong-key');
    // Nothing was saved: the instance's model still drafts for this user.
    expect(
      (await t.request('/api/settings/model', { headers: bearer(user) }).then((r) => r.json())) as object,
    ).toMatchObject({
      own: null,
    });

    // Saved anyway, the same reason reaches the user from a drafting call.
    await choose(user, c, keyed ? { api_key: 'sk-wrong-key-0000000000000000' } : {});
    if (!keyed) fake().reply({ type: 'error', status: 404, message: `model "${c.model}" not found` });
    const failure = await t.services.llm.run(echoTask, { question: 'ready?' }, { userId: user.user.id }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).detail).toBe(tested.detail);
    expect((failure as LlmError).status).toBe(503);
  });
});

describe('around a user’s own model', () => {
  test('the agent chat streams from it through the unchanged route; another user keeps the instance’s', async () => {
    const kit = agentKit(t);
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    await choose(
      ada,
      CASES.find((c) => c.provider === 'ollama')!,
    );
    fakes.ollama.requests.length = 0;
    fakes.ollama.reply({
      type: 'text',
      text: 'Straight from the local model.',
      chunks: ['Straight ', 'from the ', 'local model.'],
    });
    const reply = await kit.say(ada, 'Hello?');
    expect(reply.text).toContain('Straight from the local model.');
    expect(fakes.ollama.requests.map((r) => [r.path, r.body.stream])).toEqual([
      ['/v1/chat/completions', true],
    ]);

    const offline = await kit.say(ben, 'Hello?');
    expect(offline.text).toContain('I am running offline');
    expect(fakes.ollama.requests).toHaveLength(1);
    // Calls made for no user (evaluation runs) stay on the instance's model too.
    expect((await t.models.serviceFor(null)).kind).toBe('offline');
  });

  test('Test with no key typed uses the saved one, for the same provider only', async () => {
    const cat = await t.signUpAndConfirm(uniqueEmail('cat'));
    const openai = CASES[0]!;
    await choose(cat, openai);
    fakes.openai.requests.length = 0;
    fakes.openai.reply(answer('OK'));
    expect(await testModel(cat, { provider: 'openai', model: 'gpt-4o' })).toMatchObject({ ok: true });
    expect(fakes.openai.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fakes.openai.requests[0]!.body.model).toBe('gpt-4o');

    const res = await t.post(
      '/api/settings/model/test',
      { provider: 'groq', model: 'llama-3.3-70b-versatile' },
      bearer(cat),
    );
    expect(res.status).toBe(422);
    expect(fakes.groq.requests.filter((r) => r.headers.authorization === `Bearer ${KEY}`)).toHaveLength(0);
  });
});
