import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createTokenCipher, parseKey } from './token-cipher';

const KEY = randomBytes(32).toString('base64url');

describe('token cipher (AES-256-GCM)', () => {
  test('round-trips, with a fresh IV each time so equal tokens do not look equal at rest', () => {
    const cipher = createTokenCipher(KEY);
    const a = cipher.encrypt('370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb');
    const b = cipher.encrypt('370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb');
    expect(a).not.toBe(b);
    expect(a).not.toContain('GmHxMAgY');
    expect(cipher.decrypt(a)).toBe('370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb');
  });

  test('refuses a tampered message', () => {
    const cipher = createTokenCipher(KEY);
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  });

  test('refuses another key', () => {
    const sealed = createTokenCipher(KEY).encrypt('secret');
    expect(() => createTokenCipher(randomBytes(32).toString('hex')).decrypt(sealed)).toThrow();
  });

  test('accepts 64 hex characters or base64 of 32 bytes, and nothing shorter', () => {
    expect(parseKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseKey(KEY)).toHaveLength(32);
    expect(() => parseKey(randomBytes(16).toString('base64url'))).toThrow();
  });
});
