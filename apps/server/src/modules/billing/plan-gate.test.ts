import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import type { TSessionUser } from '../../context';
import { AppError } from '../../errors';
import { createTestApp, pathOf, uniqueEmail, useTestApp } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { assertCanInteract, DAILY_LIMIT_DETAIL, getReplyAllowance } from './plan-gate';

const t = useTestApp({ FREE_DAILY_INTERACTIONS: '3' });

const userOf = (s: TSession): TSessionUser => ({ id: s.user.id, email: s.user.email, image: null });
const gate = (s: TSession, now?: Date) => assertCanInteract(t.database.db, userOf(s), t.config, now);

async function expect402(promise: Promise<void>): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: 'PAYMENT_REQUIRED', status: 402, detail: DAILY_LIMIT_DETAIL });
}

describe('assertCanInteract', () => {
  test('a free user has FREE_DAILY_INTERACTIONS per UTC day, then 402', async () => {
    const lea = await t.signUpAndConfirm(uniqueEmail('lea'));
    const day1 = new Date('2030-05-01T00:00:01Z');
    for (let i = 0; i < 3; i += 1) await gate(lea, day1);
    expect(await getReplyAllowance(t.database.db, userOf(lea), t.config, day1)).toEqual({
      unlimited: false,
      limit: 3,
      used: 3,
      remaining: 0,
    });
    await expect402(gate(lea, new Date('2030-05-01T23:59:59Z')));
    // A refused call does not count; the next UTC day starts again.
    expect(await getReplyAllowance(t.database.db, userOf(lea), t.config, day1)).toMatchObject({
      used: 3,
    });
    await gate(lea, new Date('2030-05-02T00:00:00Z'));
    expect(
      await getReplyAllowance(t.database.db, userOf(lea), t.config, new Date('2030-05-02T12:00:00Z')),
    ).toMatchObject({
      used: 1,
      remaining: 2,
    });
  });

  test('concurrent calls never exceed the allowance', async () => {
    const max = await t.signUpAndConfirm(uniqueEmail('max'));
    const now = new Date('2030-06-01T10:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => gate(max, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
  });

  test('an active trial passes without counting', async () => {
    const ned = await t.signUpAndConfirm(uniqueEmail('ned'));
    const kit = billingKit(t);
    const page = pathOf(await kit.checkoutUrl(await kit.checkoutCreate(ned)));
    expect((await t.request(`${page}/complete`, { method: 'POST' })).status).toBe(302);
    for (let i = 0; i < 10; i += 1) await gate(ned);
    expect(await getReplyAllowance(t.database.db, userOf(ned), t.config)).toEqual({ unlimited: true });
  });

  test('with an allowance of 0 every free review is refused', async () => {
    const strict = await createTestApp({ FREE_DAILY_INTERACTIONS: '0' }, { shareDatabaseOf: t });
    try {
      const ola = await t.signUpAndConfirm(uniqueEmail('ola'));
      await expect402(assertCanInteract(t.database.db, userOf(ola), strict.config));
    } finally {
      await strict.close();
    }
  });
});
