import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { RULES_MAX, ZRuleAnswer, ZRuleDeleteAnswer } from '@gatling/shared/api/rules';
import { qualificationRules } from '../../db/schema/rules';
import { bearer, expectErrorBody, useTestApp } from '#test/harness';
import { rulesKit } from '#test/kits/rules';

const t = useTestApp();
const { newUser, send, list, triggers, create, at } = rulesKit(t);

describe('GET and POST /api/qualification-rules', () => {
  test('none at first; a list is created together, in the order sent, oldest first afterwards', async () => {
    const ada = await newUser();
    expect(await list(ada)).toEqual([]);
    const created = await create(ada, [
      { trigger_prompt: '  Someone asks about pricing  ', semantic_response: 'Point to the pricing page' },
      { trigger_prompt: 'A launch announcement', semantic_response: '' },
      { trigger_prompt: 'A bug report' },
    ]);
    expect(created.map((r) => [r.trigger_prompt, r.semantic_response])).toEqual([
      ['Someone asks about pricing', 'Point to the pricing page'],
      ['A launch announcement', null],
      ['A bug report', null],
    ]);
    await create(ada, [{ trigger_prompt: 'Later one', semantic_response: 'x' }]);
    expect(await triggers(ada)).toEqual([
      'Someone asks about pricing',
      'A launch announcement',
      'A bug report',
      'Later one',
    ]);
    const rows = await t.database.db
      .select()
      .from(qualificationRules)
      .where(eq(qualificationRules.userId, ada.user.id));
    expect(rows.every((r) => r.origin === 'user')).toBe(true);
  });

  test('a blank trigger prompt is "Trigger prompt is required", and nothing of the list is created', async () => {
    const ben = await newUser();
    const res = await send(ben, 'POST', '', [{ trigger_prompt: '   ', semantic_response: 'x' }]);
    expect((await expectErrorBody(res, 422)).detail).toBe('Trigger prompt is required');
    const many = await send(ben, 'POST', '', [{ trigger_prompt: 'fine' }, { trigger_prompt: '' }]);
    expect((await expectErrorBody(many, 422)).detail).toBe('Rule 2: Trigger prompt is required');
    const missing = await send(ben, 'POST', '', [{ semantic_response: 'no trigger' }]);
    expect((await expectErrorBody(missing, 422)).detail).toBe('Trigger prompt is required');
    expect(await list(ben)).toEqual([]);
  });

  test('a trigger prompt twice in the list, or one that exists, is a 409 naming it; nothing is created', async () => {
    const cy = await newUser();
    await create(cy, [{ trigger_prompt: 'Existing rule' }]);
    const twice = await send(cy, 'POST', '', [
      { trigger_prompt: 'New one' },
      { trigger_prompt: 'Repeated' },
      { trigger_prompt: ' Repeated ' },
    ]);
    expect((await expectErrorBody(twice, 409)).detail).toBe(
      'The trigger prompt "Repeated" is in the list twice',
    );
    const existing = await send(cy, 'POST', '', [
      { trigger_prompt: 'Another new one' },
      { trigger_prompt: 'Existing rule' },
    ]);
    expect((await expectErrorBody(existing, 409)).detail).toBe(
      'A rule with the trigger prompt "Existing rule" already exists',
    );
    expect(await triggers(cy)).toEqual(['Existing rule']);
  });

  test('bad bodies: not a list, empty list, oversized fields, not JSON', async () => {
    const di = await newUser();
    expect((await expectErrorBody(await send(di, 'POST', '', { trigger_prompt: 'x' }), 422)).detail).toBe(
      'Send the rules as a JSON list',
    );
    expect((await expectErrorBody(await send(di, 'POST', '', []), 422)).detail).toBe(
      'Send at least one rule',
    );
    const long = await send(di, 'POST', '', [{ trigger_prompt: 'x'.repeat(501) }]);
    expect((await expectErrorBody(long, 422)).detail).toBe('A trigger prompt has at most 500 characters');
    const longAnswer = await send(di, 'POST', '', [
      { trigger_prompt: 'x', semantic_response: 'y'.repeat(2001) },
    ]);
    expect((await expectErrorBody(longAnswer, 422)).detail).toBe(
      'A semantic response has at most 2000 characters',
    );
    const broken = await t.request('/api/qualification-rules', {
      method: 'POST',
      headers: { ...bearer(di), 'content-type': 'application/json' },
      body: '[{"trigger_prompt":',
    });
    await expectErrorBody(broken, 400);
    expect(await list(di)).toEqual([]);
  });

  test(`at most ${RULES_MAX} rules per account: over the limit is a 409 and nothing is created`, async () => {
    const ed = await newUser();
    await create(
      ed,
      Array.from({ length: RULES_MAX - 1 }, (_, i) => ({ trigger_prompt: `Rule number ${i}` })),
    );
    const over = await send(ed, 'POST', '', [{ trigger_prompt: 'one more' }, { trigger_prompt: 'two more' }]);
    expect((await expectErrorBody(over, 409)).detail).toMatch(/^You already have 200 rules/);
    await create(ed, [{ trigger_prompt: 'the last one' }]);
    const full = await list(ed);
    expect(full).toHaveLength(RULES_MAX);
    expect(full.at(-1)?.trigger_prompt).toBe('the last one');
  });

  test('needs a session', async () => {
    const res = await t.request('/api/qualification-rules');
    await expectErrorBody(res, 401);
  });

  test('every route is in the OpenAPI document, with its schemas', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/qualification-rules'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/qualification-rules/{trigger}'] ?? {}).sort()).toEqual([
      'delete',
      'patch',
    ]);
    expect(doc.paths['/api/qualification-rules']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/qualification-rules']?.post?.responses['201']).toBeDefined();
  });
});

describe('PATCH and DELETE /api/qualification-rules/{trigger}', () => {
  test('PATCH changes only the fields sent', async () => {
    const fay = await newUser();
    await create(fay, [{ trigger_prompt: 'Pricing', semantic_response: 'Old answer' }]);
    // Last changed a minute ago, so a change now is surely later.
    await t.database.db
      .update(qualificationRules)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(qualificationRules.userId, fay.user.id));
    const [before] = await list(fay);

    const res = await send(fay, 'PATCH', at('Pricing'), { semantic_response: 'New answer' });
    expect(res.status).toBe(200);
    const { rule } = ZRuleAnswer.strict().parse(await res.json());
    expect(rule).toMatchObject({ trigger_prompt: 'Pricing', semantic_response: 'New answer' });
    expect(rule.created_at).toBe(before?.created_at);
    expect(rule.updated_at > (before?.updated_at ?? '')).toBe(true);

    const renamed = await send(fay, 'PATCH', at('Pricing'), { trigger_prompt: 'Pricing questions' });
    expect(ZRuleAnswer.parse(await renamed.json()).rule).toMatchObject({
      trigger_prompt: 'Pricing questions',
      semantic_response: 'New answer',
    });
    const cleared = await send(fay, 'PATCH', at('Pricing questions'), { semantic_response: '' });
    expect(ZRuleAnswer.parse(await cleared.json()).rule.semantic_response).toBeNull();
    expect(await triggers(fay)).toEqual(['Pricing questions']);
  });

  test('renaming onto another rule is a 409; unknown triggers are 404; bad patches 422; nothing changes', async () => {
    const gus = await newUser();
    await create(gus, [
      { trigger_prompt: 'First', semantic_response: 'one' },
      { trigger_prompt: 'Second', semantic_response: 'two' },
    ]);
    const before = await list(gus);
    const clash = await send(gus, 'PATCH', at('First'), { trigger_prompt: 'Second', semantic_response: 'x' });
    expect((await expectErrorBody(clash, 409)).detail).toBe(
      'A rule with the trigger prompt "Second" already exists',
    );
    const unknown = await send(gus, 'PATCH', at('Third'), { semantic_response: 'x' });
    expect((await expectErrorBody(unknown, 404)).detail).toBe('No rule has the trigger prompt "Third"');
    expect((await expectErrorBody(await send(gus, 'DELETE', at('Third')), 404)).detail).toBe(
      'No rule has the trigger prompt "Third"',
    );
    expect((await expectErrorBody(await send(gus, 'PATCH', at('First'), {}), 422)).detail).toBe(
      'Send trigger_prompt or semantic_response to change',
    );
    expect(
      (await expectErrorBody(await send(gus, 'PATCH', at('First'), { trigger_prompt: '  ' }), 422)).detail,
    ).toBe('Trigger prompt is required');
    // Renaming to its own name is no clash.
    expect((await send(gus, 'PATCH', at('First'), { trigger_prompt: 'First' })).status).toBe(200);
    expect((await list(gus)).map((r) => [r.trigger_prompt, r.semantic_response])).toEqual(
      before.map((r) => [r.trigger_prompt, r.semantic_response]),
    );
  });

  test('DELETE removes exactly that rule', async () => {
    const hal = await newUser();
    await create(hal, [{ trigger_prompt: 'Keep' }, { trigger_prompt: 'Drop' }]);
    const res = await send(hal, 'DELETE', at('Drop'));
    expect(res.status).toBe(200);
    expect(ZRuleDeleteAnswer.strict().parse(await res.json())).toEqual({ deleted_trigger_prompt: 'Drop' });
    expect(await triggers(hal)).toEqual(['Keep']);
    await expectErrorBody(await send(hal, 'DELETE', at('Drop')), 404);
  });

  test("another user's rules are never visible or changeable (404), and the same trigger is theirs to use", async () => {
    const ivy = await newUser();
    const jon = await newUser();
    await create(ivy, [{ trigger_prompt: 'Shared words', semantic_response: "Ivy's" }]);
    expect(await list(jon)).toEqual([]);
    await expectErrorBody(await send(jon, 'PATCH', at('Shared words'), { semantic_response: 'hijack' }), 404);
    await expectErrorBody(await send(jon, 'DELETE', at('Shared words')), 404);
    expect((await list(ivy)).map((r) => r.semantic_response)).toEqual(["Ivy's"]);

    await create(jon, [{ trigger_prompt: 'Shared words', semantic_response: "Jon's" }]);
    expect((await send(jon, 'DELETE', at('Shared words'))).status).toBe(200);
    expect((await list(ivy)).map((r) => r.semantic_response)).toEqual(["Ivy's"]);
  });
});
