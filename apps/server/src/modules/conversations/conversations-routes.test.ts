import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZConversationDecisionAnswer,
  ZConversationsAnswer,
  type TConversationItem,
} from '@gatling/shared/api/conversations';
import { ZConversationsCountAnswer } from '@gatling/shared/api/conversations-count';
import { ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { platformConnections } from '../../db/schema/connections';
import { platformRegistry, type TProviders } from '../../integrations/platform/registry';
import {
  PlatformDownError,
  RateLimitedError,
  ReconnectNeededError,
} from '../../integrations/platform/errors';
import type { TLikeInput } from '../../integrations/platform/types';
import { API_BODY_LIMIT_BYTES } from '../../http/request-screen';
import { bearer, expectErrorBody, useTestApp } from '#test/harness';
import { blueskyDouble, connectTestAccount, newBlueskyScript, xDouble } from '#test/kits/bluesky-double';
import { reviewKit, UNKNOWN_ID } from '#test/kits/review';
import {
  answerPost,
  inboxEvents,
  insertDraftedItem,
  insertItem,
  insertUserReply,
  itemOf,
  replyOf,
} from '#test/kits/conversations';

/** X in memory with a Like that records its calls (and throws `fails` while set); Bluesky with none. */
const likes: (TLikeInput & { account: string })[] = [];
const network: { fails: Error | null } = { fails: null };
function networks(): TProviders {
  const script = newBlueskyScript();
  // Bluesky gives no Like here, whatever its double may learn later: can_like false is tested on it.
  const { likePost: _none, ...bluesky } = blueskyDouble(script);
  return {
    twitter: {
      ...xDouble(script),
      likePost: async (credentials, input) => {
        if (network.fails) throw network.fails;
        likes.push({ ...input, account: credentials.userId });
      },
    },
    bluesky,
  };
}

const t = useTestApp({}, { platforms: () => platformRegistry(networks()) });
const kit = reviewKit(t);
const db = () => t.database.db;

const list = async (s: TSession, query = '') =>
  ZConversationsAnswer.strict().parse(await kit.ok(await kit.get(s, `/conversations${query}`))).items;
const count = async (s: TSession) =>
  ZConversationsCountAnswer.strict().parse(await kit.ok(await kit.get(s, '/conversations/count'))).open;
const like = (s: TSession, body: unknown) => kit.call(s, '/conversations/like', body);
const dismiss = (s: TSession, body: unknown) => kit.call(s, '/conversations/dismiss', body);
const decided = async (res: Response) => ZConversationDecisionAnswer.strict().parse(await kit.ok(res));
const pendingIds = async (s: TSession) =>
  ZPendingRepliesAnswer.parse(await kit.ok(await kit.get(s, '/interactions/pending'))).interactions.map(
    (i) => i.id,
  );
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
/** A user whose X account is connected (as connecting stores it), with its account id. */
const connectedUser = async () => {
  const session = await kit.newUser('inbox');
  const account = await connectTestAccount(db(), t.services.cipher, session.user.id, 'twitter');
  return { session, account };
};

describe('GET /api/conversations', () => {
  test('the open items, oldest first, each as the card shows it', async () => {
    const ada = await kit.newUser('list');
    const userId = ada.user.id;
    const sent = await insertUserReply(db(), userId, {
      status: 'published',
      finalText: 'Better Auth, if you want to own the tables.',
      publishedUrl: 'https://x.com/ada/status/42',
    });
    const drafted = await insertDraftedItem(
      db(),
      userId,
      { answeredReplyId: sent.id, createdAt: minutesAgo(30) },
      { draftedBy: 'openai:gpt-4.1-mini' },
    );
    const quote = answerPost({ text: 'Worth reading' });
    const nothing = await insertItem(db(), userId, {
      kind: 'quote',
      post: quote,
      createdAt: minutesAgo(10),
    });
    // Not waiting: still being drafted, dismissed, liked, quiet, a follow-up already sent or ignored.
    await insertItem(db(), userId, { status: 'drafting', nothingToAdd: null, createdAt: minutesAgo(40) });
    await insertItem(db(), userId, { status: 'dismissed', createdAt: minutesAgo(40) });
    await insertItem(db(), userId, { status: 'liked', likedAt: minutesAgo(5), createdAt: minutesAgo(40) });
    await insertItem(db(), userId, { status: 'quiet', nothingToAdd: null, createdAt: minutesAgo(40) });
    await insertDraftedItem(db(), userId, { createdAt: minutesAgo(40) }, { status: 'scheduled' });
    await insertDraftedItem(db(), userId, { createdAt: minutesAgo(40) }, { status: 'rejected' });

    const items = await list(ada);
    expect(items.map((i) => i.id)).toEqual([drafted.item.id, nothing.id]);
    expect(items[0]).toEqual<TConversationItem>({
      id: drafted.item.id,
      platform: 'twitter',
      kind: 'answer',
      post: drafted.item.post,
      your_reply: {
        id: sent.id,
        text: 'Better Auth, if you want to own the tables.',
        url: sent.publishedUrl,
      },
      follow_up: {
        reply_id: drafted.followUp.id,
        suggested_response: drafted.followUp.suggestedResponse,
        delivery: 'api',
        drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
      },
      nothing_to_add: null,
      can_like: true,
      liked: false,
      received_at: drafted.item.createdAt.toISOString(),
    });
    expect(items[1]).toMatchObject({
      kind: 'quote',
      post: quote,
      your_reply: null,
      follow_up: null,
      nothing_to_add: 'They only said thanks.',
    });
    expect(await count(ada)).toBe(2);
  });

  test("other users' items are not listed or counted", async () => {
    const ada = await kit.newUser('mine');
    const bea = await kit.newUser('theirs');
    const own = await insertItem(db(), ada.user.id);
    await insertDraftedItem(db(), bea.user.id);
    await insertItem(db(), bea.user.id);
    expect((await list(ada)).map((i) => i.id)).toEqual([own.id]);
    expect(await count(ada)).toBe(1);
    expect(await count(bea)).toBe(2);
  });

  test('platform= lists one network; Bluesky has no Like here; another value is a 422', async () => {
    const ada = await kit.newUser('filter');
    const onX = await insertItem(db(), ada.user.id, { createdAt: minutesAgo(2) });
    const onBluesky = await insertItem(db(), ada.user.id, {
      platform: 'bluesky',
      post: answerPost({ id: `at://did:plc:bo/app.bsky.feed.post/3k${Date.now()}` }),
    });
    expect((await list(ada)).map((i) => i.id)).toEqual([onX.id, onBluesky.id]);
    expect((await list(ada, '?platform=twitter')).map((i) => i.id)).toEqual([onX.id]);
    const bluesky = await list(ada, '?platform=bluesky');
    expect(bluesky.map((i) => [i.id, i.platform, i.can_like])).toEqual([[onBluesky.id, 'bluesky', false]]);
    // A network the product shows as Coming Soon is no filter value: a 422 with what was wrong.
    await expectErrorBody(await kit.get(ada, '/conversations?platform=linkedin'), 422);
  });

  test('an empty inbox is an empty list and a zero count; no session is a 401', async () => {
    const ada = await kit.newUser('empty');
    expect(await list(ada)).toEqual([]);
    expect(await count(ada)).toBe(0);
    expect((await t.request('/api/conversations')).status).toBe(401);
    expect((await t.request('/api/conversations/count')).status).toBe(401);
  });
});

describe('POST /api/conversations/like', () => {
  test('likes the post as the account, once; the item and its follow-up leave the inbox', async () => {
    const { session, account } = await connectedUser();
    const userId = session.user.id;
    const { item, followUp } = await insertDraftedItem(db(), userId);
    await insertItem(db(), userId);
    expect(await count(session)).toBe(2);
    const before = likes.length;

    expect(await decided(await like(session, { item_id: item.id }))).toEqual({
      item_id: item.id,
      status: 'liked',
    });
    expect(likes.slice(before)).toEqual([{ postId: item.postId, key: item.id, account: account.id }]);
    const row = await itemOf(db(), item.id);
    expect(row.status).toBe('liked');
    expect(row.likedAt).not.toBeNull();
    expect(row.decidedAt).not.toBeNull();
    const reply = await replyOf(db(), followUp.id);
    expect(reply.status).toBe('rejected');
    expect(reply.reviewedAt).not.toBeNull();
    expect((await list(session)).map((i) => i.id)).not.toContain(item.id);
    expect(await count(session)).toBe(1);
    expect(await inboxEvents(db(), userId)).toEqual([1]);

    // A second like (a double tap, a retry) answers the same without liking again.
    expect(await decided(await like(session, { item_id: item.id }))).toEqual({
      item_id: item.id,
      status: 'liked',
    });
    expect(likes.length).toBe(before + 1);
    expect(await inboxEvents(db(), userId)).toEqual([1]);
    // Its follow-up can no longer be sent.
    await expectErrorBody(await kit.call(session, '/feedback/approve', { reply_id: followUp.id }), 409);
  });

  test("404 for an unknown, malformed or another user's item; nothing is liked", async () => {
    const { session } = await connectedUser();
    const other = await insertItem(db(), (await kit.newUser('other')).user.id);
    const before = likes.length;
    for (const id of [UNKNOWN_ID, 'not-an-id', other.id]) {
      const body = await expectErrorBody(await like(session, { item_id: id }), 404);
      expect(body.detail).toBe('This conversation is not in your inbox');
      await expectErrorBody(await dismiss(session, { item_id: id }), 404);
    }
    expect(likes.length).toBe(before);
    expect((await itemOf(db(), other.id)).status).toBe('nothing_to_add');
  });

  test('409 for an item decided otherwise, a network with no Like, or no connected account', async () => {
    const { session } = await connectedUser();
    const userId = session.user.id;
    const before = likes.length;
    const gone = await insertItem(db(), userId, { status: 'dismissed' });
    const sent = await insertDraftedItem(db(), userId, {}, { status: 'scheduled' });
    const onBluesky = await insertItem(db(), userId, {
      platform: 'bluesky',
      post: answerPost({ id: `at://did:plc:bo/app.bsky.feed.post/3m${Date.now()}` }),
    });
    for (const [id, detail] of [
      [gone.id, 'This conversation was already dismissed'],
      [sent.item.id, 'A follow-up was already sent for this conversation'],
      [onBluesky.id, 'Posts on Bluesky cannot be liked from here.'],
    ] as const) {
      expect((await expectErrorBody(await like(session, { item_id: id }), 409)).detail).toBe(detail);
    }
    const unconnected = await kit.newUser('unconnected');
    const theirs = await insertItem(db(), unconnected.user.id);
    expect((await expectErrorBody(await like(unconnected, { item_id: theirs.id }), 409)).detail).toBe(
      'Connect your X account in Settings to like posts.',
    );
    expect(likes.length).toBe(before);
    expect((await itemOf(db(), theirs.id)).status).toBe('nothing_to_add');
    expect((await itemOf(db(), onBluesky.id)).status).toBe('nothing_to_add');
  });

  test("the network's refusals are its usual errors and change nothing", async () => {
    const { session } = await connectedUser();
    const userId = session.user.id;
    const { item, followUp } = await insertDraftedItem(db(), userId);
    try {
      network.fails = new RateLimitedError('slow down', new Date(Date.now() + 90_000));
      const limited = await like(session, { item_id: item.id });
      await expectErrorBody(limited, 429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
      network.fails = new PlatformDownError('503 from X');
      const down = await like(session, { item_id: item.id });
      expect(down.status).toBe(503);
      expect(((await down.json()) as { detail: string }).detail).toBe(
        'X is not answering right now. Please try again later.',
      );
      expect((await itemOf(db(), item.id)).status).toBe('drafted');
      expect((await replyOf(db(), followUp.id)).status).toBe('pending');
      expect(await count(session)).toBe(1);

      network.fails = new ReconnectNeededError('token revoked');
      const body = await expectErrorBody(await like(session, { item_id: item.id }), 409);
      expect(body.detail).toContain('reconnect X in Settings');
      const [connection] = await db()
        .select()
        .from(platformConnections)
        .where(eq(platformConnections.userId, userId));
      expect(connection?.status).toBe('reconnect_needed');
    } finally {
      network.fails = null;
    }
    expect((await itemOf(db(), item.id)).status).toBe('drafted');
    expect(await inboxEvents(db(), userId)).toEqual([]);
  });
});

describe('POST /api/conversations/dismiss', () => {
  test('the item and its follow-up leave the inbox, once; a later like is a 409', async () => {
    const { session } = await connectedUser();
    const userId = session.user.id;
    const { item, followUp } = await insertDraftedItem(db(), userId);
    const nothing = await insertItem(db(), userId);

    expect(await decided(await dismiss(session, { item_id: item.id }))).toEqual({
      item_id: item.id,
      status: 'dismissed',
    });
    const row = await itemOf(db(), item.id);
    expect(row.status).toBe('dismissed');
    expect(row.decidedAt).not.toBeNull();
    const reply = await replyOf(db(), followUp.id);
    expect(reply.status).toBe('rejected');
    expect(reply.reviewedAt).not.toBeNull();
    expect(await inboxEvents(db(), userId)).toEqual([1]);

    await decided(await dismiss(session, { item_id: nothing.id }));
    expect((await itemOf(db(), nothing.id)).status).toBe('dismissed');
    expect(await list(session)).toEqual([]);
    expect(await inboxEvents(db(), userId)).toEqual([1, 0]);

    // Again: the same answer, nothing more happens; liking it now is refused without a call.
    expect((await decided(await dismiss(session, { item_id: item.id }))).status).toBe('dismissed');
    expect(await inboxEvents(db(), userId)).toEqual([1, 0]);
    const before = likes.length;
    await expectErrorBody(await like(session, { item_id: item.id }), 409);
    expect(likes.length).toBe(before);
  });

  test('409 for an item liked, or whose follow-up was sent or ignored', async () => {
    const ada = await kit.newUser('dismiss-409');
    const userId = ada.user.id;
    const liked = await insertItem(db(), userId, { status: 'liked', likedAt: minutesAgo(1) });
    const ignored = await insertDraftedItem(db(), userId, {}, { status: 'rejected' });
    const drafting = await insertItem(db(), userId, { status: 'drafting', nothingToAdd: null });
    for (const [id, detail] of [
      [liked.id, 'You already liked this post'],
      [ignored.item.id, 'This follow-up was already ignored'],
      [drafting.id, 'The follow-up for this conversation is still being written'],
    ] as const) {
      expect((await expectErrorBody(await dismiss(ada, { item_id: id }), 409)).detail).toBe(detail);
    }
    expect((await itemOf(db(), liked.id)).status).toBe('liked');
    expect((await itemOf(db(), drafting.id)).status).toBe('drafting');
  });

  test('bad input: not JSON, unknown fields, no id, a NUL, a huge id or body; nothing changes', async () => {
    const ada = await kit.newUser('bad');
    const item = await insertItem(db(), ada.user.id);
    const raw = (path: string, body: string) =>
      t.request(`/api/conversations/${path}`, {
        method: 'POST',
        headers: { ...bearer(ada), 'content-type': 'application/json' },
        body,
      });
    for (const path of ['like', 'dismiss']) {
      await expectErrorBody(await raw(path, '{"item_id":'), 400);
      const unknown = await expectErrorBody(await raw(path, JSON.stringify({ item_id: item.id, x: 1 })), 400);
      expect(unknown.detail).toBe('Unknown field: x');
      await expectErrorBody(await raw(path, '{}'), 422);
      await expectErrorBody(await raw(path, JSON.stringify({ item_id: '  ' })), 422);
      await expectErrorBody(await raw(path, JSON.stringify({ item_id: 'a\u0000b' })), 400);
      await expectErrorBody(await raw(path, JSON.stringify({ item_id: 'x'.repeat(101) })), 422);
      await expectErrorBody(
        await raw(path, JSON.stringify({ item_id: 'x'.repeat(API_BODY_LIMIT_BYTES) })),
        413,
      );
    }
    expect((await itemOf(db(), item.id)).status).toBe('nothing_to_add');
  });
});

describe("a follow-up's swipes are the review stack's own calls", () => {
  test('approve schedules it; it leaves the inbox and never shows in Your Replies', async () => {
    const ada = await kit.newUser('approve');
    const userId = ada.user.id;
    const monitored = await insertUserReply(db(), userId);
    const { item, followUp } = await insertDraftedItem(db(), userId);
    await insertItem(db(), userId);
    expect(await pendingIds(ada)).toEqual([monitored.id]);
    expect(await count(ada)).toBe(2);

    const answer = await kit.ok(await kit.call(ada, '/feedback/approve', { reply_id: followUp.id }));
    expect(answer).toMatchObject({ reply_id: followUp.id, status: 'scheduled' });
    expect((await replyOf(db(), followUp.id)).status).toBe('scheduled');
    expect((await list(ada)).map((i) => i.id)).not.toContain(item.id);
    expect(await count(ada)).toBe(1);
    expect(await inboxEvents(db(), userId)).toEqual([1]);
    const row = await itemOf(db(), item.id);
    expect(row.status).toBe('drafted');
    expect(row.decidedAt).not.toBeNull();
    expect(await pendingIds(ada)).toEqual([monitored.id]);
    // Decided: the inbox's own decisions refuse it now.
    await expectErrorBody(await dismiss(ada, { item_id: item.id }), 409);
  });

  test('reject ignores it and an edit sent schedules it, each announcing the new count', async () => {
    const ada = await kit.newUser('reject');
    const userId = ada.user.id;
    const ignored = await insertDraftedItem(db(), userId);
    const edited = await insertDraftedItem(db(), userId);
    await kit.ok(await kit.call(ada, '/feedback/reject', { reply_id: ignored.followUp.id }));
    expect((await replyOf(db(), ignored.followUp.id)).status).toBe('rejected');
    expect((await itemOf(db(), ignored.item.id)).decidedAt).not.toBeNull();
    expect(await inboxEvents(db(), userId)).toEqual([1]);

    const submitted = await kit.call(ada, '/edit/submit', {
      reply_id: edited.followUp.id,
      original_text: edited.followUp.suggestedResponse,
      edited_text: 'Glad it helped! Ping me if the second part bites.',
      edit_type: 'casual',
      save_as_rule: false,
    });
    expect(await kit.ok(submitted)).toMatchObject({ status: 'scheduled' });
    expect((await itemOf(db(), edited.item.id)).decidedAt).not.toBeNull();
    expect(await list(ada)).toEqual([]);
    expect(await inboxEvents(db(), userId)).toEqual([1, 0]);
  });

  test('a reply monitoring drafted announces nothing to the inbox', async () => {
    const ada = await kit.newUser('plain');
    const draft = await insertUserReply(db(), ada.user.id);
    await kit.ok(await kit.call(ada, '/feedback/approve', { reply_id: draft.id }));
    expect(await inboxEvents(db(), ada.user.id)).toEqual([]);
  });
});
