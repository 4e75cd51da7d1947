import { describe, expect, test } from 'vitest';
import { ZFeedbackAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { createTestApp, expectErrorBody, useTestApp } from '#test/harness';
import { reviewKit, TOO_LONG_FOR_X, UNKNOWN_ID } from '#test/kits/review';

const t = useTestApp();
const kit = reviewKit(t);

const approve = (s: TSession, body: unknown) => kit.call(s, '/feedback/approve', body);
const reject = (s: TSession, body: unknown) => kit.call(s, '/feedback/reject', body);
const answerOf = async (res: Response) => ZFeedbackAnswer.strict().parse(await kit.ok(res));

describe('POST /api/feedback/approve', () => {
  test('schedules the draft PUBLISH_DELAY_SECONDS from now and wakes the publisher', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada, { delivery: 'api' });
    const nudges = kit.nudges();
    const before = Date.now();
    const answer = await answerOf(await approve(ada, { reply_id: draft.id, dry_send: false }));
    nudges.stop();
    expect(answer).toMatchObject({
      reply_id: draft.id,
      status: 'scheduled',
      delivery: 'api',
      dry_send: false,
    });
    const slot = new Date(answer.scheduled_at!).getTime();
    expect(slot).toBeGreaterThanOrEqual(before + t.config.PUBLISH_DELAY_SECONDS * 1000);
    expect(slot).toBeLessThan(Date.now() + t.config.PUBLISH_DELAY_SECONDS * 1000 + 1000);
    expect(nudges.names).toEqual(['publish-due']);
    const row = await kit.rowOf(ada, draft.id);
    expect(row).toMatchObject({ status: 'scheduled', finalText: draft.suggestedResponse, humanEdits: null });
    expect(row.reviewedAt).not.toBeNull();
    expect(row.countedAt).not.toBeNull();
    expect(row.scheduledAt?.toISOString()).toBe(answer.scheduled_at);
  });

  test('human_edits is what goes out and is kept when it differs from the draft; dry_send is stored', async () => {
    const ada = await kit.newUser();
    const edited = await kit.draftFor(ada);
    await answerOf(
      await approve(ada, { reply_id: edited.id, human_edits: '  My own words.  ', dry_send: true }),
    );
    expect(await kit.rowOf(ada, edited.id)).toMatchObject({
      finalText: 'My own words.',
      humanEdits: 'My own words.',
      drySend: true,
    });
    const same = await kit.draftFor(ada);
    const answer = await answerOf(
      await approve(ada, { reply_id: same.id, human_edits: same.suggestedResponse, dry_send: true }),
    );
    expect(answer.dry_send).toBe(true);
    expect(await kit.rowOf(ada, same.id)).toMatchObject({
      finalText: same.suggestedResponse,
      humanEdits: null,
    });
  });

  test('several approvals are spaced PUBLISH_MIN_GAP_SECONDS apart, concurrent ones too', async () => {
    const ada = await kit.newUser();
    const gapMs = t.config.PUBLISH_MIN_GAP_SECONDS * 1000;
    const first = await kit.draftFor(ada);
    const a = await answerOf(await approve(ada, { reply_id: first.id }));
    const drafts = await Promise.all([1, 2, 3].map(() => kit.draftFor(ada)));
    const answers = await Promise.all(drafts.map((d) => approve(ada, { reply_id: d.id }).then(answerOf)));
    const slots = [a, ...answers].map((x) => new Date(x.scheduled_at!).getTime()).sort((x, y) => x - y);
    expect(slots.slice(1).map((s, i) => s - slots[i]!)).toEqual([gapMs, gapMs, gapMs]);
    // Another user's schedule is their own.
    const bea = await kit.newUser();
    const theirs = await answerOf(await approve(bea, { reply_id: (await kit.draftFor(bea)).id }));
    expect(new Date(theirs.scheduled_at!).getTime()).toBeLessThan(slots[1]!);
  });

  test('a reply X counts as over 280 is a 422 and nothing changes', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    for (const text of [TOO_LONG_FOR_X, 'x'.repeat(281)]) {
      const body = await expectErrorBody(await approve(ada, { reply_id: draft.id, human_edits: text }), 422);
      expect(body.detail).toBe('The reply is longer than 280 characters');
    }
    const long = await kit.draftFor(ada, { suggestedResponse: 'y'.repeat(300) });
    await expectErrorBody(await approve(ada, { reply_id: long.id }), 422);
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      status: 'pending',
      finalText: null,
      countedAt: null,
    });
    expect(await kit.used(ada)).toBe(0);
  });

  test('bad input is a 422 with a detail, and nothing changes', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const cases: [unknown, RegExp][] = [
      [{}, /reply_id/],
      [{ reply_id: '   ' }, /reply_id is required/],
      [{ reply_id: draft.id, human_edits: '  ' }, /The reply is empty/],
      [{ reply_id: draft.id, dry_send: 'yes' }, /dry_send/],
      [{ reply_id: draft.id, human_edits: 'z'.repeat(1001) }, /at most 1000/],
    ];
    for (const [body, detail] of cases) {
      expect((await expectErrorBody(await approve(ada, body), 422)).detail).toMatch(detail);
    }
    expect((await expectErrorBody(await reject(ada, { reply_id: 7 }), 422)).detail).toMatch(/reply_id/);
    expect((await kit.rowOf(ada, draft.id)).status).toBe('pending');
  });

  test("an unknown, malformed or another user's id is a 404", async () => {
    const ada = await kit.newUser();
    const bea = await kit.newUser();
    const beas = await kit.draftFor(bea);
    for (const reply_id of [UNKNOWN_ID, 'not-a-uuid', beas.id]) {
      expect((await expectErrorBody(await approve(ada, { reply_id }), 404)).code).toBe('NOT_FOUND');
      await expectErrorBody(await reject(ada, { reply_id }), 404);
    }
    expect((await kit.rowOf(bea, beas.id)).status).toBe('pending');
  });

  test('approving twice, or approving a rejected reply, is a 409 that changes nothing', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const first = await answerOf(await approve(ada, { reply_id: draft.id }));
    const again = await expectErrorBody(
      await approve(ada, { reply_id: draft.id, human_edits: 'Other' }),
      409,
    );
    expect(again.detail).toBe('This reply was already approved');
    await expectErrorBody(await reject(ada, { reply_id: draft.id }), 409);
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      status: 'scheduled',
      finalText: draft.suggestedResponse,
    });
    expect((await kit.rowOf(ada, draft.id)).scheduledAt?.toISOString()).toBe(first.scheduled_at);

    const rejected = await kit.draftFor(ada);
    await answerOf(await reject(ada, { reply_id: rejected.id }));
    const late = await expectErrorBody(await approve(ada, { reply_id: rejected.id }), 409);
    expect(late.detail).toBe('This reply was already rejected');
    const published = await kit.draftFor(ada, { status: 'published' });
    expect((await expectErrorBody(await approve(ada, { reply_id: published.id }), 409)).detail).toBe(
      'This reply was already published',
    );
  });
});

describe('POST /api/feedback/reject', () => {
  test('rejects a pending reply, keeping typed text that differs from the draft', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada, { delivery: 'api' });
    const nudges = kit.nudges();
    const answer = await answerOf(await reject(ada, { reply_id: draft.id, human_edits: 'Not this one' }));
    nudges.stop();
    expect(answer).toEqual({
      reply_id: draft.id,
      status: 'rejected',
      scheduled_at: null,
      delivery: 'api',
      dry_send: false,
    });
    expect(nudges.names).toEqual([]);
    const row = await kit.rowOf(ada, draft.id);
    expect(row).toMatchObject({
      status: 'rejected',
      humanEdits: 'Not this one',
      finalText: null,
      scheduledAt: null,
    });
    expect(row.reviewedAt).not.toBeNull();

    const plain = await kit.draftFor(ada);
    await answerOf(await reject(ada, { reply_id: plain.id, human_edits: plain.suggestedResponse }));
    expect((await kit.rowOf(ada, plain.id)).humanEdits).toBeNull();
  });

  // Without subscriptions an ignore with nothing typed is one statement; on the free tier it locks,
  // counts and updates. Both ways, two decisions racing on one reply: one wins, the other is a 409.
  test.each([
    ['on the free tier', {}],
    ['without subscriptions', { BILLING: 'off' }],
  ])('an ignore racing an approval or another ignore, %s', async (_name, config) => {
    const app = await createTestApp(config, { shareDatabaseOf: t });
    try {
      const on = reviewKit(app);
      const ada = await kit.newUser();
      for (let i = 0; i < 6; i += 1) {
        const draft = await kit.draftFor(ada);
        const path = i % 2 === 0 ? '/feedback/approve' : '/feedback/reject';
        const [ignored, other] = await Promise.all([
          on.call(ada, '/feedback/reject', { reply_id: draft.id }),
          on.call(ada, path, { reply_id: draft.id }),
        ]);
        expect([ignored.status, other.status].sort()).toEqual([200, 409]);
        const row = await kit.rowOf(ada, draft.id);
        const approved = path === '/feedback/approve' && other.status === 200;
        expect(row.status).toBe(approved ? 'scheduled' : 'rejected');
        expect(row.reviewedAt).not.toBeNull();
        expect(row.countedAt).not.toBeNull();
      }
      // The one-statement ignore answers a reply that is not pending, or not the user's, as the
      // locking one does.
      const bea = await kit.newUser();
      const beas = await kit.draftFor(bea);
      await expectErrorBody(await on.call(ada, '/feedback/reject', { reply_id: beas.id }), 404);
      expect((await kit.rowOf(bea, beas.id)).status).toBe('pending');
    } finally {
      await app.close();
    }
  });

  test('rejecting twice is a 409', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    await answerOf(await reject(ada, { reply_id: draft.id }));
    expect((await expectErrorBody(await reject(ada, { reply_id: draft.id }), 409)).detail).toBe(
      'This reply was already rejected',
    );
  });
});
