import { describe, expect, test } from 'vitest';
import { ZBlueskyProfileAnswer, ZSandboxBlueskyAccountsAnswer } from '@gatling/shared/api/connections';
import { ZFeedbackAnswer, ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import { ZScheduledReply, ZSentPage } from '@gatling/shared/api/scheduled';
import { ZPublicConfig } from '@gatling/shared/api/session';
import { bearer, uniqueEmail, useTestApp } from '#test/harness';
import { newHandle } from '#test/kits/connections';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { blueskyPostsOf } from '#test/kits/sandbox-bluesky';
import { publishDue } from './modules/publishing/publish-due';
import { handleOf, postUri } from './stand-ins/sandbox/bluesky/bluesky-ids';

/**
 * "The quickstart can send" (decision 0067): on the defaults (no keys, no BLUESKY_SERVICE_URL, the
 * demo writer, the publish delay), a new user connects a simulated Bluesky account, monitoring
 * drafts replies to posts of the sandbox network read through the Bluesky face (a keyword and a
 * core user), an approved card is posted once by the app itself after the delay, with no hand-off,
 * and the post's thread on the sandbox's own page shows it.
 */
const t = useTestApp();
const kit = monitoringKit(t);

describe('the quickstart can send, on the simulated Bluesky', () => {
  test('connect, monitor, approve, published once after the delay, in the thread', async () => {
    const config = ZPublicConfig.parse(await (await t.request('/api/public-config')).json());
    expect(config).toMatchObject({ bluesky_sandbox: true, llm_offline: true, twitter_sandbox: true });
    const session = await t.signUpAndConfirm(uniqueEmail('quickstart'));
    const auth = bearer(session);

    // Onboarding step 1: the first simulated account offered, in one action.
    const list = await t.request('/api/auth/bluesky/sandbox/accounts', { headers: auth });
    const [account] = ZSandboxBlueskyAccountsAnswer.parse(await list.json()).data;
    const connected = await t.post('/api/auth/bluesky/sandbox', { did: account!.did }, auth);
    expect(connected.status, await connected.clone().text()).toBe(200);
    const me = ZBlueskyProfileAnswer.parse(await connected.json()).data;

    // Posts of the network: one for a keyword, one by a core user of the user's.
    const word = uniqueWord();
    expect((await t.post('/api/keyword/add', { words: word }, auth)).status).toBe(200);
    const asker = newHandle();
    const askerId = await kit.account(asker);
    const askId = await kit.post({
      authorId: askerId,
      text: `Has anyone tried ${word} for invoices? Worth it?`,
    });
    const coreName = newHandle();
    const coreId = await kit.account(coreName);
    const coreUser = handleOf(coreName);
    const added = await t.post('/api/core-users/add', { username: coreUser, platform: 'bluesky' }, auth);
    expect(added.status, await added.clone().text()).toBe(200);
    const coreText = 'Which invoicing tool would you pick for a studio of two? Asking before tax season.';
    const corePostId = await kit.post({ authorId: coreId, text: coreText, minutesAgo: 3 });
    const ask = postUri(askerId, askId);

    const run = await kit.monitor(session);
    expect(run).toMatchObject({ status: 'COMPLETED' });
    expect(run.posts_found).toBeGreaterThanOrEqual(2);
    const pending = await t.request('/api/interactions/pending?platform=bluesky', { headers: auth });
    const cards = ZPendingRepliesAnswer.strict().parse(await pending.json()).interactions;
    const ids = cards.map((c) => c.original_message.id);
    expect(ids).toContain(ask);
    expect(ids).toContain(postUri(coreId, corePostId));
    const card = cards.find((c) => c.original_message.id === ask)!;
    expect(card).toMatchObject({ delivery: 'api', drafted_by: { kind: 'demo' } });
    expect(card.original_message.url).toMatch(
      /\/sandbox\/profile\/[a-z0-9-]+\.sandbox\.test\/post\/[2-7a-z]{13}$/,
    );

    // Approved: it waits the publish delay, then goes out through the API, once.
    const approve = await t.post('/api/feedback/approve', { reply_id: card.id }, auth);
    expect(ZFeedbackAnswer.strict().parse(await approve.json())).toMatchObject({
      status: 'scheduled',
      delivery: 'api',
      dry_send: false,
    });
    expect(await publishDue(t.services, new Date())).toEqual([]);
    const scheduled = await t.request('/api/scheduled', { headers: auth });
    expect(ZScheduledReply.array().parse(await scheduled.json())).toMatchObject([
      { id: card.id, platform: 'bluesky', sandbox: true },
    ]);
    const later = new Date(Date.now() + (t.config.PUBLISH_DELAY_SECONDS + 1) * 1000);
    expect(await publishDue(t.services, later)).toEqual([{ id: card.id, outcome: 'published' }]);
    expect(await publishDue(t.services, new Date(later.getTime() + 86_400_000))).toEqual([]);
    const mine = await blueskyPostsOf(t.database.db, me.did);
    expect(mine).toEqual([{ id: expect.any(String), text: card.suggested_response, inReplyTo: ask }]);

    const sent = ZSentPage.strict().parse(await (await t.request('/api/sent', { headers: auth })).json());
    expect(sent.items).toMatchObject([{ id: card.id, how: 'app', sandbox: true, platform: 'bluesky' }]);
    const publishedUrl = new URL(sent.items[0]!.published_url!);
    expect(publishedUrl.pathname).toMatch(new RegExp(`^/sandbox/profile/${me.handle}/post/`));

    // The thread of the post answered, on the sandbox's page, shows the reply under it.
    const thread = await t.request(new URL(card.original_message.url).pathname);
    expect(thread.status).toBe(200);
    const html = await thread.text();
    expect(html).toContain('Simulated Bluesky');
    expect(html).toContain(`@${me.handle}`);
    expect(html).toContain(escapeHtml(card.suggested_response));
    expect((await t.request(publishedUrl.pathname)).status).toBe(200);
  });
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
