import { describe, expect, test } from 'vitest';
import { STYLE_PROMPT_MAX } from '@gatling/shared/api/style';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { styleKit } from '#test/kits/style';

/** GET and POST /api/users/style. */
const t = useTestApp();
const kit = styleKit(t);

describe('the speaking style', () => {
  test('nothing yet: style_prompt null', async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    expect(await kit.getStyle(ada)).toEqual({
      style_prompt: null,
      source: null,
      features: null,
      examples_learned: 0,
      updated_at: null,
    });
  });

  test('saving keeps the trimmed text as the user’s own; saving again replaces it', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const res = await kit.saveStyle(ben, { style_prompt: '  Short, dry, no emoji.\n' });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as { style_prompt: string; source: string; updated_at: string };
    expect(saved).toMatchObject({ style_prompt: 'Short, dry, no emoji.', source: 'user', features: null });
    expect(Date.parse(saved.updated_at)).not.toBeNaN();
    expect(await kit.getStyle(ben)).toEqual(saved);

    const longest = 'x'.repeat(STYLE_PROMPT_MAX);
    expect((await kit.saveStyle(ben, { style_prompt: longest })).status).toBe(200);
    expect((await kit.getStyle(ben)).style_prompt).toBe(longest);
  });

  test.each<[string, unknown]>([
    ['empty', { style_prompt: '' }],
    ['whitespace only', { style_prompt: ' \n\t ' }],
    ['over the limit', { style_prompt: 'y'.repeat(STYLE_PROMPT_MAX + 1) }],
    ['a number', { style_prompt: 42 }],
    ['null', { style_prompt: null }],
    ['missing', {}],
    ['an array body', ['Short.']],
  ])('%s → 422 with a readable detail, nothing changed', async (_label, body) => {
    const cy = await t.signUpAndConfirm(uniqueEmail('cy'));
    await kit.saveStyle(cy, { style_prompt: 'Before.' });
    const before = await kit.getStyle(cy);
    const error = await expectErrorBody(await kit.saveStyle(cy, body), 422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await kit.getStyle(cy)).toEqual(before);
  });

  test('the readable details of empty and oversized styles', async () => {
    const dee = await t.signUpAndConfirm(uniqueEmail('dee'));
    expect((await expectErrorBody(await kit.saveStyle(dee, { style_prompt: '  ' }), 422)).detail).toBe(
      'style_prompt: The speaking style cannot be empty',
    );
    expect(
      (await expectErrorBody(await kit.saveStyle(dee, { style_prompt: 'z'.repeat(4001) }), 422)).detail,
    ).toBe('style_prompt: The speaking style has at most 4000 characters');
    expect((await kit.getStyle(dee)).style_prompt).toBeNull();
  });

  test('broken JSON → 400 and another content type → 415, nothing changed', async () => {
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const broken = await t.request('/api/users/style', {
      method: 'POST',
      headers: { ...bearer(eve), 'content-type': 'application/json' },
      body: '{"style_prompt": ',
    });
    await expectErrorBody(broken, 400);
    const form = await t.request('/api/users/style', {
      method: 'POST',
      headers: { ...bearer(eve), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'style_prompt=hello',
    });
    await expectErrorBody(form, 415);
    expect((await kit.getStyle(eve)).style_prompt).toBeNull();
  });

  test('each user sees and changes only their own style', async () => {
    const fay = await t.signUpAndConfirm(uniqueEmail('fay'));
    const gus = await t.signUpAndConfirm(uniqueEmail('gus'));
    await kit.saveStyle(fay, { style_prompt: 'Fay style.' });
    expect((await kit.getStyle(gus)).style_prompt).toBeNull();
    await kit.saveStyle(gus, { style_prompt: 'Gus style.' });
    expect((await kit.getStyle(fay)).style_prompt).toBe('Fay style.');
    expect((await kit.getStyle(gus)).style_prompt).toBe('Gus style.');
  });

  test('the routes need a session and are documented', async () => {
    await expectErrorBody(await t.request('/api/users/style'), 401);
    await expectErrorBody(await t.post('/api/users/style', { style_prompt: 'x' }), 401);
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/users/style'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
