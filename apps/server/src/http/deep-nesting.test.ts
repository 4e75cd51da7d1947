import { describe, expect, test } from 'vitest';
import { expectErrorBody, useTestApp } from '#test/harness';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './text-guard';

const t = useTestApp();

const nested = (depth: number, open = '[', close = ']', inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const TOO_DEEP = `The request body is nested too deeply (${JSON_MAX_DEPTH} levels at most)`;

describe('nesting depth of JSON bodies', () => {
  test('is read in one pass without recursion, whatever the depth', () => {
    expect(nestsDeeperThan(nested(500_000), JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    // Brackets inside strings, escaped quotes included, are text.
    const text = JSON.stringify({ a: '['.repeat(500) + '\\"[[[' + '{'.repeat(500) });
    expect(nestsDeeperThan(text, JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
  });

  test('a megabyte of [[[…]]] is a 400, signed out, on any POST path; before, a 500 with a stack trace', async () => {
    const body = nested(500_000);
    for (const path of [
      '/api/identity/sign-in/email',
      '/api/identity/sign-up/email',
      '/api/replies/00000000-0000-0000-0000-000000000000/approve',
      '/api/users/style',
      '/api/no-such-route',
    ]) {
      const res = await t.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect((await expectErrorBody(res, 400)).detail, path).toBe(TOO_DEEP);
    }
  });

  test('objects count as arrays do; a body at the limit reaches its handler', async () => {
    const objects = `${'{"a":'.repeat(JSON_MAX_DEPTH + 1)}1${'}'.repeat(JSON_MAX_DEPTH + 1)}`;
    const res = await t.post('/api/identity/sign-in/email', JSON.parse(objects));
    expect((await expectErrorBody(res, 400)).detail).toBe(TOO_DEEP);
    const atLimit = await t.request('/api/identity/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(JSON_MAX_DEPTH),
    });
    const answer = await expectErrorBody(atLimit);
    expect(answer.detail).not.toBe(TOO_DEEP);
  });
});
