import { describe, expect, test } from 'vitest';
import { AppError } from '../../errors';
import { allowedBaseUrl, baseUrlPolicy, customServersAllowed } from './base-url-policy';

const dev = baseUrlPolicy({ NODE_ENV: 'development', llmAllowedBaseUrls: [] });
const prod = baseUrlPolicy({
  NODE_ENV: 'production',
  llmAllowedBaseUrls: ['https://gpu.example.org/llm/v1', 'http://[fd00::5]:8000'],
});

const refusal = (raw: string, policy = dev) => {
  try {
    allowedBaseUrl(raw, policy);
    return null;
  } catch (err) {
    return err instanceof AppError ? err.status : err;
  }
};

describe('the addresses a user may give for an OpenAI-compatible server', () => {
  test('outside production, loopback in any spelling the URL parser reads as loopback', () => {
    expect(allowedBaseUrl('http://localhost:8000/v1/', dev)).toBe('http://localhost:8000/v1');
    expect(allowedBaseUrl('http://127.0.0.1:11434/v1', dev)).toBe('http://127.0.0.1:11434/v1');
    expect(allowedBaseUrl('http://[::1]:8080/v1', dev)).toBe('http://[::1]:8080/v1');
    // 2130706433 and 0x7f.1 are 127.0.0.1 to the URL parser, so to fetch as well.
    expect(allowedBaseUrl('http://2130706433:8000/v1', dev)).toBe('http://127.0.0.1:8000/v1');
    expect(allowedBaseUrl('http://0x7f.1/v1', dev)).toBe('http://127.0.0.1/v1');
    expect(customServersAllowed(dev)).toBe(true);
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
    expect(customServersAllowed(baseUrlPolicy({ NODE_ENV: 'production', llmAllowedBaseUrls: [] }))).toBe(
      false,
    );
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
