import { describe, expect, test } from 'vitest';
import { ZEditSubmitAnswer, ZFeedbackAnswer } from '@gatling/shared/api/replies';
import { ZRulesAnswer } from '@gatling/shared/api/rules';
import type { TSession } from '@gatling/shared/api/session';
import { expectErrorBody, useTestApp } from '#test/harness';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit, TOO_LONG_FOR_X, UNKNOWN_ID } from '#test/kits/review';

const t = useTestApp();
const kit = reviewKit(t);

const EDITED = 'Better Auth. Own your users table from day one, you will thank yourself later.';
/** The default draft with a sentence and link of the user's own: a rule to learn. */
const WITH_LINK = 'Lucia or Better Auth, depending on how much you want to own. Our notes: example.com/auth';
const submit = (s: TSession, reply_id: string, extra: Record<string, unknown> = {}) =>
  kit.call(s, '/edit/submit', {
    reply_id,
    original_text: 'whatever the card showed',
    edited_text: EDITED,
    edit_type: 'professional',
    save_as_rule: false,
    dry_send: false,
    ...extra,
  });
const answerOf = async (res: Response) => ZEditSubmitAnswer.strict().parse(await kit.ok(res));
const rules = async (s: TSession) =>
  ZRulesAnswer.parse(await kit.ok(await kit.get(s, '/qualification-rules'))).rules;

describe('POST /api/edit/submit', () => {
  test('a pending reply is approved with the edit, learned from and counted once', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada, { delivery: 'api' });
    const nudges = kit.nudges();
    const answer = await answerOf(await submit(ada, draft.id, { dry_send: true, edit_type: 'casual' }));
    nudges.stop();
    expect(answer).toMatchObject({
      reply_id: draft.id,
      status: 'scheduled',
      delivery: 'api',
      dry_send: true,
      inferred_rule: null,
      rule_status: null,
      no_rule_reason: null,
    });
    expect(nudges.names).toEqual(['publish-due']);
    const row = await kit.rowOf(ada, draft.id);
    expect(row).toMatchObject({
      status: 'scheduled',
      finalText: EDITED,
      humanEdits: EDITED,
      editType: 'casual',
    });
    expect(row.scheduledAt?.toISOString()).toBe(answer.scheduled_at);
    expect(row.learnedAt).not.toBeNull();
    const examples = await kit.examplesOf(ada);
    expect(examples.map((e) => [e.draft, e.final, e.context])).toEqual([
      [draft.originalDraft, EDITED, draft.post.text],
    ]);
    expect(await kit.used(ada)).toBe(1);
  });

  test("after approve with human_edits (the web client's order): same slot, one count, learned once", async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const approved = ZFeedbackAnswer.parse(
      await kit.ok(
        await kit.call(ada, '/feedback/approve', { reply_id: draft.id, human_edits: EDITED, dry_send: true }),
      ),
    );
    expect(await kit.examplesOf(ada)).toEqual([]);
    const nudges = kit.nudges();
    // The second call leaves dry_send out: a dry send stays dry.
    const answer = await answerOf(await submit(ada, draft.id, { dry_send: undefined }));
    nudges.stop();
    expect(answer).toMatchObject({
      status: 'scheduled',
      scheduled_at: approved.scheduled_at,
      dry_send: true,
    });
    expect(await kit.used(ada)).toBe(1);
    expect(await kit.examplesOf(ada)).toHaveLength(1);

    // A repeat (another wording) replaces the text but neither counts nor learns again.
    const again = await answerOf(await submit(ada, draft.id, { edited_text: 'Better Auth, no question.' }));
    expect(again.scheduled_at).toBe(approved.scheduled_at);
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      finalText: 'Better Auth, no question.',
      humanEdits: 'Better Auth, no question.',
      drySend: true,
    });
    expect(await kit.used(ada)).toBe(1);
    expect(await kit.examplesOf(ada)).toHaveLength(1);
  });

  test('an edit that changes nothing is approved but teaches nothing', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    await answerOf(await submit(ada, draft.id, { edited_text: draft.suggestedResponse }));
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      status: 'scheduled',
      humanEdits: null,
      learnedAt: null,
    });
    expect(await kit.examplesOf(ada)).toEqual([]);
  });

  test('save_as_rule saves the inferred rule; the same rule again is a duplicate', async () => {
    const ada = await kit.newUser();
    const text = 'Which auth library do you use for a Next.js side project?';
    const first = await kit.draftFor(ada, { post: testOriginalMessage({ text }) });
    const answer = await answerOf(
      await submit(ada, first.id, { save_as_rule: true, edited_text: WITH_LINK }),
    );
    expect(answer.rule_status).toBe('created');
    expect(answer.inferred_rule?.trigger_prompt).toBeTruthy();
    expect(answer.inferred_rule?.description).toBeTruthy();
    expect((await rules(ada)).map((r) => r.trigger_prompt)).toEqual([answer.inferred_rule!.trigger_prompt]);

    const second = await kit.draftFor(ada, { post: testOriginalMessage({ text }) });
    const dup = await answerOf(await submit(ada, second.id, { save_as_rule: true, edited_text: WITH_LINK }));
    expect(dup).toMatchObject({
      status: 'scheduled',
      rule_status: 'duplicate',
      inferred_rule: answer.inferred_rule,
    });
    expect(await rules(ada)).toHaveLength(1);
  });

  test('save_as_rule: the rule learned from the edit is saved, and answered in words', async () => {
    const ada = await kit.newUser();
    const post = testOriginalMessage({
      text: 'Our CRM has been down for three hours and support is not answering. Unacceptable.',
    });
    const draft = await kit.draftFor(ada, {
      post,
      suggestedResponse:
        'That sounds rough. Full disclosure, I work on Acme CRM, which has had no outage this year. What happened?',
    });
    const answer = await answerOf(
      await submit(ada, draft.id, {
        save_as_rule: true,
        edited_text: "That sounds rough. Hope it's back up soon.",
      }),
    );
    const rule = {
      trigger_prompt: 'Posts where someone is complaining about a tool',
      semantic_response:
        "Don't mention the product when someone is complaining. Don't ask a question. Keep it short.",
    };
    expect(answer).toMatchObject({
      status: 'scheduled',
      rule_status: 'created',
      no_rule_reason: null,
      inferred_rule: {
        ...rule,
        description:
          'You took out the mention of your product, dropped the question and cut the reply from 105 to 42 characters. Replies to posts where someone is complaining about a tool will do the same.',
      },
    });
    expect(
      (await rules(ada)).map(({ trigger_prompt, semantic_response }) => ({
        trigger_prompt,
        semantic_response,
      })),
    ).toEqual([rule]);
  });

  test("save_as_rule reads the user's business: a link to its site is a product mention", async () => {
    const ada = await kit.newUser();
    await kit.ok(
      await kit.call(ada, '/business/info', {
        business_email: 'maya@acme.dev',
        one_line_summary: 'Acme CRM keeps sales pipelines tidy for small teams',
      }),
    );
    const draft = await kit.draftFor(ada, {
      post: testOriginalMessage({ text: 'Got laid off today after 4 years. Not sure what is next.' }),
      suggestedResponse: 'Sorry to hear that. Our job board is at acme.dev/jobs, free to use.',
    });
    const answer = await answerOf(
      await submit(ada, draft.id, {
        save_as_rule: true,
        edited_text: 'Sorry to hear that. Rooting for you.',
      }),
    );
    expect(answer.inferred_rule).toMatchObject({
      trigger_prompt: 'Posts where someone shares bad news',
      semantic_response: "Don't mention the product when someone shares bad news. Keep it short.",
    });
  });

  test('save_as_rule on a typo fix saves no rule and says why; the edit stands', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const fixed = 'Lucia or Better Auth, depending on how much you want to own.';
    const typo = await kit.draftFor(ada, {
      suggestedResponse: 'Lucia or Better Auth, depnding on how much you want to own.',
    });
    const answer = await answerOf(await submit(ada, typo.id, { save_as_rule: true, edited_text: fixed }));
    expect(answer).toMatchObject({
      status: 'scheduled',
      inferred_rule: null,
      rule_status: 'none',
      no_rule_reason: 'Your edit fixed a typo, which says nothing about how to reply to other posts.',
    });
    expect(await kit.rowOf(ada, typo.id)).toMatchObject({ status: 'scheduled', finalText: fixed });
    expect(await rules(ada)).toEqual([]);
    // Without save_as_rule nothing is inferred at all.
    const plain = await answerOf(await submit(ada, draft.id, { edited_text: fixed }));
    expect(plain).toMatchObject({ inferred_rule: null, rule_status: null, no_rule_reason: null });
  });

  test('a reply past scheduled is a 409 that changes nothing', async () => {
    const ada = await kit.newUser();
    const statuses = [
      'rejected',
      'publishing',
      'awaiting_intent',
      'published',
      'failed',
      'cancelled',
    ] as const;
    for (const status of statuses) {
      const row = await kit.draftFor(ada, { status });
      const body = await expectErrorBody(await submit(ada, row.id, { save_as_rule: true }), 409);
      expect(body.detail).toMatch(/it can no longer be edited$/);
      expect(await kit.rowOf(ada, row.id)).toMatchObject({ status, finalText: null, learnedAt: null });
    }
    expect(await kit.examplesOf(ada)).toEqual([]);
    expect(await rules(ada)).toEqual([]);
    expect(await kit.used(ada)).toBe(0);
  });

  test('too long for X, or bad input, is a 422; nothing changes', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const long = await expectErrorBody(await submit(ada, draft.id, { edited_text: TOO_LONG_FOR_X }), 422);
    expect(long.detail).toBe('The reply is longer than 280 characters');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ edited_text: '   ' }, /The edited reply is empty/],
      [{ edit_type: 'wild' }, /edit_type/],
      [{ save_as_rule: 'yes' }, /save_as_rule/],
      [{ original_text: 5 }, /original_text/],
    ];
    for (const [extra, detail] of cases) {
      expect((await expectErrorBody(await submit(ada, draft.id, extra), 422)).detail).toMatch(detail);
    }
    expect(await kit.rowOf(ada, draft.id)).toMatchObject({
      status: 'pending',
      countedAt: null,
      learnedAt: null,
    });
    expect(await kit.examplesOf(ada)).toEqual([]);
    expect(await kit.used(ada)).toBe(0);
  });

  test("another user's, an unknown or a malformed id is a 404", async () => {
    const ada = await kit.newUser();
    const bea = await kit.newUser();
    const beas = await kit.draftFor(bea);
    for (const id of [beas.id, UNKNOWN_ID, 'x']) await expectErrorBody(await submit(ada, id), 404);
    expect((await kit.rowOf(bea, beas.id)).status).toBe('pending');
  });
});
