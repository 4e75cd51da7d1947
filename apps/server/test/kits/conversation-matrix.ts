import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZConversationsAnswer,
  type TConversationItem,
  type TConversationKind,
} from '@gatling/shared/api/conversations';
import { ZConversationsCountAnswer } from '@gatling/shared/api/conversations-count';
import { ZFeedbackAnswer } from '@gatling/shared/api/replies';
import { ZSessionAnswer, type TSession } from '@gatling/shared/api/session';
import { users } from '../../src/db/schema/auth';
import { replies } from '../../src/db/schema/replies';
import { readInboxes } from '../../src/modules/conversations/read-inbox';
import { countedToday } from '../../src/modules/publishing/daily-cap';
import { publishDue } from '../../src/modules/publishing/publish-due';
import { bearer, TEST_PASSWORD, type TTestApp } from '../harness';
import {
  replyOnceEndToEnd,
  type TNetworkAccount,
  type TNetworkPost,
  type TNetworkStand,
  type TWriterName,
  type useWriters,
} from './network-writer-matrix';
import { lastUserMessage } from '../fakes/model-answers';
import { draftsPerShownId, shownPosts } from './shown-ids';

/**
 * One cell of the conversations matrix (decision 0083), on top of the network × writer matrix's
 * cell: the reply the product published there is answered on the network (and, where the network
 * says how, the user is mentioned and quoted), the inbox job reads the account and drafts a
 * follow-up with the cell's writer, the user approves it, and the publish job posts it exactly once,
 * in the thread, as a reply to the post it answers. Each network says how someone answers, mentions
 * and quotes there, and how it stores a post's thread (TConversationStand).
 */

/** Where a post sits in its thread, as the network stores it: the thread's first post, and its parent. */
export type TThreadPlace = { root: string | null; parent: string | null };
/** A post someone else made on the network: its id there and its text. */
export type TOtherPost = { id: string; text: string };

export type TConversationStand = TNetworkStand & {
  /**
   * Someone answers the user's reply `replyId` (the author of `askedId`, the post it answered), or
   * the network makes the answer it owes (the sandbox answers a first reply by itself): the answer
   * is read back with answersTo.
   */
  answer(
    app: TTestApp,
    at: { account: TNetworkAccount; askedId: string; replyId: string; writer: TWriterName },
  ): Promise<void>;
  /** The posts answering `postId`, as the network stores them. */
  answersTo(app: TTestApp, postId: string): Promise<TNetworkPost[]>;
  /** Where the post sits in its thread, as the network stores it. */
  threadOf(app: TTestApp, postId: string): Promise<TThreadPlace>;
  /** A mention of the account and a quote of its reply, by someone else, where the cell makes them. */
  mentionAndQuote?(app: TTestApp, account: TNetworkAccount, replyId: string): Promise<TOtherPost[]>;
  /** Whether the network counts the user's replies against a daily cap (Bluesky). */
  dailyCap?: boolean;
  /**
   * Whether the account comes with a past on the network (a simulated identity): conversations of
   * its own may wait in the inbox beside the cell's, and are dismissed at the end.
   */
  history?: boolean;
};

type TWriter = ReturnType<ReturnType<typeof useWriters>>;

/** What each model writes as the follow-up of each kind: worded apart from every other writer's. */
const FOLLOW_UPS: Record<TWriterName, Record<TConversationKind, string>> = {
  demo: { answer: '', mention: '', quote: '' },
  openai: {
    answer: 'the recurring invoices were the part we set up first, took an afternoon',
    mention: 'happy to share the template we use for retainers if that helps',
    quote: 'fair point, the reminders only pay off once the client list is clean',
  },
  anthropic: {
    answer: 'we kept the late payer reminders on a weekly rhythm, Mondays work best',
    mention: 'thanks for the shout, the export to the accountant was the real win',
    quote: 'agreed, importing the clients first saved us a week of fiddling',
  },
  'openai-compatible': {
    answer: 'our accountant gets a monthly export and has stopped asking questions',
    mention: 'glad it helped, cloning old projects is still my favourite shortcut',
    quote: 'true, the setup wizard is fine but a cloned project is twice as quick',
  },
};

/** A session of the user (signed in again with the harness's password), for the API's calls. */
async function sessionOf(app: TTestApp, userId: string): Promise<TSession> {
  const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const { res, token } = await app.signIn(user.email, TEST_PASSWORD);
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = await app.request('/api/session', { headers: { authorization: `Bearer ${token}` } });
  const { session } = ZSessionAnswer.parse(await answer.json());
  if (!session) throw new Error('no session after signing in again');
  return session;
}

async function inbox(app: TTestApp, session: TSession): Promise<TConversationItem[]> {
  const res = await app.request('/api/conversations', { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZConversationsAnswer.strict().parse(await res.json()).items;
}

async function openCount(app: TTestApp, session: TSession): Promise<number> {
  const res = await app.request('/api/conversations/count', { headers: bearer(session) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZConversationsCountAnswer.strict().parse(await res.json()).open;
}

/** The model's answers to the follow-up prompts it is sent (asked at most this often in one read). */
const MODEL_CALLS_MAX = 4;

/** The cell: published reply → answered (mentioned, quoted) → follow-up drafted → approved → posted once. */
export async function followUpEndToEnd(
  app: TTestApp,
  stand: TConversationStand,
  name: TWriterName,
  writer: TWriter,
): Promise<void> {
  const { card, account } = await replyOnceEndToEnd(app, stand, name, writer);
  const db = app.database.db;
  const [sent] = await db.select().from(replies).where(eq(replies.id, card.id));
  if (!sent?.publishedPostId) throw new Error('the reply the matrix published has no post id');
  const replyId = sent.publishedPostId;
  const askedId = card.original_message.id;
  const session = await sessionOf(app, sent.userId);
  // The inbox job reads only users who finished onboarding.
  const onboarded = await app.post('/api/onboarding/complete', {}, bearer(session));
  expect(onboarded.status, await onboarded.clone().text()).toBe(200);

  await stand.answer(app, { account, askedId, replyId, writer: name });
  const answers = await stand.answersTo(app, replyId);
  expect(answers, 'one answer to the reply on the network').toHaveLength(1);
  const answer = answers[0]!;
  const [mention, quote] = (await stand.mentionAndQuote?.(app, account, replyId)) ?? [];
  const ours = new Map<string, { kind: TConversationKind; root: string }>([
    [answer.id, { kind: 'answer', root: askedId }],
    ...(mention ? [[mention.id, { kind: 'mention', root: mention.id }] as const] : []),
    ...(quote ? [[quote.id, { kind: 'quote', root: quote.id }] as const] : []),
  ]);
  // A model writes the follow-up of each post of ours and has nothing to add to any other: the post
  // the user replied to already (it mentions them) is none it should be asked about.
  const textOf = new Map<string, string>([
    [answer.text, FOLLOW_UPS[name].answer],
    ...(mention ? [[mention.text, FOLLOW_UPS[name].mention] as const] : []),
    ...(quote ? [[quote.text, FOLLOW_UPS[name].quote] as const] : []),
  ]);
  const asked = writer.fake?.requests.length ?? 0;
  for (let i = 0; i < MODEL_CALLS_MAX; i++) {
    writer.fake?.reply(draftsPerShownId((post) => textOf.get(post.text) ?? null));
  }
  expect(await readInboxes(app.services, new Date()), 'the job read the account').toBe(1);
  const calls = (writer.fake?.requests.length ?? asked) - asked;
  writer.fake?.clearReplies();

  const items = await inbox(app, session);
  expect(await openCount(app, session)).toBe(items.length);
  const mine = items.filter((i) => ours.has(i.post.id));
  const others = items.filter((i) => !ours.has(i.post.id));
  // Only an identity the network gave a past of its own has other conversations waiting.
  if (!stand.history) expect(others.map((i) => i.post.text)).toEqual([]);
  if (writer.fake && !stand.history) expect(calls, 'the model was asked once, for the follow-ups').toBe(1);
  if (writer.fake && calls > 0) {
    // The post the user replied to already (it named them) is no follow-up to write: never shown.
    const shown = writer.fake.requests.slice(asked).flatMap((r) => shownPosts(lastUserMessage(r.body)));
    expect(shown.map((p) => p.text)).toContain(answer.text);
    expect(shown.map((p) => p.text)).not.toContain(card.original_message.text);
  }
  expect(mine.map((i) => i.kind).sort()).toEqual([...ours.values()].map((o) => o.kind).sort());
  const answered = mine.find((i) => i.kind === 'answer');
  expect(answered?.nothing_to_add ?? null, `the writer had nothing to add to "${answer.text}"`).toBeNull();
  expect(answered).toMatchObject({
    platform: stand.platform,
    post: { id: answer.id, text: answer.text, replied_to: { id: replyId } },
    your_reply: { id: card.id, text: card.suggested_response },
    follow_up: { delivery: 'api', drafted_by: writer.draftedBy },
  });
  for (const item of mine) {
    const followUp = item.follow_up;
    if (!followUp)
      throw new Error(
        `no follow-up for the ${item.kind}: ${item.nothing_to_add ?? ''} (it says "${item.post.text}"; your reply: "${card.suggested_response}"; it quotes: "${item.post.original_tweet?.text ?? ''}")`,
      );
    expect(item.platform).toBe(stand.platform);
    expect(item.kind).toBe(ours.get(item.post.id)!.kind);
    expect(followUp.drafted_by).toEqual(writer.draftedBy);
    if (writer.fake) expect(followUp.suggested_response).toBe(FOLLOW_UPS[name][item.kind]);
    else expect(followUp.suggested_response.trim()).not.toBe('');
  }

  const approved: string[] = [];
  for (const item of mine) {
    const id = item.follow_up!.reply_id;
    const res = await app.post('/api/feedback/approve', { reply_id: id }, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZFeedbackAnswer.strict().parse(await res.json())).toMatchObject({
      status: 'scheduled',
      delivery: 'api',
      dry_send: false,
    });
    approved.push(id);
  }
  // The follow-up's own row: the app posts it (no hand-off), as a reply of the conversation.
  for (const id of approved) {
    const [row] = await db.select().from(replies).where(eq(replies.id, id));
    expect(row).toMatchObject({ delivery: 'api', sourceKind: 'conversation', status: 'scheduled' });
  }

  const before = new Set((await stand.postsBy(app, account)).map((p) => p.id));
  const postedSince = async () => (await stand.postsBy(app, account)).filter((p) => !before.has(p.id));
  const capBefore = await countedToday(db, sent.userId, [], new Date());
  const outcomes = await publishDue(app.services, new Date());
  expect([...outcomes].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
    [...approved].sort().map((id) => ({ id, outcome: 'published' })),
  );
  // On the network: one post of the user's per follow-up, saying it, in reply to the post it
  // answers, in that post's thread (an answer's is the thread the user's reply is in).
  const published = await postsInOrder(postedSince, mine);
  for (const [i, item] of mine.entries()) {
    const post = published[i]!;
    expect(post).toEqual({
      id: expect.any(String),
      text: item.follow_up!.suggested_response,
      inReplyTo: item.post.id,
    });
    const { root } = ours.get(item.post.id)!;
    expect(await stand.threadOf(app, post.id)).toEqual({ root, parent: item.post.id });
  }
  if (stand.dailyCap) {
    // Bluesky's cap counts what the app posted there today: the reply, then the follow-ups too.
    expect(capBefore).toBe(1);
    expect(await countedToday(db, sent.userId, [], new Date())).toBe(capBefore + mine.length);
  }

  // A second run, even a day later, posts nothing more; the inbox no longer lists them.
  expect(await publishDue(app.services, new Date(Date.now() + 86_400_000))).toEqual([]);
  expect(await postedSince()).toEqual(published);
  for (const other of others) {
    const res = await app.post('/api/conversations/dismiss', { item_id: other.id }, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
  }
  expect(await inbox(app, session)).toEqual([]);
  expect(await openCount(app, session)).toBe(0);
}

/** The user's new posts on the network, one per item, in the items' order (by the post each answers). */
async function postsInOrder(
  postedSince: () => Promise<TNetworkPost[]>,
  items: TConversationItem[],
): Promise<TNetworkPost[]> {
  const posts = await postedSince();
  expect(posts.map((p) => p.inReplyTo).sort()).toEqual(items.map((i) => i.post.id).sort());
  return items.map((item) => posts.find((p) => p.inReplyTo === item.post.id)!);
}
