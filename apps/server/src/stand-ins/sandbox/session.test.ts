import { describe, expect, test } from 'vitest';
import { readSandboxSession, signSandboxSession } from './session';

const SECRET = 'sandbox-session-test-secret-of-32-chars';
const NOW = new Date('2030-01-01T12:00:00Z');

describe('the sandbox network session cookie', () => {
  test('reads back the identity it signs', () => {
    expect(readSandboxSession(SECRET, signSandboxSession(SECRET, 'acc-1', NOW), NOW)).toBe('acc-1');
  });

  test('a forged, re-targeted, foreign or expired cookie signs nobody in', () => {
    const value = signSandboxSession(SECRET, 'acc-1', NOW);
    const [, issued, signature] = value.split('.');
    expect(readSandboxSession(SECRET, `acc-2.${issued}.${signature}`, NOW)).toBeNull();
    expect(readSandboxSession(SECRET, `${value}x`, NOW)).toBeNull();
    expect(readSandboxSession('another-secret-of-thirty-two-characters', value, NOW)).toBeNull();
    expect(readSandboxSession(SECRET, value, new Date(NOW.getTime() + 31 * 24 * 3600 * 1000))).toBeNull();
    expect(readSandboxSession(SECRET, value, new Date(NOW.getTime() - 1000))).toBeNull();
    expect(readSandboxSession(SECRET, undefined, NOW)).toBeNull();
    expect(readSandboxSession(SECRET, 'acc-1', NOW)).toBeNull();
  });
});
