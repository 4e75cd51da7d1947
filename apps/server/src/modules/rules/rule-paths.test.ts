import { describe, expect, test } from 'vitest';
import { ZRuleAnswer, ZRuleDeleteAnswer } from '@gatling/shared/api/rules';
import { expectErrorBody, useTestApp } from '#test/harness';
import { rulesKit } from '#test/kits/rules';

const t = useTestApp();
const { newUser, send, list, triggers, create, at } = rulesKit(t);

describe('the trigger prompt in the path round-trips, percent-encoded', () => {
  const ROUND_TRIPS = [
    'Ünïcödé question about 価格 and Ελληνικά',
    'a/b/c with slashes/',
    '/leading slash',
    '100% sure',
    'literal %25 and %2F and %41',
    '🚀 launch day 🎉 👩🏽‍💻',
    'spaces   inside and a\ttab',
    'He said "hi" and it\'s fine',
    'dots... and .hidden and ..x',
    'question? #hash &and=equals +plus ;semi :colon @at $dollar ,comma',
    "-_.!~*'() unreserved marks",
    'back\\slash and <angle> [brackets] {braces} |pipe| `tick` ^caret',
    'line one\nline two',
  ];

  test.each(ROUND_TRIPS)('%j: create, PATCH, DELETE by its encoded path', async (trigger) => {
    const kim = await newUser();
    await create(kim, [
      { trigger_prompt: trigger, semantic_response: 'before' },
      { trigger_prompt: 'Other' },
    ]);
    expect(await triggers(kim)).toEqual([trigger, 'Other']);

    const patched = await send(kim, 'PATCH', at(trigger), { semantic_response: 'after' });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(ZRuleAnswer.parse(await patched.json()).rule).toMatchObject({
      trigger_prompt: trigger,
      semantic_response: 'after',
    });

    const deleted = await send(kim, 'DELETE', at(trigger));
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(ZRuleDeleteAnswer.parse(await deleted.json()).deleted_trigger_prompt).toBe(trigger);
    expect(await list(kim)).toEqual([
      expect.objectContaining({ trigger_prompt: 'Other', semantic_response: null }),
    ]);
  });

  test('renaming through the path to a trigger full of reserved characters, and back', async () => {
    const lee = await newUser();
    await create(lee, [{ trigger_prompt: 'plain' }]);
    const odd = 'a/b %2F 50% 🚀 "q"';
    expect((await send(lee, 'PATCH', at('plain'), { trigger_prompt: odd })).status).toBe(200);
    expect(await triggers(lee)).toEqual([odd]);
    expect((await send(lee, 'PATCH', at(odd), { trigger_prompt: 'plain' })).status).toBe(200);
    expect(await triggers(lee)).toEqual(['plain']);
  });

  test('%25 is decoded exactly once: "%41" and "A" are different rules', async () => {
    const max = await newUser();
    await create(max, [{ trigger_prompt: 'A' }, { trigger_prompt: '%41' }, { trigger_prompt: '%2541' }]);
    expect(at('%41')).toBe('/%2541');
    expect((await send(max, 'DELETE', at('%41'))).status).toBe(200);
    expect(await triggers(max)).toEqual(['A', '%2541']);
    expect((await send(max, 'DELETE', at('%2541'))).status).toBe(200);
    expect(await triggers(max)).toEqual(['A']);
  });

  test('%2F does not split the path: an unencoded slash does not reach a rule', async () => {
    const ned = await newUser();
    await create(ned, [{ trigger_prompt: 'a/b' }]);
    await expectErrorBody(await send(ned, 'DELETE', '/a/b'), 404);
    expect(await triggers(ned)).toEqual(['a/b']);
    expect((await send(ned, 'DELETE', '/a%2Fb')).status).toBe(200);
  });

  test('a browser-style encodeURIComponent path (dots and quotes left as they are) works too', async () => {
    const oz = await newUser();
    const trigger = "it's v1.2 (beta)!";
    await create(oz, [{ trigger_prompt: trigger }]);
    expect((await send(oz, 'DELETE', `/${encodeURIComponent(trigger)}`)).status).toBe(200);
  });

  test('"." and ".." cannot be addressed in a URL and are refused', async () => {
    const pat = await newUser();
    for (const trigger of ['.', '..', ' .. ']) {
      const res = await send(pat, 'POST', '', [{ trigger_prompt: trigger }]);
      expect((await expectErrorBody(res, 422)).detail).toBe('A trigger prompt cannot be only "." or ".."');
    }
    await create(pat, [{ trigger_prompt: 'fine' }]);
    await expectErrorBody(await send(pat, 'PATCH', at('fine'), { trigger_prompt: '..' }), 422);
    expect(await triggers(pat)).toEqual(['fine']);
  });
});
