/**
 * The conversations inbox (decision 0083) against Bluesky's own reference network (@atproto/dev-env:
 * PLC, PDS, AppView): the product publishes a reply for its user (monitoring → card → approve →
 * publish job), then another account answers that reply, mentions the user in a post of its own
 * (a real mention facet, as the Bluesky app writes it) and quotes a post of the user's. The
 * conversations job (readInboxes, the worker's 'conversations-read') reads the account's
 * notifications on the AppView, and GET /api/conversations answers the three with a follow-up each.
 * The answer's follow-up, approved with the review stack's own call, is published once by the
 * publish job, in the answer's thread (root: the post the user first replied to; parent: the
 * answer), and a second run posts nothing. The read marks the notifications seen, and a read with
 * nothing new takes nothing in.
 *
 * One cell per writer: the demo writer, and a language model behind the OpenAI wire fake (scripted
 * as writer-matrix.test.ts does, answering each post under the id its prompt shows). Each cell has
 * its own product app on a database of its own (the job claims every due account of its database,
 * and must draft each cell's with that cell's writer), and one network serves both.
 *
 * Running it: `npm run test:bluesky -- conversations` (see reply-journey.test.ts for what it needs).
 */
import { RichText } from '@atproto/api';
import { ZConversationsAnswer, type TConversationItem } from '@gatling/shared/api/conversations';
import { ZFeedbackAnswer, ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { conversationCursors, conversationItems } from '../../apps/server/src/db/schema/conversations';
import { replies } from '../../apps/server/src/db/schema/replies';
import { openPlatformAccess } from '../../apps/server/src/modules/connections/open-platform-access';
import { readInboxes } from '../../apps/server/src/modules/conversations/read-inbox';
import { runMonitorBatch } from '../../apps/server/src/modules/monitoring/run-monitor-batch';
import { publishDue } from '../../apps/server/src/modules/publishing/publish-due';
import { createTestApp, type TTestApp } from '../../apps/server/test/harness';
import { useWriters, type TWriterName } from '../../apps/server/test/kits/network-writer-matrix';
import { draftsPerShownId, verdictsPerShownId } from '../../apps/server/test/kits/shown-ids';
import { connectedBluesky, productUser, timed, useBlueskyNetwork, type TBlueskyAccount } from './network';

const writer = useWriters();
const bluesky = useBlueskyNetwork('conversations');

/** The cells' apps, each on its own database; closed after the file. */
const opened: TTestApp[] = [];
afterAll(async () => {
  for (const app of opened.reverse()) await app.close();
});

/** The cells: the demo writer, then a model behind the OpenAI wire fake. */
const CELLS = ['demo', 'openai'] as const satisfies readonly TWriterName[];

/** What the model answers to each post it is shown, by the post's text. */
const MODEL_SAYS: Record<string, string> = {
  ask: 'we moved our welcome emails to it last spring and the drip builder was the part we kept',
  answer: 'about two weeks, most of it was rewriting the copy rather than the setup',
  mention: 'happy to, the short version is start with one welcome email and grow from there',
  quote: 'glad it helped, the annual plan test ran for a full quarter before we trusted it',
};

/** The record key: the last segment of an at:// URI. */
const rkeyOf = (uri: string) => uri.split('/').at(-1) ?? '';

async function onboarded(app: TTestApp, label: string) {
  const user = await productUser(app, label);
  const done = await app.request('/api/onboarding/complete', { method: 'POST', headers: user.auth });
  expect(done.status, await done.clone().text()).toBe(200);
  return user;
}

/** Due now: the publish slot approval gave, brought to the present (as time passing would). */
async function dueNow(app: TTestApp, ids: string[]): Promise<void> {
  await app.database.db
    .update(replies)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(inArray(replies.id, ids));
}

async function approve(app: TTestApp, auth: Record<string, string>, replyId: string): Promise<void> {
  const res = await app.post('/api/feedback/approve', { reply_id: replyId }, auth);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(ZFeedbackAnswer.strict().parse(await res.json())).toMatchObject({
    status: 'scheduled',
    delivery: 'api',
    dry_send: false,
  });
  await dueNow(app, [replyId]);
}

async function inbox(app: TTestApp, auth: Record<string, string>): Promise<TConversationItem[]> {
  const res = await app.request('/api/conversations?platform=bluesky', { headers: auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZConversationsAnswer.strict().parse(await res.json()).items;
}

/** A post's strong reference (uri and cid), as the AppView has it. */
async function strongRef(uri: string): Promise<{ uri: string; cid: string }> {
  const answer = await bluesky.appView().app.bsky.feed.getPosts({ uris: [uri] });
  const view = answer.data.posts[0];
  if (!view) throw new Error(`the AppView has no post ${uri}`);
  return { uri: view.uri, cid: view.cid };
}

/** Where the conversations job read the user's Bluesky inbox up to. */
async function cursorOf(app: TTestApp, userId: string) {
  const [row] = await app.database.db
    .select()
    .from(conversationCursors)
    .where(and(eq(conversationCursors.userId, userId), eq(conversationCursors.platform, 'bluesky')));
  return row;
}

/** The user's items and replies (cards and follow-ups) as stored: ids and statuses. */
async function storedFor(app: TTestApp, userId: string) {
  const { db } = app.database;
  return {
    items: await db
      .select({ id: conversationItems.id, status: conversationItems.status })
      .from(conversationItems)
      .where(eq(conversationItems.userId, userId))
      .orderBy(asc(conversationItems.id)),
    replies: await db
      .select({ id: replies.id, status: replies.status })
      .from(replies)
      .where(eq(replies.userId, userId))
      .orderBy(asc(replies.id)),
  };
}

/** The user's unread notifications, as the Bluesky app would show the badge. */
async function unreadOf(account: TBlueskyAccount): Promise<number> {
  return (await account.agent.app.bsky.notification.getUnreadCount()).data.count;
}

describe('Bluesky reference network: answers, mentions and quotes come into the inbox with follow-ups', () => {
  test.each(CELLS)('the conversations inbox × %s writer', async (name) => {
    const cell = writer(name);
    const app = await timed(`${name}: app open`, () =>
      createTestApp({ BLUESKY_SERVICE_URL: bluesky.current().pds.url, ...cell.config }),
    );
    opened.push(app);
    const user = await onboarded(app, `conversations-${name}`);
    const me = await bluesky.createAccount(name === 'demo' ? 'demome' : 'modelme');
    const other = await bluesky.createAccount(name === 'demo' ? 'demoother' : 'modelother');
    const profile = await connectedBluesky(app, user.auth, {
      identifier: me.handle,
      app_password: await bluesky.createAppPassword(me),
    });
    expect(profile.did).toBe(me.did);

    // ── The product publishes a reply of the user's: monitoring → card → approve → publish job.
    const keyword = `quorbix${name}${Date.now().toString(36).replace(/\d/g, '')}`;
    const added = await app.post('/api/keyword/add', { words: keyword }, user.auth);
    expect(added.status, await added.clone().text()).toBe(200);
    const askText = `Has anyone tried ${keyword} for onboarding emails? Looking for thoughts.`;
    const asked = await other.agent.post({
      text: askText,
      langs: ['en'],
      createdAt: new Date().toISOString(),
    });
    await bluesky.current().processAll();
    cell.fake?.reply(
      verdictsPerShownId(() => ({ qualified: true, score: 85, reason: 'Asks which tool to use.' })),
      draftsPerShownId((post) => (post.text === askText ? MODEL_SAYS.ask! : null)),
    );
    const published = await timed(`${name}: reply published`, async () => {
      const trigger = await app.post('/api/monitor/trigger', {}, user.auth);
      expect(trigger.status, await trigger.clone().text()).toBe(200);
      while ((await runMonitorBatch(app.services, new Date())) > 0) {
        // Until no run is left to claim.
      }
      const res = await app.request('/api/interactions/pending?platform=bluesky', { headers: user.auth });
      expect(res.status, await res.clone().text()).toBe(200);
      const cards = ZPendingRepliesAnswer.strict().parse(await res.json()).interactions;
      const card = cards.find((c) => c.original_message.id === asked.uri);
      expect(card, `cards: ${JSON.stringify(cards.map((c) => c.original_message.id))}`).toBeDefined();
      expect(card!.drafted_by).toEqual(cell.draftedBy);
      await approve(app, user.auth, card!.id);
      expect(await publishDue(app.services, new Date())).toEqual([{ id: card!.id, outcome: 'published' }]);
      const [row] = await app.database.db.select().from(replies).where(eq(replies.id, card!.id));
      expect(row?.publishedPostId).toMatch(new RegExp(`^at://${me.did}/app.bsky.feed.post/`));
      return { cardId: card!.id, uri: row!.publishedPostId!, text: card!.suggested_response };
    });
    expect(cell.fake?.pending() ?? 0, 'the model was asked once to qualify, once to draft').toBe(0);

    // ── Someone answers that reply, mentions the user in a post, and quotes a post of the user's.
    const own = await me.agent.post({
      text: 'We tested an annual plan for a quarter before making it the default.',
      langs: ['en'],
      createdAt: new Date().toISOString(),
    });
    await bluesky.current().processAll();
    const texts = {
      answer: 'Thanks! How long did the move take you, start to finish?',
      mention: `@${me.handle} could you share how you set up your first welcome email?`,
      quote: 'This is the clearest take on pricing I have read this week. How did you measure it?',
    };
    const root = { uri: asked.uri, cid: asked.cid };
    const answered = await other.agent.post({
      text: texts.answer,
      reply: { root, parent: await strongRef(published.uri) },
      langs: ['en'],
      createdAt: new Date().toISOString(),
    });
    const mention = new RichText({ text: texts.mention });
    await mention.detectFacets(other.agent);
    expect(mention.facets?.[0]?.features[0]).toMatchObject({
      $type: 'app.bsky.richtext.facet#mention',
      did: me.did,
    });
    const mentioned = await other.agent.post({
      text: mention.text,
      facets: mention.facets,
      langs: ['en'],
      createdAt: new Date().toISOString(),
    });
    const quoted = await other.agent.post({
      text: texts.quote,
      embed: { $type: 'app.bsky.embed.record', record: { uri: own.uri, cid: own.cid } },
      langs: ['en'],
      createdAt: new Date().toISOString(),
    });
    await bluesky.current().processAll();
    expect(await unreadOf(me), 'the three notify the user').toBe(3);

    // ── The conversations job reads the inbox and drafts a follow-up for each.
    const modelFollowUps = new Map([
      [texts.answer, MODEL_SAYS.answer!],
      [mention.text, MODEL_SAYS.mention!],
      [texts.quote, MODEL_SAYS.quote!],
    ]);
    cell.fake?.reply(draftsPerShownId((post) => modelFollowUps.get(post.text) ?? null));
    const readAt = new Date();
    expect(await timed(`${name}: inbox read`, () => readInboxes(app.services, readAt))).toBe(1);
    expect(cell.fake?.pending() ?? 0, 'the model was asked once for the three follow-ups').toBe(0);

    const items = await inbox(app, user.auth);
    expect(items.map((i) => [i.kind, i.post.id])).toEqual([
      ['answer', answered.uri],
      ['mention', mentioned.uri],
      ['quote', quoted.uri],
    ]);
    for (const item of items) {
      expect(item.platform).toBe('bluesky');
      expect(item.follow_up, `${item.kind}: ${item.nothing_to_add}`).not.toBeNull();
      expect(item.follow_up?.drafted_by).toEqual(cell.draftedBy);
      expect(item.follow_up?.delivery).toBe('api');
      if (cell.fake) expect(item.follow_up?.suggested_response).toBe(modelFollowUps.get(item.post.text));
      else expect(item.follow_up?.suggested_response.trim()).not.toBe('');
      expect(item.post.author.username).toBe(other.handle);
      expect(item.can_like).toBe(true);
    }
    const [answer, mentionItem, quote] = items as [TConversationItem, TConversationItem, TConversationItem];
    expect(answer.post.text).toBe(texts.answer);
    expect(answer.post.replied_to).toMatchObject({ id: published.uri, text: published.text });
    expect(answer.post.thread_root).toMatchObject({ id: asked.uri, text: askText });
    expect(answer.your_reply).toMatchObject({ id: published.cardId, text: published.text });
    expect(answer.your_reply?.url).toBe(`https://bsky.app/profile/${me.did}/post/${rkeyOf(published.uri)}`);
    expect(mentionItem.post.text).toBe(texts.mention);
    expect(mentionItem.your_reply).toBeNull();
    expect(quote.post.original_tweet).toMatchObject({ id: own.uri });
    expect(quote.your_reply).toBeNull();

    // The read marked the notifications seen, as the Bluesky app does once they are read.
    await bluesky.current().processAll();
    expect(await unreadOf(me)).toBe(0);

    // ── The answer's follow-up, approved, is published once in the answer's thread.
    const followUp = answer.follow_up!;
    await approve(app, user.auth, followUp.reply_id);
    expect(await timed(`${name}: follow-up published`, () => publishDue(app.services, new Date()))).toEqual([
      { id: followUp.reply_id, outcome: 'published' },
    ]);
    await bluesky.current().processAll();
    const underAnswer = (await bluesky.repliesInThread(answered.uri)).filter((r) => r.authorDid === me.did);
    expect(underAnswer).toHaveLength(1);
    expect(underAnswer[0]?.record.text).toBe(followUp.suggested_response);
    expect(underAnswer[0]?.record.reply?.root.uri).toBe(asked.uri);
    expect(underAnswer[0]?.record.reply?.parent.uri).toBe(answered.uri);
    const [sentRow] = await app.database.db.select().from(replies).where(eq(replies.id, followUp.reply_id));
    expect(sentRow).toMatchObject({ status: 'published', publishedPostId: underAnswer[0]!.uri });

    // A second run, even a day later, posts nothing more.
    expect(await publishDue(app.services, new Date(Date.now() + 86_400_000))).toEqual([]);
    await bluesky.current().processAll();
    expect((await bluesky.repliesInThread(answered.uri)).filter((r) => r.authorDid === me.did)).toHaveLength(
      1,
    );
    // The sent follow-up leaves the inbox; the other two wait.
    expect((await inbox(app, user.auth)).map((i) => i.kind)).toEqual(['mention', 'quote']);

    // ── A read with nothing new (once the account is due again) takes nothing in: it starts after the
    // newest notification taken in (the stored cursor), so it finds none, asks no writer, stores nothing.
    const newest = (await me.agent.app.bsky.notification.listNotifications({ limit: 1 })).data
      .notifications[0];
    expect(newest?.uri).toBe(quoted.uri);
    expect((await cursorOf(app, user.userId))?.cursor).toBe(newest?.indexedAt);
    const before = await storedFor(app, user.userId);
    expect(before.items).toHaveLength(3);
    expect(before.replies).toHaveLength(4);
    const modelCalls = cell.fake?.requests.length ?? 0;
    const nextRead = new Date(readAt.getTime() + 10 * 60_000);
    expect(await timed(`${name}: second read`, () => readInboxes(app.services, nextRead))).toBe(1);
    expect(await cursorOf(app, user.userId)).toMatchObject({
      cursor: newest?.indexedAt,
      readAt: nextRead,
      lastError: null,
    });
    expect(await storedFor(app, user.userId)).toEqual(before);
    // What that read was answered: after the cursor, nothing.
    const access = await openPlatformAccess(app.services, user.userId, 'bluesky');
    if (!access.ok || !access.provider.readInbox) throw new Error('no Bluesky inbox to read');
    expect(
      await access.provider.readInbox(access.credentials, { cursor: newest!.indexedAt, max: 50 }),
    ).toEqual({
      entries: [],
      cursor: newest!.indexedAt,
    });
    expect(cell.fake?.requests.length ?? 0).toBe(modelCalls);
    expect(await unreadOf(me)).toBe(0);
    expect((await inbox(app, user.auth)).map((i) => i.kind)).toEqual(['mention', 'quote']);
  });
});
