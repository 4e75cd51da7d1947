import { beforeEach, describe, expect, test } from 'vitest';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';
import { lastUserMessage } from '#test/kits/llm';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { draftsPerShownId, verdictsPerShownId } from '#test/kits/shown-ids';

/**
 * A monitoring run on Bluesky with a language model (the OpenAI-compatible wire fake) that answers
 * each post under the id its prompt shows, as a real model does. Bluesky's post ids are at:// URIs,
 * longer than a model copies back: the prompts name posts by short ids of their own.
 */
const ME = {
  handle: 'model-me.bsky.social',
  password: 'model-account-password',
  appPasswords: ['mode-lmea-ppas-word'],
  displayName: 'Model Me',
};
const ALICE = {
  handle: 'alice.bsky.social',
  password: 'alice-account',
  appPasswords: ['alic-eapp-pass-word'],
};

const bluesky = openedForAll(() => startBlueskyFake({ accounts: [ME, ALICE] }));
const model = openedForAll(() => startFakeOpenAi());
const t = useTestApp(() => ({
  BLUESKY_SERVICE_URL: bluesky.url,
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'llama3.1:8b',
  LLM_BASE_URL: model.baseUrl,
  LLM_MAX_RETRIES: '0',
  LLM_TIMEOUT_MS: '5000',
}));
const kit = monitoringKit(t);

beforeEach(() => {
  model.requests.length = 0;
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('a Bluesky monitoring run with a language model', () => {
  test('every qualified post gets its draft, on its own post', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('blue-model'));
    const res = await t.post(
      '/api/auth/bluesky',
      { identifier: ME.handle, app_password: ME.appPasswords[0] },
      bearer(session),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const asks = [
      `anyone tried ${word} for invoices?`,
      `is ${word} worth it for a two person studio?`,
      `how do you set up ${word} for a new client?`,
    ];
    const posts = asks.map((text, i) =>
      bluesky.addPost(ALICE.handle, { text, createdAt: minutesAgo(10 - i) }),
    );
    const replies = new Map([
      [asks[0], 'we send ours from the bank app, nothing fancy'],
      [asks[1], 'for two people a spreadsheet held up fine until tax season'],
      [asks[2], 'a template per client saved us the most time'],
    ]);
    model.reply(
      verdictsPerShownId(() => ({ qualified: true, score: 80, reason: 'Asks about the tool.' })),
      draftsPerShownId((post) => replies.get(post.text) ?? null),
    );

    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_found: 3,
      posts_qualified: 3,
      drafts_created: 3,
    });
    const rows = await kit.repliesOf(session);
    expect(new Map(rows.map((r) => [r.postId, r.suggestedResponse]))).toEqual(
      new Map(posts.map((p, i) => [p.uri, replies.get(asks[i])])),
    );
    expect(posts.every((p) => p.uri.startsWith('at://'))).toBe(true);
    // Two calls, neither showing the model an at:// id to copy.
    expect(model.requests).toHaveLength(2);
    for (const req of model.requests) expect(lastUserMessage(req.body)).not.toContain('at://');
  });
});
