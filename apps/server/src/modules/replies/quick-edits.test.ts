import { describe, expect, test } from 'vitest';
import { ZEditResponseAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { EDIT_TYPES, type TEditType } from '@gatling/shared/spec';
import { applyVoiceGuard } from '../../drafting/voice-guard/voice-guard';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../integrations/platform/post-length';
import { stripEmoji } from '../../lib/text/emoji';
import { expectErrorBody, useTestApp } from '#test/harness';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';
import { EDIT_UNCHANGED } from './rewrite-response';

/**
 * The card's quick edits with the offline writer (no model configured), on drafts it wrote itself:
 * each edit answers a visibly different reply that fits X and passes the voice guard, or a 422
 * saying why it cannot, and the draft stays as it was.
 */
const t = useTestApp();
const kit = reviewKit(t);

type TCase = { post: string; draft: string };
/** Posts and the drafts the offline writer made of them for a new user (the default style). */
const REALISTIC: TCase[] = [
  {
    post: 'reminder that the enterprise tier is where the roadmap goes to die.',
    draft:
      'The enterprise tier is given too little attention in most of these debates. Would that apply for the roadmap?',
  },
  {
    post: 'Question for anyone selling to SMBs: how are you handling onboarding these days? 📉',
    draft:
      'Boring answer on onboarding: the one your team already knows. What does onboarding look like for you right now?',
  },
  {
    post: 'redesigned empty states this week. removed 4 fields, completion rate up 8%.',
    draft:
      'Clear movement on completion rate there. Hoping completion rate keeps heading the same way from here.',
  },
  {
    post: 'Reminder: docs are part of the product. Writing a post about the whole migration...',
    draft: 'Docs get too little credit in most of these debates. Does that apply for the product?',
  },
  {
    post: 'spent friday reading 14k customer reviews. found our next headline in review number 10. small sample, but the direction is clear',
    draft: 'how did spending friday reading 14k customer reviews turn out overall?',
  },
  {
    post: 'Thinking about moving our billing to usage-based pricing.',
    draft:
      'Indeed, usage-based pricing is a big move. Furthermore, I would like to know what the customers think. It is worth a test.',
  },
];

let user: Promise<TSession> | undefined;
/** One user for the file: a quick edit reads only its own draft. */
const ada = () => (user ??= kit.newUser('quick'));

async function quickEdit(post: string, draft: string, edit_type: TEditType) {
  const session = await ada();
  const row = await kit.draftFor(session, {
    post: testOriginalMessage({ text: post }),
    suggestedResponse: draft,
  });
  const res = await kit.call(session, '/edit/response', { reply_id: row.id, edit_type });
  return { res, row: () => kit.rowOf(session, row.id) };
}

/** The words a reader sees, without emoji and punctuation. */
const wordsOf = (text: string) =>
  stripEmoji(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('quick edits with the offline writer', () => {
  test('every edit visibly changes a realistic draft, fits X and passes the voice guard, or says why not', async () => {
    const changed: Record<TEditType, number> = {
      casual: 0,
      tighter: 0,
      professional: 0,
      persuasive: 0,
      empathetic: 0,
    };
    for (const { post, draft } of REALISTIC) {
      for (const edit_type of EDIT_TYPES) {
        const { res, row } = await quickEdit(post, draft, edit_type);
        if (res.status === 422) {
          expect((await expectErrorBody(res, 422)).detail).toBe(EDIT_UNCHANGED[edit_type]);
          expect((await row()).suggestedResponse).toBe(draft);
          continue;
        }
        const { suggested_response: text } = ZEditResponseAnswer.parse(await kit.ok(res));
        expect(wordsOf(text), `${edit_type} of "${draft}"`).not.toBe(wordsOf(draft));
        expect(weightedLength(text)).toBeLessThanOrEqual(X_MAX_WEIGHTED_LENGTH);
        expect(applyVoiceGuard(text, { ownPosts: [] }).changes).toEqual([]);
        expect(await row()).toMatchObject({
          suggestedResponse: text,
          originalDraft: draft,
          editType: edit_type,
        });
        changed[edit_type] += 1;
      }
    }
    // Each edit does its job on most of these drafts, not only on the easy one.
    expect(changed).toEqual({ casual: 3, tighter: 6, professional: 2, persuasive: 4, empathetic: 6 });
  });

  test("'Too stuffy' loosens what is stiff: formal openers out, contractions, everyday words", async () => {
    const { res } = await quickEdit(REALISTIC[5]!.post, REALISTIC[5]!.draft, 'casual');
    expect(ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response).toBe(
      "Usage-based pricing is a big move. I want to know what the customers think. It's worth a test.",
    );
    const passive = await quickEdit(REALISTIC[0]!.post, REALISTIC[0]!.draft, 'casual');
    expect(ZEditResponseAnswer.parse(await kit.ok(passive.res)).suggested_response).toBe(
      'The enterprise tier gets too little attention in most of these debates. Would that apply for the roadmap?',
    );
  });

  test("'Punchier' keeps the main sentence and cuts the padding", async () => {
    const { res } = await quickEdit(REALISTIC[1]!.post, REALISTIC[1]!.draft, 'tighter');
    expect(ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response).toBe(
      'Boring answer on onboarding: the one your team already knows.',
    );
    const one = await quickEdit(REALISTIC[4]!.post, REALISTIC[4]!.draft, 'tighter');
    expect(ZEditResponseAnswer.parse(await kit.ok(one.res)).suggested_response).toBe(
      'How did spending friday reading 14k customer reviews turn out?',
    );
  });

  test("'Detailed' adds the post's own detail the reply leaves out, never an invented offer", async () => {
    const { res } = await quickEdit(REALISTIC[2]!.post, REALISTIC[2]!.draft, 'persuasive');
    const text = ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response;
    expect(text).toMatch(
      new RegExp(
        `^${REALISTIC[2]!.draft.replace(/[.?]/gu, '\\$&')} "Removed 4 fields, completion rate up 8%" is`,
      ),
    );
    // A draft that ends in a question used to come back unchanged.
    const question = await quickEdit(REALISTIC[3]!.post, REALISTIC[3]!.draft, 'persuasive');
    expect(ZEditResponseAnswer.parse(await kit.ok(question.res)).suggested_response).toContain(
      '"Writing a post about the whole migration"',
    );
  });

  test('an edit with nothing to work on says why, and the draft stays', async () => {
    const cases: [string, string, TEditType, string][] = [
      // Removing the emoji was all 'Punchier' did here.
      [
        'Shipped the pricing page today 🚀',
        'The pricing page looks clean 📈',
        'tighter',
        EDIT_UNCHANGED.tighter,
      ],
      [
        'Our best channel this quarter: cold outbound.',
        'What surprised you first about cold outbound?',
        'casual',
        EDIT_UNCHANGED.casual,
      ],
      [
        'Reminder: fees decide what people actually use.',
        'Fees get too little attention here. Where do fees stop holding true?',
        'persuasive',
        EDIT_UNCHANGED.persuasive,
      ],
      [
        'Our best channel this quarter: cold outbound.',
        'What surprised you first about cold outbound?',
        'professional',
        EDIT_UNCHANGED.professional,
      ],
    ];
    for (const [post, draft, edit_type, detail] of cases) {
      const { res, row } = await quickEdit(post, draft, edit_type);
      expect((await expectErrorBody(res, 422)).detail).toBe(detail);
      expect(await row()).toMatchObject({ suggestedResponse: draft, editType: null });
    }
    expect(EDIT_UNCHANGED.tighter).toBe(
      'This reply is already as short as it can be. Use Edit to change it yourself.',
    );
  });
});

describe('POST /api/edit/restore (the undo of a quick edit)', () => {
  test('puts back the text from before the quick edit; back at the first draft it is no longer rewritten', async () => {
    const { post, draft } = REALISTIC[1]!;
    const { res, row } = await quickEdit(post, draft, 'tighter');
    const { reply_id, suggested_response: tighter } = ZEditResponseAnswer.parse(await kit.ok(res));
    const session = await ada();
    const casual = ZEditResponseAnswer.parse(
      await kit.ok(await kit.call(session, '/edit/response', { reply_id, edit_type: 'empathetic' })),
    ).suggested_response;
    // One step back: the 'Punchier' text, still marked as rewritten.
    const back = await kit.call(session, '/edit/restore', { reply_id, text: tighter });
    expect(ZEditResponseAnswer.strict().parse(await kit.ok(back))).toEqual({
      reply_id,
      suggested_response: tighter,
      edited_text: tighter,
      // No writer was named with the text put back: the draft's stays as it was.
      drafted_by: expect.objectContaining({ kind: expect.any(String) }),
    });
    expect(await row()).toMatchObject({ suggestedResponse: tighter, editType: 'empathetic' });
    expect(casual).not.toBe(tighter);
    await kit.ok(await kit.call(session, '/edit/restore', { reply_id, text: draft }));
    expect(await row()).toMatchObject({ suggestedResponse: draft, originalDraft: draft, editType: null });
  });

  test('a decided reply is a 409, a text X would not take a 422; the draft stays', async () => {
    const session = await ada();
    const sent = await kit.draftFor(session, { status: 'scheduled', suggestedResponse: 'Sent as it is.' });
    const conflict = await expectErrorBody(
      await kit.call(session, '/edit/restore', { reply_id: sent.id, text: 'Another text' }),
      409,
    );
    expect(conflict.detail).toMatch(/it can no longer be edited$/);
    const pending = await kit.draftFor(session, { suggestedResponse: 'Kept.' });
    const long = await expectErrorBody(
      await kit.call(session, '/edit/restore', { reply_id: pending.id, text: '🙂'.repeat(141) }),
      422,
    );
    expect(long.detail).toBe('The reply is longer than 280 characters');
    const blank = await expectErrorBody(
      await kit.call(session, '/edit/restore', { reply_id: pending.id, text: ' ' }),
      422,
    );
    expect(blank.detail).toMatch(/The reply is empty/);
    expect((await kit.rowOf(session, pending.id)).suggestedResponse).toBe('Kept.');
  });
});
