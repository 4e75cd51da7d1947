import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { RateLimitedError, ReconnectNeededError } from '../errors';
import type { TInboxEntry } from '../types';

const { fake, provider, signedIn, paramsOf } = blueskyProviderKit();

/** When the AppView indexed the post: its notification's indexedAt. */
const indexedAt = (uri: string) => fake.state.records.get(uri)!.indexedAt;
const summary = (entries: TInboxEntry[]) => entries.map((e) => [e.kind, e.post.text]);
const updateSeenCalls = () => fake.received.filter((r) => r.nsid === 'app.bsky.notification.updateSeen');

describe('reading the inbox', () => {
  test('answers, mentions and quotes come oldest first, each with its kind and its thread', async () => {
    const me = await signedIn();
    const question = fake.addPost(ALICE.handle, { text: 'What are you building?' });
    const mine = fake.addPost(ME.handle, { text: 'A reply scheduler', replyTo: question.uri });
    const launch = fake.addPost(ME.handle, { text: 'Beta is live' });
    const answer = fake.addPost(BOB.handle, { text: 'Nice, is there a link?', replyTo: mine.uri });
    const mention = fake.addPost(ALICE.handle, { text: 'Ask', mentions: [ME.handle] });
    const quote = fake.addPost(BOB.handle, { text: 'Worth a look', quote: launch.uri });
    const both = fake.addPost(ALICE.handle, { text: 'Congrats', replyTo: launch.uri, mentions: [ME.handle] });
    // Not what the inbox takes in.
    fake.like(ALICE.handle, launch.uri);
    fake.repost(BOB.handle, launch.uri);
    fake.follow(BOB.handle, ME.handle);

    const page = await provider.readInbox!(me, { cursor: null, max: 20 });

    expect(summary(page.entries)).toEqual([
      ['answer', 'Nice, is there a link?'],
      ['mention', `Ask @${ME.handle}`],
      ['quote', 'Worth a look'],
      ['answer', `Congrats @${ME.handle}`],
    ]);
    const [first, second, third, fourth] = page.entries;
    expect(first!.post).toMatchObject({
      id: answer.uri,
      author: { username: BOB.handle },
      in_reply_to_id: mine.uri,
      conversation_id: question.uri,
      replied_to: { id: mine.uri, text: 'A reply scheduler', author: { id: me.userId } },
      thread_root: { id: question.uri, text: 'What are you building?' },
    });
    expect(second!.post).toMatchObject({ id: mention.uri, mentions: [ME.handle], in_reply_to_id: null });
    expect(third!.post).toMatchObject({
      id: quote.uri,
      tweet_type: 'QUOTE',
      original: { id: launch.uri, text: 'Beta is live' },
    });
    // The parent is the thread's first post: no separate root.
    expect(fourth!.post).toMatchObject({ id: both.uri, replied_to: { id: launch.uri } });
    expect(fourth!.post.thread_root).toBeUndefined();
    expect(page.cursor).toBe(indexedAt(both.uri));
    expect(paramsOf('app.bsky.notification.listNotifications')).toEqual([
      { reasons: ['reply', 'mention', 'quote'], limit: '20' },
    ]);
  });

  test('a later read answers only what came after the cursor; nothing new gives the same cursor', async () => {
    const me = await signedIn();
    const post = fake.addPost(ME.handle, { text: 'Shipping today' });
    fake.addPost(ALICE.handle, { text: 'First!', replyTo: post.uri });
    const first = await provider.readInbox!(me, { cursor: null, max: 20 });
    expect(summary(first.entries)).toEqual([['answer', 'First!']]);
    expect(fake.seenAt(ME.handle)).toBe(first.cursor);

    fake.addPost(BOB.handle, { text: 'Second', replyTo: post.uri });
    const third = fake.addPost(ALICE.handle, { text: 'Third', quote: post.uri });
    const next = await provider.readInbox!(me, { cursor: first.cursor, max: 20 });
    expect(summary(next.entries)).toEqual([
      ['answer', 'Second'],
      ['quote', 'Third'],
    ]);
    expect(next.cursor).toBe(indexedAt(third.uri));
    expect(fake.seenAt(ME.handle)).toBe(next.cursor);

    await expect(provider.readInbox!(me, { cursor: next.cursor, max: 20 })).resolves.toEqual({
      entries: [],
      cursor: next.cursor,
    });
    // Marked seen when something was taken in, not again for nothing.
    expect(updateSeenCalls().map((r) => r.body)).toEqual([{ seenAt: first.cursor }, { seenAt: next.cursor }]);
  });

  test('a first read takes only the newest page, up to max', async () => {
    const me = await signedIn();
    const post = fake.addPost(ME.handle, { text: 'Hello' });
    for (const text of ['one', 'two', 'three']) fake.addPost(ALICE.handle, { text, replyTo: post.uri });
    const page = await provider.readInbox!(me, { cursor: null, max: 2 });
    expect(summary(page.entries)).toEqual([
      ['answer', 'two'],
      ['answer', 'three'],
    ]);
    expect(paramsOf('app.bsky.notification.listNotifications')).toHaveLength(1);
  });

  test('after a cursor it pages back to it and takes the oldest first: nothing is skipped', async () => {
    const me = await signedIn();
    const post = fake.addPost(ME.handle, { text: 'AMA' });
    fake.addPost(BOB.handle, { text: 'q0', replyTo: post.uri });
    const start = await provider.readInbox!(me, { cursor: null, max: 10 });
    for (let i = 1; i <= 105; i++)
      fake.addPost(i % 2 ? ALICE.handle : BOB.handle, { text: `q${i}`, replyTo: post.uri });

    const page = await provider.readInbox!(me, { cursor: start.cursor, max: 100 });
    expect(page.entries.map((e) => e.post.text)).toEqual(Array.from({ length: 100 }, (_, i) => `q${i + 1}`));
    expect(paramsOf('app.bsky.notification.listNotifications').slice(1)).toEqual([
      { reasons: ['reply', 'mention', 'quote'], limit: '100' },
      { reasons: ['reply', 'mention', 'quote'], limit: '100', cursor: '100' },
    ]);
    // Hydrated 25 posts a call.
    expect(paramsOf('app.bsky.feed.getPosts').every((p) => [p.uris].flat().length <= 25)).toBe(true);

    const rest = await provider.readInbox!(me, { cursor: page.cursor, max: 100 });
    expect(rest.entries.map((e) => e.post.text)).toEqual(['q101', 'q102', 'q103', 'q104', 'q105']);
  });

  test('authors the account muted or blocks are left out, and the cursor moves past them', async () => {
    const me = await signedIn();
    const post = fake.addPost(ME.handle, { text: 'Opinions welcome' });
    fake.mute(ME.handle, ALICE.handle);
    fake.block(ME.handle, BOB.handle);
    fake.addPost(ALICE.handle, { text: 'muted answer', replyTo: post.uri });
    const last = fake.addPost(BOB.handle, { text: 'blocked mention', mentions: [ME.handle] });
    const page = await provider.readInbox!(me, { cursor: null, max: 20 });
    expect(page).toEqual({ entries: [], cursor: indexedAt(last.uri) });
    expect(fake.calls).not.toContain('app.bsky.feed.getPosts');
  });

  test('an author who blocks the account is left out; so are its own posts', async () => {
    const me = await signedIn();
    fake.state.notifiesOwnPosts = true;
    const post = fake.addPost(ME.handle, { text: 'Thread 1/2' });
    fake.addPost(ME.handle, { text: 'Thread 2/2', replyTo: post.uri });
    fake.block(ALICE.handle, ME.handle);
    fake.addPost(ALICE.handle, { text: 'from a blocker', replyTo: post.uri });
    fake.addPost(BOB.handle, { text: 'welcome one', replyTo: post.uri });
    const page = await provider.readInbox!(me, { cursor: null, max: 20 });
    expect(summary(page.entries)).toEqual([['answer', 'welcome one']]);
  });

  test('when marking them seen fails, the page is still answered', async () => {
    const me = await signedIn();
    const post = fake.addPost(ME.handle, { text: 'Hello' });
    const reply = fake.addPost(ALICE.handle, { text: 'Hi', replyTo: post.uri });
    fake.failNext('app.bsky.notification.updateSeen', 503);
    const page = await provider.readInbox!(me, { cursor: null, max: 20 });
    expect(summary(page.entries)).toEqual([['answer', 'Hi']]);
    expect(page.cursor).toBe(indexedAt(reply.uri));
    expect(updateSeenCalls()).toHaveLength(1);
    expect(fake.seenAt(ME.handle)).toBeUndefined();
  });

  test('a rate limit is a RateLimitedError with its reset; a revoked session needs reconnecting', async () => {
    const me = await signedIn();
    fake.rateLimitNext('app.bsky.notification.listNotifications', 120);
    const before = Date.now();
    const err = await provider.readInbox!(me, { cursor: null, max: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBeGreaterThanOrEqual(before + 110_000);

    const post = fake.addPost(ME.handle, { text: 'Hello' });
    fake.addPost(ALICE.handle, { text: 'Hi', replyTo: post.uri });
    fake.rateLimitNext('app.bsky.feed.getPosts', 60);
    await expect(provider.readInbox!(me, { cursor: null, max: 20 })).rejects.toBeInstanceOf(RateLimitedError);
    // Nothing was taken in: nothing is marked seen.
    expect(fake.seenAt(ME.handle)).toBeUndefined();

    fake.revoke(ME.handle);
    await expect(provider.readInbox!(me, { cursor: null, max: 20 })).rejects.toBeInstanceOf(
      ReconnectNeededError,
    );
  });
});
