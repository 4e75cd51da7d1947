import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { describeIssues, extractJsonObject, jsonAnswerInstruction } from './json-text';

describe('extractJsonObject', () => {
  test('reads a bare object', () => {
    expect(extractJsonObject(' {"a": 1} ')).toEqual({ a: 1 });
  });

  test('finds the object inside code fences and prose', () => {
    expect(extractJsonObject('Here you go:\n```json\n{"text": "hi"}\n```\nHope it helps')).toEqual({
      text: 'hi',
    });
  });

  test('skips reasoning blocks, even one whose opening tag is missing', () => {
    expect(extractJsonObject('<think>maybe {"text": "no"}</think>\n{"text": "yes"}')).toEqual({
      text: 'yes',
    });
    expect(extractJsonObject('I think {"wrong": true}</think>{"text": "after"}')).toEqual({ text: 'after' });
  });

  test('keeps braces and quotes inside strings', () => {
    expect(extractJsonObject('x {"text": "a } and \\" {b}", "n": {"m": 2}} y')).toEqual({
      text: 'a } and " {b}',
      n: { m: 2 },
    });
  });

  test('skips a broken candidate and takes the next that parses', () => {
    expect(extractJsonObject('{not json} then {"ok": true}')).toEqual({ ok: true });
  });

  test('nothing that is a JSON object gives undefined', () => {
    expect(extractJsonObject('no json here')).toBeUndefined();
    expect(extractJsonObject('[1, 2]')).toBeUndefined();
    expect(extractJsonObject('{"cut": "off')).toBeUndefined();
    expect(extractJsonObject('')).toBeUndefined();
  });
});

describe('jsonAnswerInstruction', () => {
  test('gives the schema without the $schema noise', () => {
    const text = jsonAnswerInstruction(z.object({ text: z.string().describe('The reply.') }));
    expect(text).toContain('Answer with one JSON object and nothing else');
    expect(text).toContain('"properties":{"text":{"type":"string","description":"The reply."}}');
    expect(text).not.toContain('$schema');
  });
});

describe('describeIssues', () => {
  test('names each path that failed', () => {
    const result = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ a: 1, b: {} });
    expect(result.success).toBe(false);
    const text = describeIssues(result.error!);
    expect(text).toMatch(/^- a: /m);
    expect(text).toMatch(/^- b\.c: /m);
  });
});
