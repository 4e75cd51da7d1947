import { describe, expect, test } from 'vitest';
import { ZEditResponseAnswer, ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { answer } from '#test/kits/llm';
import { bearer, openedForAll, useTestApp } from '#test/harness';
import { reviewKit } from '#test/kits/review';

/**
 * drafted_by follows the text of a quick edit. The instance writes with the demo writer; one user
 * chooses her own model (a local fake: loopback allowed).
 */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({ LLM_ALLOW_LOOPBACK: 'true', LLM_MAX_RETRIES: '0' }));
const kit = reviewKit(t);

const LONG =
  'I do not think that is the right tool. It is honestly very slow and I would not use it for this.';

const cardOf = async (s: TSession, id: string) => {
  const res = await t.request('/api/interactions/pending', { headers: bearer(s) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZPendingRepliesAnswer.parse(await res.json()).interactions.find((i) => i.id === id);
};

describe("a quick edit's writer becomes the draft's writer", () => {
  test("the demo writer's edit of a model's draft makes it a demo draft", async () => {
    const ben = await kit.newUser('writer-demo');
    const row = await kit.draftFor(ben, { suggestedResponse: LONG, draftedBy: 'openai:gpt-4.1-mini' });
    expect((await cardOf(ben, row.id))?.drafted_by).toEqual({ kind: 'model', label: 'gpt-4.1-mini' });
    const edited = await kit.call(ben, '/edit/response', { reply_id: row.id, edit_type: 'tighter' });
    expect(edited.status, await edited.clone().text()).toBe(200);
    // The answer says so, for the card to change its label at once.
    expect(ZEditResponseAnswer.parse(await edited.json()).drafted_by).toEqual({ kind: 'demo', label: null });
    expect((await kit.rowOf(ben, row.id)).draftedBy).toBe('offline');
    expect((await cardOf(ben, row.id))?.drafted_by).toEqual({ kind: 'demo', label: null });

    // Undo puts the model's text back, and with it a model as its writer: which one is not kept,
    // and the instance writes with the demo writer, so the card names none (but never "demo").
    const undone = await kit.call(ben, '/edit/restore', {
      reply_id: row.id,
      text: LONG,
      drafted_by: { kind: 'model' },
    });
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(ZEditResponseAnswer.parse(await undone.json()).drafted_by).toEqual({
      kind: 'unknown',
      label: null,
    });
    expect((await cardOf(ben, row.id))?.suggested_response).toBe(LONG);
  });

  test("a model's edit of a demo draft makes it that model's", async () => {
    const ada = await kit.newUser('writer-model');
    const put = await t.request('/api/settings/model', {
      method: 'PUT',
      headers: { ...bearer(ada), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'openai-compatible', model: 'qwen2.5:7b', base_url: fake.baseUrl }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const row = await kit.draftFor(ada, { suggestedResponse: LONG, draftedBy: 'offline' });
    fake.reply(answer(JSON.stringify({ text: 'Wrong tool for this, and slow.' })));
    await kit.ok(await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'tighter' }));
    expect(await kit.rowOf(ada, row.id)).toMatchObject({
      suggestedResponse: 'Wrong tool for this, and slow.',
      draftedBy: 'openai-compatible:qwen2.5:7b',
    });
    expect((await cardOf(ada, row.id))?.drafted_by).toEqual({ kind: 'model', label: 'qwen2.5:7b' });
  });
});
