import { describe, expect, test } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { BadInputError, RateLimitedError } from '../errors';
import type { TInboxPage } from '../types';
import { HIDDEN_TTL_MS } from './x-inbox';
import { createXProvider } from './x-provider';
import { FAKE_X } from '#test/fakes/x/data';
import { xProviderKit } from '#test/kits/x-provider';

const { users, tweets } = FAKE_X;
const { fake, provider, logLines, requestsTo, myCredentials } = xProviderKit();

/** Every live provider has the inbox; the interface leaves it optional for the others. */
const readInbox = (...args: Parameters<NonNullable<typeof provider.readInbox>>) =>
  provider.readInbox!(...args);
const likePost = (...args: Parameters<NonNullable<typeof provider.likePost>>) => provider.likePost!(...args);

const summary = (page: TInboxPage) => page.entries.map((e) => ({ kind: e.kind, id: e.post.id }));

/** X's answer when the app's access level does not include an endpoint. */
const CLIENT_NOT_ENROLLED = {
  status: 403,
  body: {
    client_id: '1234',
    detail:
      'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.',
    registration_url: 'https://developer.x.com/en/docs/projects/overview',
    title: 'Client Forbidden',
    required_enrollment: 'Appropriate Level of API Access',
    reason: 'client-not-enrolled',
    type: 'https://api.twitter.com/2/problems/client-forbidden',
  },
};

describe('readInbox', () => {
  const me = myCredentials();

  test('answers, quotes and mentions come oldest first, with the answered post, thread root and quoted post', async () => {
    const answer = fake.addPost(users.alice.id, 'Rule 2 is my favourite', { replyTo: tweets.mePost });
    // The account's reply in Bob's thread, and Bob answering it: a deeper answer.
    const myReply = fake.addPost(users.me.id, 'Tests as documentation, yes', { replyTo: tweets.bobHot });
    const deeper = fake.addPost(users.bob.id, 'Glad you agree', { replyTo: myReply.id });
    const quote = fake.addPost(users.carol.id, 'Worth reading, @gatling_me', { quote: tweets.mePost });

    const page = await readInbox(me, { cursor: null, max: 20 });
    expect(summary(page)).toEqual([
      { kind: 'mention', id: tweets.carolMention },
      { kind: 'answer', id: answer.id },
      { kind: 'answer', id: deeper.id },
      { kind: 'quote', id: quote.id },
    ]);
    expect(page.cursor).toBe(quote.id);
    const [mention, first, second, quoted] = page.entries;

    expect(mention?.post).toMatchObject({
      author: { id: users.carol.id, username: 'carol_writes', description: 'Writing every day.' },
      mentions: ['gatling_me'],
      replied_to: null,
      original: null,
    });
    expect(mention?.post.thread_root).toBeUndefined();

    // X leads an answer with the answered author's @name.
    expect(first?.post).toMatchObject({
      text: '@gatling_me Rule 2 is my favourite',
      in_reply_to_id: tweets.mePost,
      conversation_id: tweets.mePost,
      mentions: ['gatling_me'],
      replied_to: {
        id: tweets.mePost,
        text: 'Five rules for replies people actually want to read',
        author: { id: users.me.id, username: 'gatling_me' },
      },
    });
    // The answered post is the thread's first: no separate root.
    expect(first?.post.thread_root).toBeUndefined();

    expect(second?.post).toMatchObject({
      text: '@gatling_me Glad you agree',
      in_reply_to_id: myReply.id,
      conversation_id: tweets.bobHot,
      replied_to: { id: myReply.id, author: { id: users.me.id } },
      thread_root: {
        id: tweets.bobHot,
        text: 'Hot take: tests are documentation. @alice_dev agrees, right?',
        author: { id: users.bob.id, username: 'bob_builds', name: 'Bob Builds' },
      },
    });
    const [rootLookup] = requestsTo('GET /2/tweets');
    expect(rootLookup?.query).toMatchObject({ ids: tweets.bobHot });
    expect(rootLookup?.query.expansions).toContain('author_id');

    expect(quoted?.post).toMatchObject({
      tweet_type: 'QUOTE',
      original: { id: tweets.mePost, author: { id: users.me.id, username: 'gatling_me' } },
    });

    const [read] = requestsTo('GET /2/users/:id/mentions');
    expect(read?.path).toBe(`/2/users/${users.me.id}/mentions`);
    expect(read?.query).toMatchObject({
      max_results: '20',
      expansions: 'author_id,referenced_tweets.id,referenced_tweets.id.author_id,attachments.media_keys',
      'user.fields': 'profile_image_url,name,username,description',
    });
    expect(read?.query.since_id).toBeUndefined();
  });

  test('an answer to a post X no longer gives is still an answer, from in_reply_to_user_id', async () => {
    const answer = fake.addPost(users.alice.id, 'Which five?', { replyTo: tweets.mePost });
    fake.state.tweets = fake.state.tweets.filter((t) => t.id !== tweets.mePost);
    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(summary(page)).toEqual([{ kind: 'answer', id: answer.id }]);
    expect(page.entries[0]?.post.replied_to).toBeNull();
  });

  test('a mention that answers someone else’s post is a mention', async () => {
    const aside = fake.addPost(users.alice.id, 'cc @gatling_me', { replyTo: tweets.bobHot });
    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(summary(page)).toEqual([{ kind: 'mention', id: aside.id }]);
    expect(page.entries[0]?.post.replied_to).toMatchObject({ id: tweets.bobHot });
  });

  test('since_id is the cursor; nothing new gives the same cursor back; max_results stays within 5..100', async () => {
    const first = await readInbox(me, { cursor: null, max: 10 });
    expect(first.cursor).toBe(tweets.carolMention);

    const none = await readInbox(me, { cursor: first.cursor, max: 10 });
    expect(none).toEqual({ entries: [], cursor: tweets.carolMention });
    expect(requestsTo('GET /2/users/:id/mentions')[1]?.query.since_id).toBe(tweets.carolMention);

    const a = fake.addPost(users.alice.id, 'One for @gatling_me');
    const b = fake.addPost(users.bob.id, 'Two for @gatling_me');
    const c = fake.addPost(users.carol.id, 'Three for @gatling_me');
    // Two at most: the oldest two, and the cursor stops at the second.
    const two = await readInbox(me, { cursor: none.cursor, max: 2 });
    expect(summary(two).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(two.cursor).toBe(b.id);
    expect(requestsTo('GET /2/users/:id/mentions')[2]?.query.max_results).toBe('5');

    const rest = await readInbox(me, { cursor: two.cursor, max: 500 });
    expect(summary(rest).map((e) => e.id)).toEqual([c.id]);
    expect(rest.cursor).toBe(c.id);
    expect(requestsTo('GET /2/users/:id/mentions')[3]?.query).toMatchObject({
      max_results: '100',
      since_id: b.id,
    });
  });

  test('a read after a cursor follows the pages back to it, so the oldest new mentions come first', async () => {
    const added = Array.from({ length: 12 }, (_, i) => fake.addPost(users.alice.id, `@gatling_me note ${i}`));
    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 5 });
    expect(summary(page).map((e) => e.id)).toEqual(added.slice(0, 5).map((t) => t.id));
    expect(page.cursor).toBe(added[4]?.id);
    const reads = requestsTo('GET /2/users/:id/mentions');
    expect(reads).toHaveLength(3);
    expect(reads[1]?.query.pagination_token).toBeTruthy();

    const next = await readInbox(me, { cursor: page.cursor, max: 5 });
    expect(summary(next).map((e) => e.id)).toEqual(added.slice(5, 10).map((t) => t.id));
  });

  test('beyond three pages the oldest new mentions are passed over, and that is logged', async () => {
    const added = Array.from({ length: 17 }, (_, i) => fake.addPost(users.bob.id, `@gatling_me ping ${i}`));
    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 5 });
    expect(requestsTo('GET /2/users/:id/mentions')).toHaveLength(3);
    expect(summary(page).map((e) => e.id)).toEqual(added.slice(2, 7).map((t) => t.id));
    expect(logLines.join('\n')).toContain('the oldest of them are passed over');
  });

  test('the account’s own posts and reposts are left out, the cursor moving past them, without reading the lists', async () => {
    const own = fake.addPost(users.me.id, 'Note to self, @gatling_me: reply more');
    const repost = fake.addPost(users.alice.id, 'RT @gatling_me: Five rules for replies');
    repost.referenced_tweets = [{ type: 'retweeted', id: tweets.mePost }];
    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(page).toEqual({ entries: [], cursor: repost.id });
    expect(own.entities?.mentions[0]?.id).toBe(users.me.id);
    expect(requestsTo('GET /2/users/:id/muting')).toHaveLength(0);
    expect(requestsTo('GET /2/users/:id/blocking')).toHaveLength(0);

    const other = fake.addPost(users.carol.id, 'Hey @gatling_me');
    const next = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(summary(next)).toEqual([{ kind: 'mention', id: other.id }]);
    expect(next.cursor).toBe(other.id);
  });

  test('authors the account mutes or blocks are left out, past the first page of each list', async () => {
    fake.mute(users.me.id, users.bob.id);
    // A thousand later mutes push Bob to the list's second page.
    for (let i = 0; i < 1000; i++) fake.mute(users.me.id, fake.addUser({ username: `muted_${i}` }).id);
    fake.block(users.me.id, users.carol.id);
    // Someone else's mutes are not the account's.
    fake.mute(users.alice.id, users.alice.id);
    const fromAlice = fake.addPost(users.alice.id, 'Question for @gatling_me');
    const fromBob = fake.addPost(users.bob.id, 'Muted words for @gatling_me');
    const fromCarol = fake.addPost(users.carol.id, 'Blocked words for @gatling_me');

    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(summary(page)).toEqual([{ kind: 'mention', id: fromAlice.id }]);
    // Left out, they are still read past.
    expect(page.cursor).toBe(fromCarol.id);
    expect(BigInt(fromBob.id)).toBeLessThan(BigInt(fromCarol.id));

    const muting = requestsTo('GET /2/users/:id/muting');
    expect(muting.map((r) => r.path)).toEqual([
      `/2/users/${users.me.id}/muting`,
      `/2/users/${users.me.id}/muting`,
    ]);
    expect(muting[0]?.query.max_results).toBe('1000');
    expect(muting[1]?.query.pagination_token).toBeTruthy();
    expect(requestsTo('GET /2/users/:id/blocking')).toHaveLength(1);
  });

  test('the lists are read again only after an hour, so a new mute takes effect then', async () => {
    let now = Date.now();
    const timed = createXProvider({
      appKey: FAKE_X.consumer.key,
      appSecret: FAKE_X.consumer.secret,
      unrestrictedReplies: false,
      baseUrl: fake.url,
      logger: createLogger('debug', { write: () => undefined }),
      now: () => now,
    });
    const read = (cursor: string) => timed.readInbox!(me, { cursor, max: 10 });
    const first = fake.addPost(users.bob.id, 'First @gatling_me');
    expect(summary(await read(tweets.carolPlain))).toEqual([{ kind: 'mention', id: first.id }]);

    fake.mute(users.me.id, users.bob.id);
    const second = fake.addPost(users.bob.id, 'Second @gatling_me');
    now += HIDDEN_TTL_MS - 1000;
    expect(summary(await read(first.id))).toEqual([{ kind: 'mention', id: second.id }]);
    expect(requestsTo('GET /2/users/:id/muting')).toHaveLength(1);

    const third = fake.addPost(users.bob.id, 'Third @gatling_me');
    now += 1000;
    expect(await read(second.id)).toEqual({ entries: [], cursor: third.id });
    expect(requestsTo('GET /2/users/:id/muting')).toHaveLength(2);
    expect(requestsTo('GET /2/users/:id/blocking')).toHaveLength(2);
  });

  test('when X refuses the muting list to the app, the inbox is read without it, logged once and not asked again', async () => {
    fake.mute(users.me.id, users.bob.id);
    fake.block(users.me.id, users.carol.id);
    fake.failNext('GET /2/users/:id/muting', CLIENT_NOT_ENROLLED, { times: Infinity });
    const fromBob = fake.addPost(users.bob.id, 'Hello @gatling_me');
    fake.addPost(users.carol.id, 'Hello again @gatling_me');

    const page = await readInbox(me, { cursor: tweets.carolPlain, max: 10 });
    expect(summary(page)).toEqual([{ kind: 'mention', id: fromBob.id }]);
    const fromAlice = fake.addPost(users.alice.id, 'Hi @gatling_me');
    const next = await readInbox(me, { cursor: page.cursor, max: 10 });
    expect(summary(next)).toEqual([{ kind: 'mention', id: fromAlice.id }]);

    expect(requestsTo('GET /2/users/:id/muting')).toHaveLength(1);
    expect(requestsTo('GET /2/users/:id/blocking')).toHaveLength(1);
    const refusals = logLines.filter((l) => l.includes('X refused this list to the app'));
    expect(refusals).toHaveLength(1);
  });

  test('a rate limit on the mentions or on a list is RateLimitedError', async () => {
    const resetAt = Math.floor(Date.now() / 1000) + 600;
    fake.failNext('GET /2/users/:id/mentions', 'rate-limited', { resetAt });
    const err = await readInbox(me, { cursor: null, max: 10 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBe(resetAt * 1000);

    fake.failNext('GET /2/users/:id/blocking', 'rate-limited', { resetAt });
    await expect(readInbox(me, { cursor: null, max: 10 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(requestsTo('GET /2/users/:id/blocking')).toHaveLength(1);
  });

  test('a mention and an answer read from the inbox are answered through the API', async () => {
    const answer = fake.addPost(users.alice.id, 'Do you use a checklist?', { replyTo: tweets.mePost });
    const page = await readInbox(me, { cursor: null, max: 10 });
    const account = { userId: me.userId, username: me.username };
    expect(page.entries.map((e) => provider.replyDelivery(e.post, account))).toEqual(['api', 'api']);

    for (const entry of page.entries) {
      const posted = await provider.postReply(me, {
        inReplyToId: entry.post.id,
        text: `Thanks for this, ${entry.kind}`,
        key: `follow-up-${entry.post.id}`,
      });
      expect(fake.state.tweets.find((t) => t.id === posted.id)).toMatchObject({
        author_id: users.me.id,
        referenced_tweets: [{ type: 'replied_to', id: entry.post.id }],
      });
    }
    expect(requestsTo('POST /2/tweets').map((r) => r.status)).toEqual([201, 201]);
    expect(page.entries.map((e) => e.post.id)).toEqual([tweets.carolMention, answer.id]);
  });
});

describe('likePost', () => {
  const me = myCredentials();

  test('likes the post as the account; a second like of the same post likes nothing twice', async () => {
    const before =
      fake.state.tweets.find((t) => t.id === tweets.carolMention)?.public_metrics.like_count ?? 0;
    await likePost(me, { postId: tweets.carolMention, key: 'item-1' });
    await likePost(me, { postId: tweets.carolMention, key: 'item-1' });

    const calls = requestsTo('POST /2/users/:id/likes');
    expect(calls.map((c) => [c.path, JSON.parse(c.body) as unknown, c.status])).toEqual([
      [`/2/users/${users.me.id}/likes`, { tweet_id: tweets.carolMention }, 200],
      [`/2/users/${users.me.id}/likes`, { tweet_id: tweets.carolMention }, 200],
    ]);
    expect(fake.state.likes).toEqual([{ tweet_id: tweets.carolMention, user_id: users.me.id }]);
    expect(fake.state.tweets.find((t) => t.id === tweets.carolMention)?.public_metrics.like_count).toBe(
      before + 1,
    );
  });

  test('a post X does not have, or not an id, is bad input; a rate limit is RateLimitedError', async () => {
    await expect(likePost(me, { postId: '1234567', key: 'item-1' })).rejects.toBeInstanceOf(BadInputError);
    await expect(likePost(me, { postId: 'at://nope', key: 'item-1' })).rejects.toBeInstanceOf(BadInputError);
    expect(requestsTo('POST /2/users/:id/likes')).toHaveLength(1);

    fake.failNext('POST /2/users/:id/likes', 'rate-limited');
    await expect(likePost(me, { postId: tweets.carolMention, key: 'item-1' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(fake.state.likes).toEqual([]);
  });
});
