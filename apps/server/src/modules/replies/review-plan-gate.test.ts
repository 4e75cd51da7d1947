import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { createTestApp, expectErrorBody, pathOf, useTestApp } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { DAILY_LIMIT_DETAIL } from '../billing/plan-gate';
import { reviewKit } from '#test/kits/review';

const t = useTestApp({ FREE_DAILY_INTERACTIONS: '2' });
const kit = reviewKit(t);

const EDIT = 'My own take, shorter.';
const approve = (s: TSession, reply_id: string, human_edits?: string) =>
  kit.call(s, '/feedback/approve', { reply_id, human_edits, dry_send: false });
const reject = (s: TSession, reply_id: string) => kit.call(s, '/feedback/reject', { reply_id });
const submit = (s: TSession, reply_id: string, save_as_rule = false) =>
  kit.call(s, '/edit/submit', {
    reply_id,
    original_text: 'draft',
    edited_text: EDIT,
    edit_type: 'professional',
    save_as_rule,
    dry_send: false,
  });
const preview = (s: TSession) =>
  kit.call(s, '/edit/preview', { text: 'Some reply text', edit_type: 'casual' });
const quickEdit = (s: TSession, reply_id: string) =>
  kit.call(s, '/edit/response', { reply_id, edit_type: 'empathetic' });
const expect402 = async (res: Response) => {
  const body = await expectErrorBody(res, 402);
  expect(body).toMatchObject({ detail: DAILY_LIMIT_DETAIL, code: 'PAYMENT_REQUIRED' });
};

async function startTrial(session: TSession) {
  const billing = billingKit(t);
  const page = pathOf(await billing.checkoutUrl(await billing.checkoutCreate(session)));
  expect((await t.request(`${page}/complete`, { method: 'POST' })).status).toBe(302);
}

describe('the plan gate on reviewing, without a subscription', () => {
  test('approve and reject count; past FREE_DAILY_INTERACTIONS every review is a 402 that changes nothing', async () => {
    const ada = await kit.newUser();
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => kit.draftFor(ada)));
    await kit.ok(await approve(ada, a!.id));
    await kit.ok(await reject(ada, b!.id));
    expect(await kit.used(ada)).toBe(2);

    await expect402(await approve(ada, c!.id, EDIT));
    await expect402(await reject(ada, e!.id));
    await expect402(await submit(ada, d!.id, true));
    for (const row of [c!, d!, e!]) {
      expect(await kit.rowOf(ada, row.id)).toMatchObject({
        status: 'pending',
        finalText: null,
        humanEdits: null,
        countedAt: null,
        scheduledAt: null,
        learnedAt: null,
      });
    }
    expect(await kit.examplesOf(ada)).toEqual([]);
    expect(await kit.used(ada)).toBe(2);

    // The rewrites count nothing, but are refused too once nothing is left.
    await expect402(await preview(ada));
    await expect402(await quickEdit(ada, c!.id));
    expect((await kit.rowOf(ada, c!.id)).suggestedResponse).toBe(c!.suggestedResponse);

    // A reply counted already goes on: the edit of an approved reply still goes through.
    const edited = await kit.ok<{ status: string }>(await submit(ada, a!.id));
    expect(edited.status).toBe('scheduled');
    expect((await kit.rowOf(ada, a!.id)).finalText).toBe(EDIT);
    expect(await kit.used(ada)).toBe(2);
  });

  test('approve with human_edits followed by edit/submit counts the reply once', async () => {
    const bea = await kit.newUser();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => kit.draftFor(bea)));
    await kit.ok(await approve(bea, a!.id, EDIT));
    await kit.ok(await submit(bea, a!.id));
    expect(await kit.used(bea)).toBe(1);
    // A quick edit and a preview count nothing while allowance is left.
    await kit.ok(await quickEdit(bea, b!.id));
    await kit.ok(await preview(bea));
    expect(await kit.used(bea)).toBe(1);
    await kit.ok(await submit(bea, b!.id));
    expect(await kit.used(bea)).toBe(2);
    await expect402(await approve(bea, c!.id));
  });

  test('concurrent approvals never go past the allowance', async () => {
    const cai = await kit.newUser();
    const drafts = await Promise.all([1, 2, 3, 4, 5].map(() => kit.draftFor(cai)));
    const answers = await Promise.all(drafts.map((d) => approve(cai, d.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 402, 402, 402]);
    const rows = await Promise.all(drafts.map((d) => kit.rowOf(cai, d.id)));
    expect(rows.filter((r) => r.status === 'scheduled')).toHaveLength(2);
    expect(await kit.used(cai)).toBe(2);
  });

  test('with an allowance of 0 even the first review and the rewrites are refused', async () => {
    const strict = await createTestApp({ FREE_DAILY_INTERACTIONS: '0' }, { shareDatabaseOf: t });
    try {
      const dee = await kit.newUser();
      const draft = await kit.draftFor(dee);
      const strictKit = reviewKit(strict);
      await expect402(await strictKit.call(dee, '/feedback/approve', { reply_id: draft.id }));
      await expect402(await strictKit.call(dee, '/edit/preview', { text: 'Hi there', edit_type: 'casual' }));
      expect((await kit.rowOf(dee, draft.id)).status).toBe('pending');
    } finally {
      await strict.close();
    }
  });
});

describe('the plan gate on reviewing, with a trial', () => {
  test('a trialing user is not limited and nothing is counted', async () => {
    const eve = await kit.newUser();
    await startTrial(eve);
    expect(await kit.used(eve)).toBe('unlimited');
    const drafts = await Promise.all([1, 2, 3, 4, 5].map(() => kit.draftFor(eve)));
    for (const d of drafts.slice(0, 3)) await kit.ok(await approve(eve, d.id));
    await kit.ok(await reject(eve, drafts[3]!.id));
    await kit.ok(await quickEdit(eve, drafts[4]!.id));
    await kit.ok(await preview(eve));
    await kit.ok(await submit(eve, drafts[4]!.id));
    expect((await kit.rowOf(eve, drafts[4]!.id)).status).toBe('scheduled');
  });
});
