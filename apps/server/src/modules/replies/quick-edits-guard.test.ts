import { describe, expect, test } from 'vitest';
import { ZEditPreviewAnswer, ZEditResponseAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { answer, lastUserMessage, systemOf } from '#test/kits/llm';
import { expectErrorBody } from '#test/harness';
import { storeAudienceSummary } from '#test/kits/audience';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';

/**
 * Quick edits held to the draft checks, against the OpenAI-compatible fake: a rewrite that makes
 * things up is asked again once, then refused with a reason the user reads, the draft kept.
 */
const { fake, t } = useAppWithCompatibleModel();
const kit = reviewKit(t);

const POST = 'Launching our waitlist page next week. Any tips for getting the first signups?';
const DRAFT = 'Put the signup form above the fold and say who it is for in one line.';
const INVENTED =
  'Put the signup form above the fold, it got us 40% more signups. Template at launchpage.io/tally.';
const HONEST =
  'Put the signup form above the fold and say who it is for in one line: people sign up when they see themselves in it.';
const REFUSED =
  'The model added a figure and a link that are not in your reply or the post, so the edit was not applied.';
const says = (text: string) => answer(JSON.stringify({ text }));

async function pendingDraft(session: TSession, suggestedResponse = DRAFT) {
  return kit.draftFor(session, {
    post: testOriginalMessage({ text: POST }),
    suggestedResponse,
    draftedBy: 'openai-compatible:llama3.1:8b',
  });
}

describe('a quick edit goes through the draft checks', () => {
  test('a persuasive rewrite inventing a figure and a link, twice: refused with why, the draft unchanged', async () => {
    const ada = await kit.newUser('guard-refused');
    const row = await pendingDraft(ada);
    fake.reply(says(INVENTED), says(INVENTED));
    const res = await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'persuasive' });
    expect((await expectErrorBody(res, 422)).detail).toBe(REFUSED);
    expect(await kit.rowOf(ada, row.id)).toMatchObject({
      suggestedResponse: DRAFT,
      editType: null,
      status: 'pending',
      draftedBy: 'openai-compatible:llama3.1:8b',
    });
    // Asked again once, shown its answer and what was wrong; never a third time.
    expect(fake.requests).toHaveLength(2);
    const again = lastUserMessage(fake.requests[1]!.body);
    expect(again).toContain('Your previous answer was sent back');
    expect(again).toContain(JSON.stringify(INVENTED));
    expect(again).toMatch(/details nothing given supports \("launchpage\.io\/tally\.?", "40"\)/u);
    expect(fake.pending()).toBe(0);
  });

  test('a second answer that passes the checks is applied', async () => {
    const ada = await kit.newUser('guard-second');
    const row = await pendingDraft(ada);
    fake.reply(says(INVENTED), says(HONEST));
    const res = await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'persuasive' });
    expect(ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response).toBe(HONEST);
    expect(await kit.rowOf(ada, row.id)).toMatchObject({ suggestedResponse: HONEST, editType: 'persuasive' });
    expect(fake.requests).toHaveLength(2);
  });

  test("the edit form's preview is held to the same checks", async () => {
    const ada = await kit.newUser('guard-preview');
    fake.reply(says(INVENTED), says(INVENTED));
    const res = await kit.call(ada, '/edit/preview', { text: DRAFT, edit_type: 'persuasive' });
    expect((await expectErrorBody(res, 422)).detail).toBe(
      'The model added a figure and a link that are not in your text, so the edit was not applied.',
    );
    fake.reply(says(HONEST));
    const ok = await kit.call(ada, '/edit/preview', { text: DRAFT, edit_type: 'persuasive' });
    expect(ZEditPreviewAnswer.parse(await kit.ok(ok)).edited_text).toBe(HONEST);
  });
});

describe('the rewrite prompt carries what drafting is given', () => {
  test('their sent replies, their business and their audience reach the model', async () => {
    const ada = await kit.newUser('guard-prompt');
    const sent = 'we got our first signups from one honest reddit post, not from ads';
    await kit.draftFor(ada, {
      post: testOriginalMessage({ text: 'How did you find your first users?' }),
      status: 'published',
      finalText: sent,
      publishedAt: new Date(),
    });
    await kit.ok(
      await kit.call(ada, '/business/info', { one_line_summary: 'Tally: forms for indie founders' }),
    );
    const audience = 'Indie founders launching their first product.';
    await storeAudienceSummary(t.database.db, ada.user.id, audience);
    const row = await pendingDraft(ada);
    fake.reply(says('put the signup form above the fold, say who it is for in one line'));
    await kit.ok(await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'casual' }));
    const system = systemOf(fake.requests[0]!.body);
    expect(system).toContain(JSON.stringify(sent));
    expect(system).toContain('In one line: "Tally: forms for indie founders"');
    expect(system).toContain(`## Who they want to reach\n${JSON.stringify(audience)}`);
  });
});
