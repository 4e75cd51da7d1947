import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { parseKey } from './lib/token-cipher';
import { resolveSecret } from './lib/secrets';

const SECRET = 'a-production-secret-with-more-than-32-chars';
const TOKEN_KEY = randomBytes(32).toString('base64url');
const SMTP_URL = 'smtps://user:pass@smtp.example.com:465';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig', () => {
  test('defaults run the embedded product with nothing set', () => {
    const c = loadConfig({});
    expect(c.NODE_ENV).toBe('development');
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATA_DIR).toBe('./data');
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(c.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(c.PRODUCT_NAME).toBe('Gatling');
    expect(c.PRICE_MONTHLY_USD).toBe(19);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.devOutbox).toBe(true);
    expect(c.googleEnabled).toBe(false);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.RATE_LIMIT_DISABLED).toBe(false);
    expect(c.TRUST_PROXY).toBe(0);
    expect(c.LOG_LEVEL).toBe('info');
  });

  test('reads and converts the values it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/gatling',
      PRODUCT_NAME: 'Replyer',
      PRICE_MONTHLY_USD: '30',
      PUBLIC_URL: 'https://replies.example.com/',
      SMTP_URL: ' smtp://mail.example.com:587 ',
      TRUST_PROXY: '1',
      RATE_LIMIT_DISABLED: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DATABASE_URL: '',
    });
    expect(c.PORT).toBe(8080);
    expect(c.dataDir).toBe('/srv/gatling');
    expect(c.PRODUCT_NAME).toBe('Replyer');
    expect(c.PRICE_MONTHLY_USD).toBe(30);
    expect(c.publicUrl).toBe('https://replies.example.com');
    expect(c.SMTP_URL).toBe('smtp://mail.example.com:587');
    expect(c.devOutbox).toBe(false);
    expect(c.TRUST_PROXY).toBe(1);
    // 'true' is one proxy; a number says how many stand in front of the server.
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(c.RATE_LIMIT_DISABLED).toBe(true);
    expect(c.googleEnabled).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  test('bad values give one ConfigError listing every bad key', () => {
    const err = configError({
      PORT: 'eighty',
      PRICE_MONTHLY_USD: '-5',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
      PUBLIC_URL: 'not a url',
    });
    expect(err.message).toMatch(/^Invalid configuration:/);
    for (const key of ['PORT', 'PRICE_MONTHLY_USD', 'LOG_LEVEL', 'TRUST_PROXY', 'PUBLIC_URL']) {
      expect(err.message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    }
    expect(err.message).not.toMatch(/^ {2}PRODUCT_NAME:/m);
  });

  test('BLUESKY_SERVICE_URL: the public service when unset, and whether the operator set it', () => {
    expect(loadConfig({})).toMatchObject({
      BLUESKY_SERVICE_URL: 'https://bsky.social',
      blueskyServiceUrlSet: false,
    });
    expect(loadConfig({ BLUESKY_SERVICE_URL: ' ' })).toMatchObject({ blueskyServiceUrlSet: false });
    expect(loadConfig({ BLUESKY_SERVICE_URL: 'https://pds.example.com' })).toMatchObject({
      BLUESKY_SERVICE_URL: 'https://pds.example.com',
      blueskyServiceUrlSet: true,
    });
    expect(loadConfig({ BLUESKY_SERVICE_URL: 'https://bsky.social' }).blueskyServiceUrlSet).toBe(true);
    expect(configError({ BLUESKY_SERVICE_URL: 'not a url' }).message).toMatch(/^ {2}BLUESKY_SERVICE_URL: /m);
  });

  test('a port out of range is refused', () => {
    expect(configError({ PORT: '70000' }).message).toMatch(/^ {2}PORT: /m);
  });

  test('Google sign-in needs both the id and the secret', () => {
    expect(configError({ GOOGLE_CLIENT_ID: 'id' }).message).toMatch(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
  });

  test('production without AUTH_SECRET is refused', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toMatch(
      /^ {2}AUTH_SECRET: required in production/m,
    );
    expect(configError({ NODE_ENV: 'production', AUTH_SECRET: '   ' }).message).toMatch(
      /^ {2}AUTH_SECRET: /m,
    );
  });

  test('a short AUTH_SECRET is refused anywhere', () => {
    expect(configError({ AUTH_SECRET: 'too-short' }).message).toMatch(/^ {2}AUTH_SECRET: /m);
  });

  test('production with a proper AUTH_SECRET and TOKEN_ENCRYPTION_KEY starts', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
      BILLING: 'off',
      SMTP_URL,
    });
    expect(c.NODE_ENV).toBe('production');
    expect(c.AUTH_SECRET).toBe(SECRET);
    expect(c.TOKEN_ENCRYPTION_KEY).toBe(TOKEN_KEY);
  });

  describe('payments in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
      SMTP_URL,
    };
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PRICE_ID: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };

    test('neither Stripe nor BILLING=off is refused, saying what to set: the test checkout gives plans away', () => {
      const message = configError(production).message;
      expect(message).toContain(
        '  STRIPE_SECRET_KEY: required in production: set STRIPE_SECRET_KEY (with STRIPE_PRICE_ID and ' +
          'STRIPE_WEBHOOK_SECRET), or BILLING=off to run without subscriptions',
      );
      // The one problem: nothing else is reported.
      expect(message.split('\n')).toHaveLength(2);
      expect(configError({ ...production, BILLING: 'on' }).message).toMatch(/^ {2}STRIPE_SECRET_KEY: /m);
    });

    test('BILLING=off starts without any payment setting', () => {
      expect(loadConfig({ ...production, BILLING: 'off' }).BILLING).toBe('off');
    });

    test('Stripe starts, with subscriptions on', () => {
      const c = loadConfig({ ...production, ...stripe });
      expect(c.BILLING).toBe('on');
      expect(c.STRIPE_SECRET_KEY).toBe('sk_live_x');
    });

    test('BILLING is on by default everywhere, only on or off, and not together with a Stripe key', () => {
      expect(loadConfig({}).BILLING).toBe('on');
      expect(loadConfig({ BILLING: 'off' }).BILLING).toBe('off');
      expect(configError({ BILLING: 'false' }).message).toMatch(/^ {2}BILLING: /m);
      expect(configError({ ...production, ...stripe, BILLING: 'off' }).message).toMatch(
        /^ {2}STRIPE_SECRET_KEY: must be unset when BILLING=off/m,
      );
    });
  });

  describe('stand-ins in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
      BILLING: 'off',
    };

    test('no SMTP_URL is refused, saying what to set: the dev outbox would keep every sign-up link', () => {
      const message = configError(production).message;
      expect(message).toContain(
        '  SMTP_URL: required in production: set SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465) so ' +
          'sign-up, sign-in and password-reset e-mails reach people, or DEMO_MODE=true to run a demo server',
      );
      // The one problem: nothing else is reported.
      expect(message.split('\n')).toHaveLength(2);
      expect(configError({ ...production, SMTP_URL: '  ' }).message).toMatch(/^ {2}SMTP_URL: required/m);
    });

    test('with SMTP_URL production starts, and no stand-in may serve people', () => {
      const c = loadConfig({ ...production, SMTP_URL });
      expect(c.DEMO_MODE).toBe(false);
      expect(c.standInsAllowed).toBe(false);
    });

    test('DEMO_MODE=true starts production without SMTP_URL and allows the stand-ins', () => {
      for (const DEMO_MODE of ['true', '1']) {
        const c = loadConfig({ ...production, DEMO_MODE });
        expect(c.DEMO_MODE).toBe(true);
        expect(c.standInsAllowed).toBe(true);
        expect(c.devOutbox).toBe(true);
      }
      expect(loadConfig({ ...production, DEMO_MODE: 'true', SMTP_URL }).standInsAllowed).toBe(true);
      expect(configError({ ...production, DEMO_MODE: 'false' }).message).toMatch(/^ {2}SMTP_URL: /m);
    });

    test('outside production DEMO_MODE is off by default and the stand-ins are allowed, as in the quickstart', () => {
      for (const NODE_ENV of ['development', 'test'] as const) {
        const c = loadConfig({ NODE_ENV });
        expect(c.DEMO_MODE, NODE_ENV).toBe(false);
        expect(c.standInsAllowed, NODE_ENV).toBe(true);
      }
      expect(loadConfig({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
      expect(configError({ DEMO_MODE: 'yes' }).message).toMatch(/^ {2}DEMO_MODE: /m);
    });
  });

  test('production without TOKEN_ENCRYPTION_KEY is refused', () => {
    expect(configError({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).message).toMatch(
      /^ {2}TOKEN_ENCRYPTION_KEY: required in production/m,
    );
    expect(
      configError({ NODE_ENV: 'production', AUTH_SECRET: SECRET, TOKEN_ENCRYPTION_KEY: '  ' }).message,
    ).toMatch(/^ {2}TOKEN_ENCRYPTION_KEY: /m);
  });

  test('TOKEN_ENCRYPTION_KEY must be 32 bytes, as hex or base64', () => {
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) }).TOKEN_ENCRYPTION_KEY).toBe('ab'.repeat(32));
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: TOKEN_KEY }).TOKEN_ENCRYPTION_KEY).toBe(TOKEN_KEY);
    for (const bad of ['ab'.repeat(31), 'not a key', randomBytes(16).toString('base64url')]) {
      expect(configError({ TOKEN_ENCRYPTION_KEY: bad }).message).toMatch(/^ {2}TOKEN_ENCRYPTION_KEY: /m);
    }
  });

  test('the language model is offline by default, with sane call limits', () => {
    const c = loadConfig({});
    expect(c.LLM_PROVIDER).toBe('offline');
    expect(c.LLM_MODEL).toBeUndefined();
    expect(c.LLM_API_KEY).toBeUndefined();
    expect(c.LLM_TIMEOUT_MS).toBe(60_000);
    expect(c.LLM_MAX_RETRIES).toBe(2);
    // Unset: the price table decides (integrations/llm/model-prices.ts).
    expect(c.LLM_INPUT_USD_PER_MTOK).toBeUndefined();
    expect(c.LLM_OUTPUT_USD_PER_MTOK).toBeUndefined();
    expect(c.X_PRICE_POST_READ_USD).toBe(0.005);
    expect(c.X_PRICE_POST_CREATE_WITH_LINK_USD).toBe(0.2);
  });

  test('each model provider requires what it needs', () => {
    for (const provider of ['openai', 'anthropic']) {
      const message = configError({ LLM_PROVIDER: provider }).message;
      expect(message).toMatch(new RegExp(`^ {2}LLM_MODEL: required when LLM_PROVIDER is ${provider}`, 'm'));
      expect(message).toMatch(new RegExp(`^ {2}LLM_API_KEY: required when LLM_PROVIDER is ${provider}`, 'm'));
    }
    const compatible = configError({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.1' }).message;
    expect(compatible).toMatch(
      /^ {2}LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible \(e\.g\. http:\/\/localhost:11434\/v1/m,
    );
    expect(compatible).not.toMatch(/LLM_API_KEY/);
    expect(configError({ LLM_PROVIDER: 'gemini' }).message).toMatch(/^ {2}LLM_PROVIDER: /m);
  });

  test('a configured model provider reads its settings', () => {
    const c = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: ' llama3.1:8b ',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: '',
      LLM_TIMEOUT_MS: '120000',
      LLM_MAX_RETRIES: '0',
      LLM_INPUT_USD_PER_MTOK: '0.15',
      LLM_OUTPUT_USD_PER_MTOK: '0.6',
    });
    expect(c).toMatchObject({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama3.1:8b',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_TIMEOUT_MS: 120_000,
      LLM_MAX_RETRIES: 0,
      LLM_INPUT_USD_PER_MTOK: 0.15,
      LLM_OUTPUT_USD_PER_MTOK: 0.6,
    });
    expect(c.LLM_API_KEY).toBeUndefined();
  });

  test('language-model limits out of range are refused', () => {
    const message = configError({
      LLM_TIMEOUT_MS: '10',
      LLM_MAX_RETRIES: '9',
      LLM_INPUT_USD_PER_MTOK: '-1',
      LLM_BASE_URL: 'not a url',
    }).message;
    for (const key of ['LLM_TIMEOUT_MS', 'LLM_MAX_RETRIES', 'LLM_INPUT_USD_PER_MTOK', 'LLM_BASE_URL']) {
      expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    }
  });

  test('users’ own models: Ollama at its usual address, no other server allowed, presets at their own', () => {
    const c = loadConfig({});
    expect(c.ollamaUrl).toBe('http://127.0.0.1:11434');
    expect(c.llmAllowedBaseUrls).toEqual([]);
    expect(c.llmPresetBaseUrls).toEqual({});
    const set = loadConfig({
      OLLAMA_URL: 'http://gpu-box:11434/',
      LLM_ALLOWED_BASE_URLS: 'https://llm.internal/v1, http://10.0.0.5:8000',
      LLM_PRESET_BASE_URLS: 'openai=https://proxy.example/openai/v1/,groq=http://127.0.0.1:9/openai/v1',
    });
    expect(set.ollamaUrl).toBe('http://gpu-box:11434');
    expect(set.llmAllowedBaseUrls).toEqual(['https://llm.internal/v1', 'http://10.0.0.5:8000']);
    expect(set.llmPresetBaseUrls).toEqual({
      openai: 'https://proxy.example/openai/v1',
      groq: 'http://127.0.0.1:9/openai/v1',
    });
    expect(loadConfig({ OLLAMA_URL: 'off' }).ollamaUrl).toBeNull();
    const message = configError({
      OLLAMA_URL: 'gpu-box:11434',
      LLM_ALLOWED_BASE_URLS: 'https://ok.example,file:///etc',
      LLM_PRESET_BASE_URLS: 'mistral=https://api.mistral.ai/v1',
    }).message;
    for (const key of ['OLLAMA_URL', 'LLM_ALLOWED_BASE_URLS', 'LLM_PRESET_BASE_URLS']) {
      expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    }
  });

  test('users’ servers on loopback: off unless LLM_ALLOW_LOOPBACK says so, in every NODE_ENV', () => {
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(loadConfig({ NODE_ENV }).LLM_ALLOW_LOOPBACK, NODE_ENV).toBe(false);
    }
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
      BILLING: 'off',
      SMTP_URL,
    };
    expect(loadConfig(production).LLM_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ ...production, LLM_ALLOW_LOOPBACK: 'true' }).LLM_ALLOW_LOOPBACK).toBe(true);
    expect(loadConfig({ LLM_ALLOW_LOOPBACK: 'true' }).LLM_ALLOW_LOOPBACK).toBe(true);
    expect(loadConfig({ LLM_ALLOW_LOOPBACK: '1' }).LLM_ALLOW_LOOPBACK).toBe(true);
    expect(loadConfig({ LLM_ALLOW_LOOPBACK: 'false' }).LLM_ALLOW_LOOPBACK).toBe(false);
    expect(configError({ LLM_ALLOW_LOOPBACK: 'yes' }).message).toMatch(/^ {2}LLM_ALLOW_LOOPBACK: /m);
  });

  test('outside production the generated token key has the shape the configuration accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatling-config-'));
    try {
      const generated = resolveSecret(undefined, dir, 'token-encryption');
      expect(loadConfig({ TOKEN_ENCRYPTION_KEY: generated }).TOKEN_ENCRYPTION_KEY).toBe(generated);
      expect(parseKey(generated)).toHaveLength(32);
      // Kept: the next start seals and opens with the same key.
      expect(resolveSecret(undefined, dir, 'token-encryption')).toBe(generated);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('relative paths', () => {
  test('resolve against the repository root from any working directory', () => {
    const resolvedFrom = (cwd: string) => {
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const { loadConfig } = await import(${JSON.stringify(path.join(REPO_ROOT, 'apps/server/src/config.ts'))});
const c = loadConfig({ DATA_DIR: './data', WEB_DIST_DIR: 'build/web' });
console.log(JSON.stringify([c.dataDir, c.webDistDir]));`,
        ],
        { cwd, encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as string[];
    };
    const expected = [path.join(REPO_ROOT, 'data'), path.join(REPO_ROOT, 'build/web')];
    // `npm start` runs in the root, `npm run worker` in apps/server.
    expect(resolvedFrom(REPO_ROOT)).toEqual(expected);
    expect(resolvedFrom(path.join(REPO_ROOT, 'apps/server'))).toEqual(expected);
  });
});
