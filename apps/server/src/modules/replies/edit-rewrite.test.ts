import { describe, expect, test } from 'vitest';
import { ZEditPreviewAnswer, ZEditResponseAnswer } from '@gatling/shared/api/replies';
import { expectErrorBody, useTestApp } from '#test/harness';
import { reviewKit, UNKNOWN_ID } from '#test/kits/review';

const t = useTestApp();
const kit = reviewKit(t);

const LONG =
  'I do not think that is the right tool. It is honestly very slow and I would not use it for this.';
const TIGHTER = 'I do not think that is the right tool.';

describe('POST /api/edit/preview', () => {
  test("rewrites a text in the user's voice and saves or counts nothing", async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada, { suggestedResponse: LONG });
    const answer = ZEditPreviewAnswer.strict().parse(
      await kit.ok(await kit.call(ada, '/edit/preview', { text: LONG, edit_type: 'tighter' })),
    );
    expect(answer).toEqual({ edited_text: TIGHTER });
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({ suggestedResponse: LONG, status: 'pending' });
    expect(await kit.used(ada)).toBe(0);
  });

  test('bad input is a 422 with a detail', async () => {
    const ada = await kit.newUser();
    const cases: [unknown, RegExp][] = [
      [{ text: '  ', edit_type: 'casual' }, /The text is empty/],
      [{ text: 'Hi', edit_type: 'shouty' }, /edit_type/],
      [{ edit_type: 'casual' }, /text/],
      [{ text: 'x'.repeat(1001), edit_type: 'casual' }, /at most 1000/],
    ];
    for (const [body, detail] of cases) {
      expect((await expectErrorBody(await kit.call(ada, '/edit/preview', body), 422)).detail).toMatch(detail);
    }
  });
});

describe('POST /api/edit/response', () => {
  test('rewrites a pending draft in place; the first draft is kept and nothing is counted', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada, { suggestedResponse: LONG });
    const answer = ZEditResponseAnswer.strict().parse(
      await kit.ok(await kit.call(ada, '/edit/response', { reply_id: draft.id, edit_type: 'tighter' })),
    );
    // The instance writes with the demo writer: the rewritten draft is a demo draft.
    expect(answer).toEqual({
      reply_id: draft.id,
      suggested_response: TIGHTER,
      edited_text: TIGHTER,
      drafted_by: { kind: 'demo', label: null },
    });
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      status: 'pending',
      suggestedResponse: TIGHTER,
      originalDraft: LONG,
      editType: 'tighter',
    });
    expect(await kit.used(ada)).toBe(0);
    // Approving now sends the rewritten draft.
    await kit.ok(await kit.call(ada, '/feedback/approve', { reply_id: draft.id }));
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({ finalText: TIGHTER, humanEdits: null });
  });

  test('an edit that cannot change the draft says so instead of answering the same text', async () => {
    const ada = await kit.newUser();
    // Already as short as the drafter can make it.
    const draft = await kit.draftFor(ada, { suggestedResponse: TIGHTER });
    const res = await kit.call(ada, '/edit/response', { reply_id: draft.id, edit_type: 'tighter' });
    expect((await expectErrorBody(res, 422)).detail).toBe(
      'This reply is already as short as it can be. Use Edit to change it yourself.',
    );
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({ suggestedResponse: TIGHTER, editType: null });
  });

  test('a reply that is no longer pending is a 409 and keeps its text', async () => {
    const ada = await kit.newUser();
    for (const status of ['scheduled', 'rejected', 'published'] as const) {
      const row = await kit.draftFor(ada, { status, suggestedResponse: LONG });
      const body = await expectErrorBody(
        await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'tighter' }),
        409,
      );
      expect(body.detail).toMatch(/it can no longer be edited$/);
      expect((await kit.rowOf(ada, row.id)).suggestedResponse).toBe(LONG);
    }
  });

  test("another user's, an unknown or a malformed id is a 404; bad input a 422", async () => {
    const ada = await kit.newUser();
    const bea = await kit.newUser();
    const beas = await kit.draftFor(bea, { suggestedResponse: LONG });
    for (const reply_id of [beas.id, UNKNOWN_ID, '123']) {
      await expectErrorBody(await kit.call(ada, '/edit/response', { reply_id, edit_type: 'casual' }), 404);
    }
    expect((await kit.rowOf(bea, beas.id)).suggestedResponse).toBe(LONG);
    const own = await kit.draftFor(ada);
    const bad = await expectErrorBody(
      await kit.call(ada, '/edit/response', { reply_id: own.id, edit_type: 'LOUDER' }),
      422,
    );
    expect(bad.detail).toMatch(/edit_type/);
    await expectErrorBody(await kit.call(ada, '/edit/response', { edit_type: 'casual' }), 422);
  });
});
