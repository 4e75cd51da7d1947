import { describe, expect, test, vi } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { answer, callsOf } from '#test/kits/llm';
import { bearer, expectErrorBody, openedForAll, useTestApp } from '#test/harness';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';

/**
 * Quick edits on a user's own model (Settings › Drafting model, a local fake: loopback allowed)
 * while the instance writes with the demo writer: what the user reads when the model does not make
 * the edit, cancelling an edit, and the one deadline a person waits for (LLM_TIMEOUT_MS here).
 */
const fake = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({ LLM_ALLOW_LOOPBACK: 'true', LLM_MAX_RETRIES: '2', LLM_TIMEOUT_MS: '3000' }));
const kit = reviewKit(t);

const POST = 'redesigned empty states this week. removed 4 fields, completion rate up 8%.';
const DRAFT = 'I would say that this is a rather good result for the completion rate. Well done.';
const says = (text: string) => answer(JSON.stringify({ text }));

async function ownModelUser(label: string): Promise<TSession> {
  const session = await kit.newUser(label);
  const put = await t.request('/api/settings/model', {
    method: 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'openai-compatible', model: 'qwen2.5:7b', base_url: fake.baseUrl }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  fake.requests.length = 0;
  return session;
}

const draftOf = (session: TSession) =>
  kit.draftFor(session, { post: testOriginalMessage({ text: POST }), suggestedResponse: DRAFT });

const post = (session: TSession, path: string, body: unknown, signal?: AbortSignal) =>
  t.request(`/api${path}`, {
    method: 'POST',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

describe("quick edits on the user's own model", () => {
  test('the same words twice: her model is asked twice, and the 422 says it did not make the edit', async () => {
    const ada = await ownModelUser('own-unchanged');
    const row = await draftOf(ada);
    fake.reply(says(DRAFT), says(DRAFT));
    const res = await kit.call(ada, '/edit/response', { reply_id: row.id, edit_type: 'casual' });
    expect((await expectErrorBody(res, 422)).detail).toBe(
      'The model “qwen2.5:7b” answered with the same words and did not make the edit. You can use Edit to change it yourself.',
    );
    expect(fake.requests).toHaveLength(2);
    expect(await kit.rowOf(ada, row.id)).toMatchObject({ suggestedResponse: DRAFT, editType: null });
  });

  test("the edit form's preview likewise, pointing to the text in the form", async () => {
    const ben = await ownModelUser('own-preview');
    fake.reply(says(DRAFT), says(DRAFT));
    const res = await kit.call(ben, '/edit/preview', { text: DRAFT, edit_type: 'casual' });
    expect((await expectErrorBody(res, 422)).detail).toBe(
      'The model “qwen2.5:7b” answered with the same words and did not make the edit. You can change the text yourself.',
    );
    expect(fake.requests).toHaveLength(2);
  });

  test('a cancelled edit closes the model request and changes nothing', async () => {
    const cy = await ownModelUser('own-cancel');
    const row = await draftOf(cy);
    fake.reply({ type: 'hang' });
    const client = new AbortController();
    const answered = post(cy, '/edit/response', { reply_id: row.id, edit_type: 'tighter' }, client.signal);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    client.abort();
    await fake.requests[0]!.closed;
    expect((await answered).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
    expect(await kit.rowOf(cy, row.id)).toMatchObject({ suggestedResponse: DRAFT, editType: null });
    expect(await callsOf(kit.db, cy.user.id)).toMatchObject([{ task: 'rewrite', errorCode: 'aborted' }]);
  });

  test('a model that does not answer is not asked again: the user reads how long it had', async () => {
    const dee = await ownModelUser('own-deadline');
    const row = await draftOf(dee);
    // A background call would retry (LLM_MAX_RETRIES) and get the answer queued second.
    fake.reply({ type: 'hang' }, says('Good result. Well done.'));
    const res = await kit.call(dee, '/edit/response', { reply_id: row.id, edit_type: 'tighter' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      `Your model server at ${fake.baseUrl} did not answer within 3 s. Please try again; if it keeps happening, check that the server is running and not overloaded. You can also use Edit to change it yourself.`,
    );
    expect(fake.requests).toHaveLength(1);
    fake.clearReplies();
    expect((await kit.rowOf(dee, row.id)).suggestedResponse).toBe(DRAFT);
  });
});
