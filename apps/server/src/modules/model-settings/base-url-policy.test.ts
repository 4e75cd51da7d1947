import { describe, expect, test } from 'vitest';
import { AppError } from '../../errors';
import { loadConfig } from '../../config';
import {
  allowedBaseUrl,
  baseUrlPolicy,
  customServersAllowed,
  isAllowedStoredBaseUrl,
  isLoopback,
} from './base-url-policy';

/** The policy of a server configured with `env`, in development unless it says otherwise. */
const policyOf = (env: Record<string, string> = {}) => baseUrlPolicy(loadConfig(env));
const dev = policyOf({ OLLAMA_URL: 'off' });
const loopbackOn = policyOf({ OLLAMA_URL: 'off', LLM_ALLOW_LOOPBACK: 'true' });
const prod = baseUrlPolicy({
  LLM_ALLOW_LOOPBACK: false,
  ollamaUrl: null,
  llmAllowedBaseUrls: ['https://gpu.example.org/llm/v1', 'http://[fd00::5]:8000'],
});

/** Every spelling of this machine the URL parser reads as one of its addresses. */
const LOOPBACK = [
  'http://localhost:8000/v1',
  'http://LOCALHOST.:8000/v1',
  'http://vllm.localhost:8000/v1',
  'http://127.0.0.1:11434/v1',
  'http://127.255.255.254/v1',
  'http://127.1:6379/v1',
  'http://2130706433/v1',
  'http://0x7f000001/v1',
  'http://0x7f.1/v1',
  'http://0177.0.0.1/v1',
  'http://[::1]:5432/v1',
  'http://[0:0:0:0:0:0:0:1]/v1',
  'http://[::ffff:127.0.0.1]/v1',
  'http://[::ffff:7f00:1]/v1',
  'http://[::ffff:0:127.0.0.1]/v1',
  'http://[::127.0.0.1]/v1',
  'http://0.0.0.0:8000/v1',
  'http://0/v1',
  'http://[::]:8000/v1',
  'http://[::ffff:0.0.0.0]/v1',
];

const refusal = (raw: string, policy = dev) => {
  try {
    allowedBaseUrl(raw, policy);
    return null;
  } catch (err) {
    return err instanceof AppError ? err.status : err;
  }
};

describe('the addresses a user may give for an OpenAI-compatible server', () => {
  test('loopback in any spelling is refused by default, in development and test as in production', () => {
    for (const env of ['development', 'test', 'production'] as const) {
      const config = { ...loadConfig({ OLLAMA_URL: 'off' }), NODE_ENV: env };
      const policy = baseUrlPolicy(config);
      for (const raw of LOOPBACK) expect(refusal(raw, policy), `${env} ${raw}`).toBe(400);
      expect(customServersAllowed(policy), env).toBe(false);
    }
    // Stored under the old policy: not called any more.
    expect(isAllowedStoredBaseUrl('http://127.0.0.1:8000/v1', dev)).toBe(false);
    expect(isAllowedStoredBaseUrl(null, dev)).toBe(false);
    expect(isAllowedStoredBaseUrl('not an address', loopbackOn)).toBe(false);
  });

  test('the refusal of a loopback address names the setting that allows it', () => {
    expect(() => allowedBaseUrl('http://127.1:6379/v1', dev)).toThrow(
      'This server does not allow model servers at http://127.0.0.1:6379, an address of the server itself. Its operator can allow such addresses with LLM_ALLOW_LOOPBACK.',
    );
  });

  test('with LLM_ALLOW_LOOPBACK, loopback in any spelling the URL parser reads as loopback', () => {
    for (const raw of LOOPBACK) expect(isLoopback(new URL(raw)), raw).toBe(true);
    expect(allowedBaseUrl('http://localhost:8000/v1/', loopbackOn)).toBe('http://localhost:8000/v1');
    expect(allowedBaseUrl('http://[::1]:8080/v1', loopbackOn)).toBe('http://[::1]:8080/v1');
    // 2130706433 and 0x7f.1 are 127.0.0.1 to the URL parser, so to fetch as well.
    expect(allowedBaseUrl('http://2130706433:8000/v1', loopbackOn)).toBe('http://127.0.0.1:8000/v1');
    expect(allowedBaseUrl('http://0x7f.1/v1', loopbackOn)).toBe('http://127.0.0.1/v1');
    expect(allowedBaseUrl('http://[::ffff:127.0.0.1]/v1', loopbackOn)).toBe('http://[::ffff:7f00:1]/v1');
    expect(customServersAllowed(loopbackOn)).toBe(true);
    // Only this machine: other private or mapped addresses still need the allowlist.
    for (const raw of [
      'http://10.0.0.5/v1',
      'http://[fe80::1]/v1',
      'http://[::ffff:10.0.0.1]/v1',
      'http://[2001:db8::7f00:1]/v1',
      'http://128.0.0.1/v1',
      'http://localhost.example.com/v1',
      'http://169.254.169.254/latest',
    ]) {
      expect(isLoopback(new URL(raw)), raw).toBe(false);
      expect(refusal(raw, loopbackOn), raw).toBe(400);
    }
  });

  test('OLLAMA_URL is one more allowed address, by scheme, host and port exactly', () => {
    const ollama = policyOf(); // OLLAMA_URL at its default, http://127.0.0.1:11434
    expect(allowedBaseUrl('http://127.0.0.1:11434/v1', ollama)).toBe('http://127.0.0.1:11434/v1');
    expect(allowedBaseUrl('http://127.1:11434/v1', ollama)).toBe('http://127.0.0.1:11434/v1');
    for (const raw of [
      'http://localhost:11434/v1',
      'http://[::1]:11434/v1',
      'http://127.0.0.1:11435/v1',
      'https://127.0.0.1:11434/v1',
      'http://127.0.0.2:11434/v1',
    ]) {
      expect(refusal(raw, ollama), raw).toBe(400);
    }
    // It is not a custom server the screen offers: Ollama has its own choice.
    expect(customServersAllowed(ollama)).toBe(false);
    const remote = policyOf({ OLLAMA_URL: 'http://gpu-box:11434/ollama' });
    expect(allowedBaseUrl('http://gpu-box:11434/ollama/v1', remote)).toBe('http://gpu-box:11434/ollama/v1');
    expect(refusal('http://gpu-box:11434/v1', remote)).toBe(400);
  });

  test('anything else only under an allowed address, and nothing by default in production', () => {
    expect(refusal('http://192.168.1.20:8000/v1')).toBe(400);
    expect(refusal('http://metadata.google.internal/computeMetadata/v1')).toBe(400);
    expect(refusal('http://localhost:8000/v1', prod)).toBe(400);
    expect(allowedBaseUrl('https://gpu.example.org/llm/v1', prod)).toBe('https://gpu.example.org/llm/v1');
    expect(allowedBaseUrl('https://GPU.example.org:443/llm/v1/', prod)).toBe(
      'https://gpu.example.org/llm/v1',
    );
    expect(refusal('https://gpu.example.org/llm', prod)).toBe(400);
    expect(refusal('https://gpu.example.org/llm/v1x', prod)).toBe(400);
    expect(refusal('https://gpu.example.org/llm/v1/../../admin', prod)).toBe(400);
    expect(allowedBaseUrl('http://[fd00::5]:8000/v1', prod)).toBe('http://[fd00::5]:8000/v1');
    expect(refusal('http://[fd00::6]:8000/v1', prod)).toBe(400);
    expect(customServersAllowed(prod)).toBe(true);
    expect(customServersAllowed(dev)).toBe(false);
  });

  test('an escaped slash or dot segment cannot climb out of an allowed path', () => {
    // The URL parser leaves %2F as it is, so '..%2F' was one segment under /llm/v1 and was sent as
    // is; a server or proxy that decodes it reads /admin.
    for (const sneaky of [
      'https://gpu.example.org/llm/v1/..%2F..%2Fadmin',
      'https://gpu.example.org/llm/v1/..%2f..%2fadmin',
      'https://gpu.example.org/llm/v1/x%2F..%2F..%2F..%2Fadmin',
      'https://gpu.example.org/llm/v1/..%5C..%5Cadmin',
      'https://gpu.example.org/llm/v1/%2E%2E%2F%2E%2E%2Fadmin',
      'https://gpu.example.org/llm/v1/%FF',
    ]) {
      expect(refusal(sneaky, prod), sneaky).toBe(400);
    }
    // Escapes that stay under the allowed path are still fine.
    expect(allowedBaseUrl('https://gpu.example.org/llm/v1/team%2Fa', prod)).toBe(
      'https://gpu.example.org/llm/v1/team%2Fa',
    );
    expect(isAllowedStoredBaseUrl('https://gpu.example.org/llm/v1/..%2F..%2Fadmin', prod)).toBe(false);
  });

  test('an address with a key, a query or another scheme is refused as input (422)', () => {
    for (const raw of [
      'http://u:p@localhost:8000/v1',
      'http://localhost:8000/v1?x=1',
      'http://localhost/v1#a',
      'file:///etc/passwd',
      'localhost:8000',
      '',
    ]) {
      expect(refusal(raw), raw).toBe(422);
    }
  });
});
