import { describe, expect, test } from 'vitest';
import { outputTokenCap } from '../../integrations/llm/providers';
import { answer, providerFixture, targetFor, useTestDatabase } from '#test/kits/llm';
import { DRAFT_BATCH } from '#test/kits/drafting';
import { draftBatchOutputTokens, draftRepliesTask } from './draft-replies';

const testDatabase = useTestDatabase();

describe('the draft-replies task on the wire (OpenAI-compatible)', () => {
  const user = 'draft-batch-cap';
  const { fake, service } = providerFixture('openai-compatible', testDatabase, user);
  const target = targetFor('openai-compatible', 'http://unused/v1');

  test('its output cap follows the batch: one post is not given five posts of room', async () => {
    const one = { ...DRAFT_BATCH, items: DRAFT_BATCH.items.slice(0, 1) };
    fake.reply(
      answer(JSON.stringify({ drafts: [{ id: 'p1', text: 'neon, free tier', skip_reason: null }] })),
      answer(
        JSON.stringify({
          drafts: [
            { id: 'p1', text: 'neon, free tier', skip_reason: null },
            { id: 'p2', text: 'same here, neon', skip_reason: null },
          ],
        }),
      ),
    );
    const before = fake.requests.length;
    await service().run(draftRepliesTask, one, { userId: user });
    await service().run(draftRepliesTask, DRAFT_BATCH, { userId: user });
    const [single, pair] = fake.requests.slice(before).map((r) => Number(r.body.max_tokens));
    expect(single).toBe(outputTokenCap(target, draftBatchOutputTokens(1)));
    expect(pair).toBe(outputTokenCap(target, draftBatchOutputTokens(2)));
    expect(pair! - single!).toBe(draftBatchOutputTokens(2) - draftBatchOutputTokens(1));
  });

  test('an answer cut off at the cap gives its complete entries, in one request', async () => {
    const complete = JSON.stringify({ id: 'p1', text: 'neon, the free tier is plenty', skip_reason: null });
    fake.reply({
      type: 'text',
      text: `{"drafts": [${complete}, {"id": "p2", "text": "supabase if you need au`,
      finish: 'length',
    });
    const before = fake.requests.length;
    const out = await service().run(draftRepliesTask, DRAFT_BATCH, { userId: user });
    expect(fake.requests.length - before).toBe(1);
    expect(out.drafts.map((d) => [d.id, d.text !== null])).toEqual([
      [DRAFT_BATCH.items[0]!.post.id, true],
      [DRAFT_BATCH.items[1]!.post.id, false],
    ]);
    expect(out.drafts[1]!.skip_reason).toBe('The model gave no reply for this post.');
  });
});
