import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ALICE, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { uniqueEmail, useTestApp } from '#test/harness';
import { platformCalls } from '../../../db/schema/analytics';
import { createLogger } from '../../../lib/logger';
import { BadInputError, RateLimitedError } from '../errors';
import { meteredProvider, platformPrices } from '../metered-provider';
import { likeRecordKey } from './record-key';

const t = useTestApp();
const { fake, provider, signedIn } = blueskyProviderKit();
const KEY = '0b6f3d1e-8a2c-4c1d-9e7f-1a2b3c4d5e6f';

const putRecordBodies = () =>
  fake.received
    .filter((r) => r.nsid === 'com.atproto.repo.putRecord')
    .map((r) => r.body as Record<string, unknown>);

describe('liking a post', () => {
  test('one like, at the key its item gives, written only if absent; a second call changes nothing', async () => {
    const me = await signedIn();
    const post = fake.addPost(ALICE.handle, { text: 'Thanks for the tip!' });
    await provider.likePost!(me, { postId: post.uri, key: KEY });
    await provider.likePost!(me, { postId: post.uri, key: KEY });

    const rkey = likeRecordKey(KEY);
    expect(fake.likesBy(ME.handle)).toEqual([
      { uri: `at://${me.userId}/app.bsky.feed.like/${rkey}`, subject: post.uri },
    ]);
    expect(putRecordBodies()).toEqual([
      {
        repo: me.userId,
        collection: 'app.bsky.feed.like',
        rkey,
        swapRecord: null,
        record: {
          $type: 'app.bsky.feed.like',
          subject: { uri: post.uri, cid: post.cid },
          createdAt: expect.any(String),
        },
      },
    ]);
  });

  test('an answer lost on the way back: the retry finds the like written and is done', async () => {
    const me = await signedIn();
    const post = fake.addPost(ALICE.handle, { text: 'Ping' });
    fake.loseNextAnswer('com.atproto.repo.putRecord');
    await provider.likePost!(me, { postId: post.uri, key: KEY });
    expect(putRecordBodies()).toHaveLength(2);
    expect(fake.likesBy(ME.handle)).toHaveLength(1);
  });

  test('a post already liked in the Bluesky app is not liked again', async () => {
    const me = await signedIn();
    const post = fake.addPost(ALICE.handle, { text: 'Liked already' });
    fake.like(ME.handle, post.uri);
    await provider.likePost!(me, { postId: post.uri, key: KEY });
    expect(putRecordBodies()).toEqual([]);
    expect(fake.likesBy(ME.handle)).toHaveLength(1);
  });

  test('a post that is gone, or no post at all, is bad input; a rate limit is a RateLimitedError', async () => {
    const me = await signedIn();
    const post = fake.addPost(ALICE.handle, { text: 'Soon gone' });
    fake.state.records.delete(post.uri);
    await expect(provider.likePost!(me, { postId: post.uri, key: KEY })).rejects.toBeInstanceOf(
      BadInputError,
    );
    await expect(
      provider.likePost!(me, { postId: 'https://bsky.app/profile/x/post/y', key: KEY }),
    ).rejects.toBeInstanceOf(BadInputError);

    const other = fake.addPost(ALICE.handle, { text: 'Still here' });
    fake.rateLimitNext('com.atproto.repo.putRecord', 30);
    await expect(provider.likePost!(me, { postId: other.uri, key: KEY })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(fake.likesBy(ME.handle)).toEqual([]);
  });
});

describe('metered', () => {
  test('reading the inbox and liking are recorded for the user, at no cost', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('bsky-inbox-meter'));
    const metered = meteredProvider(provider, {
      db: t.database.db,
      logger: createLogger('silent'),
      prices: platformPrices(t.config),
    });
    const me = { ...(await signedIn()), meterAs: session.user.id };
    const post = fake.addPost(ME.handle, { text: 'Launch day' });
    const reply = fake.addPost(ALICE.handle, { text: 'Congrats!', replyTo: post.uri });
    fake.addPost(ALICE.handle, { text: 'Hey', mentions: [ME.handle] });

    const page = await metered.readInbox!(me, { cursor: null, max: 20 });
    expect(page.entries).toHaveLength(2);
    await metered.likePost!(me, { postId: reply.uri, key: KEY });

    const rows = await t.database.db
      .select({
        platform: platformCalls.platform,
        endpoint: platformCalls.endpoint,
        resources: platformCalls.resources,
        usd: platformCalls.costUsd,
      })
      .from(platformCalls)
      .where(eq(platformCalls.userId, session.user.id))
      .orderBy(platformCalls.id);
    expect(rows).toEqual([
      { platform: 'bluesky', endpoint: 'readInbox', resources: 2, usd: '0.000000' },
      { platform: 'bluesky', endpoint: 'likePost', resources: 1, usd: '0.000000' },
    ]);
  });
});
