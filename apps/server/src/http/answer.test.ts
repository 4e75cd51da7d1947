import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { answerWith } from './answer';

const ZAnswer = z.object({ id: z.string() });

describe('answers on the way out', () => {
  test('are checked against their schema outside production, so a broken contract fails tests', () => {
    const answer = answerWith({ NODE_ENV: 'test' });
    expect(answer(ZAnswer, { id: 'a' })).toEqual({ id: 'a' });
    expect(() => answer(ZAnswer, { id: 1 } as never)).toThrow();
  });

  test('fail outside production when they hold a field the schema does not name, which production would send', () => {
    const answer = answerWith({ NODE_ENV: 'test' });
    expect(() => answer(ZAnswer, { id: 'a', token: 'secret' } as never)).toThrow(/token/);
    expect(answer(ZAnswer, { id: 'a', note: undefined } as never)).toEqual({ id: 'a' });
  });

  test('go out as built in production, not validated a second time', () => {
    const answer = answerWith({ NODE_ENV: 'production' });
    const data = { id: 'a' };
    expect(answer(ZAnswer, data)).toBe(data);
  });
});
