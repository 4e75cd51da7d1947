import { describe, expect, test } from 'vitest';
import { ALICE, BOB, blueskyProviderKit, ME } from '#test/fakes/bluesky/provider-kit';
import { BadInputError } from '../errors';
import type { TPlatformPost } from '../types';

const { fake, provider, signedIn, paramsOf } = blueskyProviderKit();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

describe('searching a stored keyword', () => {
  test('X operators become parameters or are dropped: none reaches the wire', async () => {
    const me = await signedIn();
    fake.addPost(ALICE.handle, { text: 'My side project hit 100 users', langs: ['en'], createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'Mein side project läuft', langs: ['de'], createdAt: at(2) });
    const posts = await provider.searchKeyword(me, '"side project" lang:en -is:retweet -is:reply', {
      max: 10,
    });
    expect(posts.map((p) => p.text)).toEqual(['My side project hit 100 users']);
    expect(paramsOf('app.bsky.feed.searchPosts')).toEqual([
      { q: '"side project"', sort: 'latest', limit: '10', lang: 'en' },
    ]);
  });

  test('an OR group searches each alternative and merges them newest first, once each', async () => {
    const me = await signedIn();
    fake.addPost(ALICE.handle, { text: 'saas pricing thoughts', createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'indie saas launch', createdAt: at(3) });
    fake.addPost(ALICE.handle, { text: 'indie games rock', createdAt: at(2) });
    const posts = await provider.searchKeyword(me, '(saas OR indie) -is:reply');
    expect(posts.map((p) => p.text)).toEqual([
      'indie saas launch',
      'indie games rock',
      'saas pricing thoughts',
    ]);
    for (const params of paramsOf('app.bsky.feed.searchPosts')) expect(params.q).not.toMatch(/is:|OR|\(/);
    expect(paramsOf('app.bsky.feed.searchPosts').map((p) => p.q)).toEqual(['saas', 'indie']);
  });

  test('posts at or before the cursor are left out; the cursor is sent as since', async () => {
    const me = await signedIn();
    const old = fake.addPost(ALICE.handle, { text: 'launch week one', createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'launch week reply', createdAt: at(3), replyTo: old.uri });
    fake.addPost(BOB.handle, { text: 'launch week two', createdAt: at(4) });
    const posts = await provider.searchKeyword(me, 'launch -is:reply', { sinceId: at(1) });
    expect(posts.map((p) => p.text)).toEqual(['launch week two']);
    expect(paramsOf('app.bsky.feed.searchPosts')[0]).toMatchObject({ since: at(1) });
  });

  test('from: becomes the author; a keyword that is only from: reads the feed', async () => {
    const me = await signedIn();
    fake.addPost(ALICE.handle, { text: 'alice on launch', createdAt: at(1) });
    fake.addPost(BOB.handle, { text: 'bob on launch', createdAt: at(2) });
    expect((await provider.searchKeyword(me, 'launch from:alice')).map((p) => p.text)).toEqual([
      'alice on launch',
    ]);
    expect(paramsOf('app.bsky.feed.searchPosts')[0]).toMatchObject({ q: 'launch', author: ALICE.handle });
    expect((await provider.searchKeyword(me, 'from:bob -is:retweet')).map((p) => p.text)).toEqual([
      'bob on launch',
    ]);
    expect(fake.calls).toContain('app.bsky.feed.getAuthorFeed');
  });

  test('cursorAfter keeps the later creation time', () => {
    const post = { created_at: at(5) } as TPlatformPost;
    expect(provider.cursorAfter(null, post)).toBe(at(5));
    expect(provider.cursorAfter(at(1), post)).toBe(at(5));
    expect(provider.cursorAfter(at(9), post)).toBe(at(9));
    expect(provider.cursorAfter('1234567890', post)).toBe(at(5));
  });
});

describe('mapping posts', () => {
  test('a quote with images, a mention and a language', async () => {
    const me = await signedIn();
    const quoted = fake.addPost(BOB.handle, { text: 'original thought', createdAt: at(1) });
    const quote = fake.addPost(ALICE.handle, {
      text: 'so true',
      langs: ['en-US'],
      quote: quoted.uri,
      createdAt: at(2),
    });
    fake.like(BOB.handle, quote.uri);
    const [post] = await provider.searchKeyword(me, 'so true');
    const alice = fake.state.accounts[1]!;
    expect(post).toMatchObject({
      id: quote.uri,
      url: `https://bsky.app/profile/${alice.did}/post/${quote.uri.split('/').pop()}`,
      created_at: at(2),
      lang: 'en',
      author: {
        id: alice.did,
        username: ALICE.handle,
        name: 'Alice',
        avatar_url: expect.stringContaining(alice.did),
      },
      reactions: { likes: 1, replies: 0, retweets: 0, views: 0 },
      tweet_type: 'QUOTE',
      conversation_id: quote.uri,
      in_reply_to_id: null,
      original: {
        id: quoted.uri,
        text: 'original thought',
        author: { username: BOB.handle, name: BOB.handle },
      },
    });

    const pics = fake.addPost(ALICE.handle, { text: 'two pics', images: 2 });
    const [withImages] = await provider.searchKeyword(me, 'two pics');
    expect(withImages?.media_urls).toHaveLength(2);
    expect(withImages?.media_url).toContain(pics.uri.split('/').pop());
    expect(withImages?.tweet_type).toBe('SINGLE');
  });

  test('an account’s posts: reposts skipped, its own replies kept with what they answer', async () => {
    const me = await signedIn();
    const other = fake.addPost(ALICE.handle, { text: 'question?', createdAt: at(1) });
    fake.addPost(ME.handle, { text: 'my post', createdAt: at(2) });
    fake.addPost(ME.handle, { text: `@${ALICE.handle} answer`, createdAt: at(3), replyTo: other.uri });
    fake.repost(ME.handle, other.uri);
    const own = await provider.getUserPosts(me, me.userId);
    expect(own.map((p) => p.text)).toEqual([`@${ALICE.handle} answer`, 'my post']);
    expect(own[0]).toMatchObject({
      in_reply_to_id: other.uri,
      conversation_id: other.uri,
      replied_to: { id: other.uri },
    });
    expect(paramsOf('app.bsky.feed.getAuthorFeed')[0]).toMatchObject({ filter: 'posts_with_replies' });

    const alices = await provider.getUserPosts(me, fake.state.accounts[1]!.did, { sinceId: at(0), max: 5 });
    expect(alices.map((p) => p.text)).toEqual(['question?']);
    expect(paramsOf('app.bsky.feed.getAuthorFeed')[1]).toMatchObject({
      filter: 'posts_no_replies',
      limit: '5',
    });
    await expect(provider.getUserPosts(me, fake.state.accounts[1]!.did, { sinceId: at(1) })).resolves.toEqual(
      [],
    );
  });

  test('an unknown account is bad input', async () => {
    const me = await signedIn();
    await expect(provider.getUserPosts(me, 'nobody.bsky.social')).rejects.toBeInstanceOf(BadInputError);
  });
});

describe('looking up accounts', () => {
  test('handles any case, with @, bare names on bsky.social; the rest missing', async () => {
    const me = await signedIn();
    const { found, missing } = await provider.getUsersByUsernames(me, [
      '@Alice.bsky.social',
      'bob',
      'ghost',
      'not a handle!',
    ]);
    expect(found.map((p) => p.username).sort()).toEqual([ALICE.handle, BOB.handle]);
    expect(missing).toEqual(['ghost', 'not a handle!']);
    expect(paramsOf('app.bsky.actor.getProfiles')).toEqual([
      { actors: ['alice.bsky.social', 'bob.bsky.social', 'ghost.bsky.social'] },
    ]);
  });

  test('25 actors a call', async () => {
    const me = await signedIn();
    const names = Array.from({ length: 30 }, (_, i) => `user${i}.example.com`);
    const { missing } = await provider.getUsersByUsernames(me, names);
    expect(missing).toHaveLength(30);
    expect(paramsOf('app.bsky.actor.getProfiles').map((p) => [p.actors].flat().length)).toEqual([25, 5]);
  });
});
