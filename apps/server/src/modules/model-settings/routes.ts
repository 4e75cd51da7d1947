import {
  getModelSettingsContract,
  listOllamaModelsContract,
  listServerModelsContract,
  resetModelSettingsContract,
  saveModelSettingsContract,
  testModelSettingsContract,
} from '@gatling/shared/api/contracts';
import type { TAppEnv, TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { defineRoutes, type TApiRoutes } from '../../http/api-routes';
import type { RateLimiter, TRateRule } from '../../http/rate-limit';
import { getModelSettings } from './get-model-settings';
import { listServerOllamaModels } from './list-ollama-models';
import { listServerModels } from './list-server-models';
import type { TModelRouter } from './model-router';
import { resetModelSettings } from './reset-model-settings';
import { saveModelSettings } from './save-model-settings';
import { testModelSettings } from './test-model-settings';

/**
 * Each test is a call to a model (the user's money, a server's time): a few a minute are plenty.
 * Listing a server's models is a call the server makes for the user too: the same, counted apart.
 */
export const MODEL_TEST_RATE_RULE: TRateRule = { max: 10, windowMs: 60_000 };

export type TModelSettingsDeps = TModuleDeps & { models: TModelRouter; limiter: RateLimiter };

const INPUT_DESCRIPTION =
  'api_key: a new key; null removes the saved one; left out, the saved key is kept while the provider ' +
  '(and for a compatible server its address) stays the same. base_url only for provider ' +
  'openai-compatible: 400 unless it is under LLM_ALLOWED_BASE_URLS or OLLAMA_URL, or is loopback and ' +
  'LLM_ALLOW_LOOPBACK is on. ' +
  'For ollama, the model must be one the server’s Ollama lists (503 when it is not running).';

/** Settings › Drafting model: the model that drafts for the user, mounted at /api/settings/model. */
export function createModelSettingsRoutes(deps: TModelSettingsDeps): TApiRoutes<TAppEnv> {
  const { registry, limiter, config } = deps;
  /** A 429 with `detail` once the user's calls under `key` are past MODEL_TEST_RATE_RULE. */
  const limit = async (key: string, detail: string) => {
    if (config.RATE_LIMIT_DISABLED) return;
    const hit = await limiter.hit(key, MODEL_TEST_RATE_RULE);
    if (!hit.allowed)
      throw new AppError('RATE_LIMITED', detail, { retryAfterSeconds: hit.retryAfterSeconds });
  };
  const routes = defineRoutes<TAppEnv>(registry, {
    base: '/api/settings/model',
    tag: 'settings',
    config: deps.config,
  });

  routes.serve(
    getModelSettingsContract,
    {
      summary: 'Who drafts for the user: the instance’s model, and their own setting (never the key)',
      responses: { 200: { description: 'Model settings' } },
    },
    (c) => getModelSettings(deps, c.get('user').id),
  );

  routes.serve(
    saveModelSettingsContract,
    {
      summary: 'Choose the user’s own model; their calls use it from the next one on',
      description: INPUT_DESCRIPTION,
      responses: {
        200: { description: 'The model settings as saved' },
        400: { description: 'An address this server does not allow' },
        422: { description: 'A missing key or address, a model Ollama does not have' },
        503: { description: 'Ollama is not running' },
      },
    },
    (c, { body }) => saveModelSettings(deps, c.get('user').id, body),
  );

  routes.serve(
    resetModelSettingsContract,
    {
      summary: 'Back to the instance’s model; the saved key is deleted',
      responses: { 200: { description: 'The model settings' } },
    },
    (c) => resetModelSettings(deps, c.get('user').id),
  );

  routes.serve(
    listOllamaModelsContract,
    {
      summary: 'Whether this server’s Ollama (OLLAMA_URL) is running, and the models it has pulled',
      responses: { 200: { description: 'Ollama and its models' } },
    },
    async (c) => {
      c.header('cache-control', 'no-store');
      return await listServerOllamaModels(deps);
    },
  );

  routes.serve(
    testModelSettingsContract,
    {
      summary: 'One short call with a setting, saved or not: ok, or the readable reason it failed',
      description:
        `${INPUT_DESCRIPTION} Nothing is saved. A model that fails answers 200 with ok false; for a ` +
        'compatible server, every network failure (refused, reset, unknown host, no answer in time) has ' +
        'the same detail.',
      responses: {
        200: { description: 'The outcome' },
        400: { description: 'An address this server does not allow' },
        422: { description: 'A missing key or address, a model Ollama does not have' },
        429: { description: 'Too many tests in a minute (Retry-After)' },
        503: { description: 'Ollama is not running' },
      },
    },
    async (c, { body }) => {
      const userId = c.get('user').id;
      await limit(`model-test:${userId}`, 'Too many tests in a minute. Please wait a moment and try again.');
      return await testModelSettings(deps, userId, body, c.req.raw.signal);
    },
  );

  routes.serve(
    listServerModelsContract,
    {
      summary: 'The models an OpenAI-compatible server lists (GET {base_url}/models), to pick one',
      description:
        'base_url is checked as PUT checks it (400 unless allowed). api_key: a key for the server; null: ' +
        'none; left out, the saved key while the saved setting is for this provider and address. A server ' +
        'that does not list models, refuses the key or cannot be reached answers no models and detail, ' +
        'the reason; every network failure has the same detail. The key is never in the answer.',
      responses: {
        200: { description: 'The ids it lists, sorted; or none and why' },
        400: { description: 'An address this server does not allow' },
        422: { description: 'A missing or malformed address, a saved key that cannot be read' },
        429: { description: 'Too many listings in a minute (Retry-After)' },
      },
    },
    async (c, { body }) => {
      const userId = c.get('user').id;
      await limit(
        `model-list:${userId}`,
        'Too many requests for the server’s models in a minute. Please wait a moment and try again.',
      );
      c.header('cache-control', 'no-store');
      return await listServerModels(deps, userId, body, c.req.raw.signal);
    },
  );

  return routes;
}
