import { describe, expect, test } from 'vitest';
import { ZBlueskyProfileAnswer, ZSandboxBlueskyAccountsAnswer } from '@gatling/shared/api/connections';
import { ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import { bearer, uniqueEmail } from '#test/harness';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { lastUserMessage } from '#test/kits/llm';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { blueskyPostsOf } from '#test/kits/sandbox-bluesky';
import { draftsPerShownId, verdictsPerShownId } from '#test/kits/shown-ids';
import { publishDue } from './modules/publishing/publish-due';
import { postUri } from './stand-ins/sandbox/bluesky/bluesky-ids';

/**
 * The simulated Bluesky (decision 0067) with a language model (the OpenAI-compatible wire fake)
 * that answers each post under the id its prompt shows: the network's at:// ids never reach the
 * model, every qualified post gets its own draft, and an approved one is posted once, as drafted.
 */
const { fake: model, t } = useAppWithCompatibleModel();
const kit = monitoringKit(t);

describe('a model drafting for the simulated Bluesky', () => {
  test('each post its own draft; the approved one posted once, through the API', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('bsky-sandbox-model'));
    const auth = bearer(session);
    const list = await t.request('/api/auth/bluesky/sandbox/accounts', { headers: auth });
    const [account] = ZSandboxBlueskyAccountsAnswer.parse(await list.json()).data;
    const connected = await t.post('/api/auth/bluesky/sandbox', { did: account!.did }, auth);
    expect(connected.status, await connected.clone().text()).toBe(200);
    const me = ZBlueskyProfileAnswer.parse(await connected.json()).data;

    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const asks = [
      `anyone tried ${word} for invoices?`,
      `is ${word} worth it for a two person studio?`,
      `how do you set up ${word} for a new client?`,
    ];
    const author = await kit.account(`asker${word.slice(-6)}`);
    const ids: string[] = [];
    for (const [i, text] of asks.entries())
      ids.push(await kit.post({ authorId: author, text, minutesAgo: 10 - i }));
    const uris = ids.map((id) => postUri(author, id));
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
    const pending = await t.request('/api/interactions/pending?platform=bluesky', { headers: auth });
    const cards = ZPendingRepliesAnswer.strict().parse(await pending.json()).interactions;
    expect(new Map(cards.map((c) => [c.original_message.id, c.suggested_response]))).toEqual(
      new Map(uris.map((uri, i) => [uri, replies.get(asks[i])])),
    );
    expect(model.requests).toHaveLength(2);
    for (const req of model.requests) expect(lastUserMessage(req.body)).not.toContain('at://');

    const card = cards.find((c) => c.original_message.id === uris[1])!;
    const approve = await t.post('/api/feedback/approve', { reply_id: card.id }, auth);
    expect(approve.status, await approve.clone().text()).toBe(200);
    const later = new Date(Date.now() + (t.config.PUBLISH_DELAY_SECONDS + 1) * 1000);
    expect(await publishDue(t.services, later)).toEqual([{ id: card.id, outcome: 'published' }]);
    expect(await publishDue(t.services, new Date(later.getTime() + 60_000))).toEqual([]);
    expect(await blueskyPostsOf(t.database.db, me.did)).toEqual([
      { id: expect.any(String), text: replies.get(asks[1]), inReplyTo: uris[1] },
    ]);
  });
});
