import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BadInputError,
  IdentityTakenError,
  ReconnectNeededError,
} from '../../../integrations/platform/errors';
import type { TCredentials } from '../../../integrations/platform/types';
import { insertTestAccount, insertTestPost, PUBLIC_URL, T0 } from '#test/kits/sandbox';
import { openSandboxBluesky, type TSandboxBlueskyFixture } from '#test/kits/sandbox-bluesky';
import { revokeSandboxBlueskySession } from './bluesky-access';
import {
  accountIdOfDid,
  didOf,
  handleOf,
  parsePostUri,
  postIdOfRecordKey,
  postUri,
  recordKeyOf,
  usernameKeyOfHandle,
} from './bluesky-ids';

/** The sandbox network's Bluesky face: ids, connecting, and what it reads (decision 0067). */
let s: TSandboxBlueskyFixture;
let me: TCredentials;
let author: string;
let posts: { ask: string; reply: string; repost: string; quote: string; spanish: string; old: string };

beforeAll(async () => {
  s = await openSandboxBluesky();
  me = await s.connectBluesky('owner-me');
  author = await insertTestAccount(s.db, 'Ada_Quill');
  const at = (text: string, minutesAgo: number, extra = {}) =>
    insertTestPost(s.db, { authorId: author, text, minutesAgo, ...extra });
  const ask = await at('Anyone tried quillcraft for invoices? cc @Ada_Quill', 30);
  posts = {
    ask,
    reply: await at('quillcraft answer to myself', 20, { inReplyToPostId: ask }),
    repost: await at('', 15, { tweetType: 'RETWEET', referencedPostId: ask }),
    quote: await at('quillcraft is great, see this', 10, { tweetType: 'QUOTE', referencedPostId: ask }),
    spanish: await at('quillcraft para facturas', 5, { lang: 'es' }),
    old: await at('quillcraft from last week', 60 * 24 * 6),
  };
});
afterAll(() => s.close());

const uriOf = (postId: string) => postUri(author, postId);

describe('ids: every row of the network has a Bluesky spelling, and it goes back', () => {
  test('DIDs, record keys, at:// URIs and handles', () => {
    const did = didOf(author);
    expect(did).toMatch(/^did:plc:sandbox[234567a-z]{17}$/);
    expect(accountIdOfDid(did)).toBe(author);
    expect(accountIdOfDid('did:plc:ewvi7nxzyoun6zhxrhs64oiz')).toBeNull();
    const rkey = recordKeyOf(posts.ask);
    expect(rkey).toMatch(/^[234567abcdefghij][234567a-z]{12}$/);
    expect(postIdOfRecordKey(rkey)).toBe(posts.ask);
    expect(parsePostUri(uriOf(posts.ask))).toEqual({ authorId: author, postId: posts.ask });
    expect(parsePostUri(`at://${did}/app.bsky.feed.like/${rkey}`)).toBeNull();
    expect(parsePostUri(posts.ask)).toBeNull();
    expect(handleOf('Ada_Quill')).toBe('ada-quill.sandbox.test');
    for (const typed of [
      'ada-quill.sandbox.test',
      '@Ada-Quill.sandbox.test',
      'ada_quill',
      'ada-quill.bsky.social',
    ])
      expect(usernameKeyOfHandle(typed)).toBe('ada_quill');
    expect(usernameKeyOfHandle('ada.example.com')).toBeNull();
  });
});

describe('connecting: an identity is picked, with no password', () => {
  test('the picker offers free generated accounts; connecting gives a DID, a handle and a profile', async () => {
    const choices = await s.bluesky.listIdentities('owner-new');
    expect(choices.length).toBeGreaterThanOrEqual(4);
    expect(choices.every((c) => !c.yours)).toBe(true);
    expect(choices.map((c) => c.profile.id)).not.toContain(me.userId);
    const pick = choices[0]!.profile;
    expect(pick.id).toMatch(/^did:plc:sandbox/);
    expect(pick.username).toMatch(/\.sandbox\.test$/);
    const { credentials, profile } = await s.bluesky.connectIdentity({
      identity: pick.username,
      ownerUserId: 'owner-new',
    });
    expect(credentials).toMatchObject({ userId: pick.id, username: pick.username });
    expect(profile).toMatchObject({ id: pick.id, username: pick.username, name: pick.name });
    expect(await s.bluesky.getProfile(credentials)).toMatchObject({ id: pick.id, username: pick.username });
    // It is theirs now: listed first for them, offered to nobody else.
    expect((await s.bluesky.listIdentities('owner-new'))[0]).toMatchObject({
      profile: { id: pick.id },
      yours: true,
    });
    expect((await s.bluesky.listIdentities('owner-other')).map((c) => c.profile.id)).not.toContain(pick.id);
  });

  test("another user's identity is refused; an unknown one too", async () => {
    await expect(
      s.bluesky.connectIdentity({ identity: me.userId, ownerUserId: 'owner-thief' }),
    ).rejects.toThrow(IdentityTakenError);
    await expect(
      s.bluesky.connectIdentity({ identity: 'nobody-here.sandbox.test', ownerUserId: 'owner-me' }),
    ).rejects.toThrow(BadInputError);
  });

  test('the password sign-in says to pick an account instead', async () => {
    await expect(s.bluesky.signIn({ identifier: 'ada-quill.sandbox.test', password: 'x' })).rejects.toThrow(
      /pick one of its accounts|choose one of its accounts/,
    );
  });

  test('connecting again replaces the session; a revoked one must reconnect', async () => {
    const again = await s.connectBluesky('owner-me', me.userId);
    await expect(s.bluesky.getProfile(me)).rejects.toThrow(ReconnectNeededError);
    await expect(s.bluesky.getProfile({ ...again, accessSecret: 'wrong' })).rejects.toThrow(
      ReconnectNeededError,
    );
    expect((await s.bluesky.getProfile(again)).id).toBe(me.userId);
    me = again;
    const other = await s.connectBluesky('owner-revoked');
    await revokeSandboxBlueskySession(s.db, accountIdOfDid(other.userId)!);
    await expect(s.bluesky.getProfile(other)).rejects.toThrow(ReconnectNeededError);
  });

  test('the same identity on both faces: connecting Bluesky leaves the X access alone', async () => {
    const x = await s.connect();
    const identity = x.userId;
    const bluesky = await s.connectBluesky('owner-x', didOf(identity));
    expect((await s.provider.getProfile(x)).id).toBe(identity);
    expect((await s.bluesky.getProfile(bluesky)).id).toBe(didOf(identity));
  });
});

describe('reading, as Bluesky answers', () => {
  test('keyword search: posts with Bluesky ids and handles, newest first, no replies and no reposts', async () => {
    const found = await s.bluesky.searchKeyword(me, 'quillcraft');
    expect(found.map((p) => p.id)).toEqual([posts.spanish, posts.quote, posts.ask, posts.old].map(uriOf));
    const ask = found.find((p) => p.id === uriOf(posts.ask))!;
    expect(ask).toMatchObject({
      author: { id: didOf(author), username: 'ada-quill.sandbox.test' },
      text: 'Anyone tried quillcraft for invoices? cc @ada-quill.sandbox.test',
      mentions: ['ada-quill.sandbox.test'],
      conversation_id: uriOf(posts.ask),
      in_reply_to_id: null,
      url: `${PUBLIC_URL}/sandbox/profile/ada-quill.sandbox.test/post/${recordKeyOf(posts.ask)}`,
    });
    expect(ask.reactions.views).toBe(0);
    const quote = found.find((p) => p.id === uriOf(posts.quote))!;
    expect(quote).toMatchObject({ tweet_type: 'QUOTE', original: { id: uriOf(posts.ask) } });
  });

  test("keywords in X's syntax: lang, from, OR, negation; a cursor that is a time", async () => {
    const ids = async (keyword: string, sinceId?: string) =>
      (await s.bluesky.searchKeyword(me, keyword, { sinceId })).map((p) => p.id);
    expect(await ids('quillcraft lang:es')).toEqual([uriOf(posts.spanish)]);
    expect(await ids('quillcraft from:ada_quill -facturas -week')).toEqual(
      [posts.quote, posts.ask].map(uriOf),
    );
    expect(await ids('invoices OR facturas')).toEqual([posts.spanish, posts.ask].map(uriOf));
    expect(await ids('quillcraft from:nobody_at_all')).toEqual([]);
    const since = new Date(T0.getTime() - 12 * 60_000).toISOString();
    expect(await ids('quillcraft', since)).toEqual([posts.spanish, posts.quote].map(uriOf));
    // A cursor of X (a numeric id) is no time: the read starts over, as the live provider's does.
    expect(await ids('quillcraft lang:es', posts.ask)).toEqual([uriOf(posts.spanish)]);
  });

  test("an account's posts: its replies only on its own feed; reposts never; by DID or handle", async () => {
    const theirs = await s.bluesky.getUserPosts(me, didOf(author), { max: 100 });
    expect(theirs.map((p) => p.id)).toEqual([posts.spanish, posts.quote, posts.ask, posts.old].map(uriOf));
    const byHandle = await s.bluesky.getUserPosts(me, 'ada-quill.sandbox.test', { max: 2 });
    expect(byHandle.map((p) => p.id)).toEqual([posts.spanish, posts.quote].map(uriOf));
    await expect(s.bluesky.getUserPosts(me, 'did:plc:sandbox22222222222222222')).rejects.toThrow(
      BadInputError,
    );
  });

  test('replies carry their parent and root as URIs, and the post they answer', async () => {
    const reader = await s.connectBluesky('owner-author', didOf(author));
    const own = await s.bluesky.getUserPosts(reader, didOf(author), { max: 100 });
    const reply = own.find((p) => p.id === uriOf(posts.reply))!;
    expect(reply).toMatchObject({
      in_reply_to_id: uriOf(posts.ask),
      conversation_id: uriOf(posts.ask),
      replied_to: { id: uriOf(posts.ask) },
    });
  });

  test('users by handle, bare name or DID; the rest missing', async () => {
    const { found, missing } = await s.bluesky.getUsersByUsernames(me, [
      'ada-quill.sandbox.test',
      '@ADA_QUILL',
      didOf(author),
      'nobody-here.sandbox.test',
      'someone.example.com',
    ]);
    expect(found.map((p) => p.username)).toEqual(['ada-quill.sandbox.test']);
    expect(found[0]).toMatchObject({ id: didOf(author), name: 'Test Ada_Quill' });
    expect(missing).toEqual(['nobody-here.sandbox.test', 'someone.example.com']);
  });

  test('cursorAfter keeps the later creation time', () => {
    const post = { created_at: '2026-05-04T10:00:00.000Z' } as Parameters<typeof s.bluesky.cursorAfter>[1];
    expect(s.bluesky.cursorAfter(null, post)).toBe(post.created_at);
    expect(s.bluesky.cursorAfter('2026-05-04T11:00:00.000Z', post)).toBe('2026-05-04T11:00:00.000Z');
    expect(s.bluesky.cursorAfter('1900000000000000000', post)).toBe(post.created_at);
  });
});
