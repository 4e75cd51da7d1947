import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RULES_MAX } from '@gatling/shared/api/rules';
import { qualificationRules } from '../../db/schema/rules';
import { AppError } from '../../errors';
import { uniqueEmail, useTestApp } from '#test/harness';
import { createRuleFromEdit } from './create-rule-from-edit';
import { createRules } from './create-rules';
import { listRules } from './list-rules';

const t = useTestApp();

const newUserId = async () => (await t.signUpAndConfirm(uniqueEmail('edit-rule'))).user.id;

describe('createRuleFromEdit and listRules (for the edit flow and drafting)', () => {
  test('creates a rule with origin "edit", listed after the existing ones', async () => {
    const userId = await newUserId();
    await createRules(t.database.db, userId, [{ trigger_prompt: 'Typed rule', semantic_response: null }]);
    const result = await createRuleFromEdit(t.database.db, userId, {
      trigger_prompt: '  Replies to founders  ',
      semantic_response: 'Keep it short',
    });
    expect(result).toMatchObject({
      status: 'created',
      rule: { trigger_prompt: 'Replies to founders', semantic_response: 'Keep it short' },
    });
    expect((await listRules(t.database.db, userId)).map((r) => r.trigger_prompt)).toEqual([
      'Typed rule',
      'Replies to founders',
    ]);
    const [row] = await t.database.db
      .select()
      .from(qualificationRules)
      .where(
        and(
          eq(qualificationRules.userId, userId),
          eq(qualificationRules.triggerPrompt, 'Replies to founders'),
        ),
      );
    expect(row?.origin).toBe('edit');
  });

  test('a duplicate trigger prompt updates nothing and is reported with the existing rule', async () => {
    const userId = await newUserId();
    await createRules(t.database.db, userId, [{ trigger_prompt: 'Pricing', semantic_response: 'Original' }]);
    const result = await createRuleFromEdit(t.database.db, userId, {
      trigger_prompt: 'Pricing',
      semantic_response: 'Inferred',
    });
    expect(result).toMatchObject({ status: 'duplicate', rule: { semantic_response: 'Original' } });
    expect(await listRules(t.database.db, userId)).toEqual([
      expect.objectContaining({ trigger_prompt: 'Pricing', semantic_response: 'Original' }),
    ]);
  });

  test(`a full list (${RULES_MAX}) saves nothing and says so`, async () => {
    const userId = await newUserId();
    await createRules(
      t.database.db,
      userId,
      Array.from({ length: RULES_MAX }, (_, i) => ({ trigger_prompt: `Rule ${i}`, semantic_response: null })),
    );
    expect(await createRuleFromEdit(t.database.db, userId, { trigger_prompt: 'One too many' })).toEqual({
      status: 'full',
      rule: null,
    });
    expect(await listRules(t.database.db, userId)).toHaveLength(RULES_MAX);
  });

  test('invalid input is a 422 AppError with the readable sentence', async () => {
    const userId = await newUserId();
    await expect(createRuleFromEdit(t.database.db, userId, { trigger_prompt: '   ' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Trigger prompt is required',
    });
    await expect(createRuleFromEdit(t.database.db, userId, { trigger_prompt: '..' })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(await listRules(t.database.db, userId)).toEqual([]);
  });

  test("one user's rules never show in another's list", async () => {
    const a = await newUserId();
    const b = await newUserId();
    await createRuleFromEdit(t.database.db, a, { trigger_prompt: 'Only mine' });
    expect(await listRules(t.database.db, b)).toEqual([]);
    expect(await createRuleFromEdit(t.database.db, b, { trigger_prompt: 'Only mine' })).toMatchObject({
      status: 'created',
    });
  });
});
