import { describe, expect, test } from 'vitest';
import { ZEditResponseAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { EDIT_INSTRUCTIONS } from '../../drafting/tasks/rewrite';
import { answer, lastUserMessage } from '#test/kits/llm';
import { expectErrorBody } from '#test/harness';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';
import { modelDidNotEdit } from './guarded-rewrite';

/** The card's quick edits with a model (the OpenAI-compatible fake): its instruction, its retry. */
const { fake, t } = useAppWithCompatibleModel();
const kit = reviewKit(t);

const POST = 'redesigned empty states this week. removed 4 fields, completion rate up 8%.';
const DRAFT = 'Clear movement on completion rate there. Hoping it keeps heading the same way from here. 📈';
const says = (text: string) => answer(JSON.stringify({ text }));

let user: Promise<TSession> | undefined;
const ada = () => (user ??= kit.newUser('quick-model'));
async function quickEdit(edit_type: string) {
  const session = await ada();
  const row = await kit.draftFor(session, {
    post: testOriginalMessage({ text: POST }),
    suggestedResponse: DRAFT,
  });
  const res = await kit.call(session, '/edit/response', { reply_id: row.id, edit_type });
  return { res, row: () => kit.rowOf(session, row.id) };
}

describe('quick edits with a model', () => {
  test("the edit's own instruction, the post and the draft reach the model; its answer is the new draft", async () => {
    fake.reply(says('Clear movement on completion rate. Removing 4 fields did that.'));
    const { res, row } = await quickEdit('persuasive');
    const text = ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response;
    expect(text).toBe('Clear movement on completion rate. Removing 4 fields did that.');
    expect((await row()).suggestedResponse).toBe(text);
    expect(fake.requests).toHaveLength(1);
    const prompt = lastUserMessage(fake.requests[0]!.body);
    expect(prompt).toContain(EDIT_INSTRUCTIONS.persuasive);
    expect(prompt).toContain('more detailed');
    expect(prompt).toContain('removed 4 fields, completion rate up 8%');
    expect(prompt).toContain('Hoping it keeps heading the same way from here.');
  });

  test('an answer with the same words is asked again once, shown what it answered', async () => {
    // Only the emoji gone: not a change the user would see.
    fake.reply(
      says('Clear movement on completion rate there. Hoping it keeps heading the same way from here.'),
      says('Clear movement on completion rate.'),
    );
    const { res } = await quickEdit('tighter');
    expect(ZEditResponseAnswer.parse(await kit.ok(res)).suggested_response).toBe(
      'Clear movement on completion rate.',
    );
    expect(fake.requests).toHaveLength(2);
    const again = lastUserMessage(fake.requests[1]!.body);
    expect(again).toContain('Your previous answer did not visibly change the reply');
    expect(again).toContain(EDIT_INSTRUCTIONS.tighter);
  });

  test('the same words twice: a 422 that says the model did not make the edit, the draft kept, no third call', async () => {
    fake.reply(says(DRAFT), says(DRAFT));
    const { res, row } = await quickEdit('casual');
    // Not "already casual": that is the demo writer's finding; a model can miss an edit a reply needs.
    expect((await expectErrorBody(res, 422)).detail).toBe(
      modelDidNotEdit('llama3.1:8b', 'use Edit to change it yourself'),
    );
    expect(await row()).toMatchObject({ suggestedResponse: DRAFT, editType: null });
    expect(fake.requests).toHaveLength(2);
    expect(fake.pending()).toBe(0);
  });
});
