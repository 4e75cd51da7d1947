import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxAccounts } from '../../db/schema/sandbox';
import {
  BadInputError,
  RateLimitedError,
  ReconnectNeededError,
  ReplyNotAllowedError,
} from '../../integrations/platform/errors';
import type { TCredentials, TPlatformPost } from '../../integrations/platform/types';
import { hashAccessValue, revokeSandboxAccess } from './access';
import { createSandboxProvider } from './sandbox-provider';
import {
  CALLBACK_URL,
  insertTestAccount,
  insertTestPost,
  openSandbox,
  PUBLIC_URL,
  T0,
  type TSandboxFixture,
} from '#test/kits/sandbox';
import { createLogger } from '../../lib/logger';

let s: TSandboxFixture;
let me: TCredentials;
let stranger: string;

beforeAll(async () => {
  s = await openSandbox({ rateLimits: { search: { limit: 3, windowMs: 15 * 60_000 } } });
  me = await s.connect({ create: { username: 'Sandy_Writer', name: 'Sandy Writer' } });
  stranger = await insertTestAccount(s.db, 'stranger_q');
});
afterAll(() => s.close());

const postBy = (authorId: string, text: string, extra: Partial<Parameters<typeof insertTestPost>[1]> = {}) =>
  insertTestPost(s.db, { authorId, text, minutesAgo: 30, ...extra });
const findPost = async (authorId: string, id: string): Promise<TPlatformPost | undefined> =>
  (await s.provider.getUserPosts(me, authorId, { max: 100 })).find((p) => p.id === id);

describe('connecting', () => {
  test('finishConnect answers the identity and its profile', async () => {
    expect(me.username).toBe('Sandy_Writer');
    const profile = await s.provider.getProfile(me);
    expect(profile).toMatchObject({ id: me.userId, username: 'Sandy_Writer', name: 'Sandy Writer' });
    expect(profile.avatar_url).toMatch(/^data:image\/svg\+xml/);
    expect(profile.followers).toBeGreaterThan(0);
  });

  test('a verifier works once; wrong secrets and verifiers are refused', async () => {
    const start = await s.provider.startConnect(CALLBACK_URL);
    expect(start.authorizationUrl).toBe(`${PUBLIC_URL}/sandbox/authorize?oauth_token=${start.requestToken}`);
    const form = new URLSearchParams({
      oauth_token: start.requestToken,
      action: 'authorize',
      identity: 'sandy_writer',
    });
    const res = await s.web.request('/sandbox/authorize', { method: 'POST', body: form });
    const verifier = new URL(res.headers.get('location') ?? '').searchParams.get('oauth_verifier') ?? '';
    const input = { requestToken: start.requestToken, requestSecret: start.requestSecret, verifier };
    await expect(s.provider.finishConnect({ ...input, requestSecret: 'nope' })).rejects.toThrow(
      BadInputError,
    );
    await expect(s.provider.finishConnect({ ...input, verifier: 'nope' })).rejects.toThrow(BadInputError);
    const again = await s.provider.finishConnect(input);
    // Authorizing again issues a new token (the network keeps only hashes, so it cannot hand out the
    // earlier one): the earlier token stops working.
    expect(again.credentials).toMatchObject({ userId: me.userId, username: me.username });
    expect(again.credentials.accessToken).not.toBe(me.accessToken);
    await expect(s.provider.getProfile(me)).rejects.toThrow(ReconnectNeededError);
    me = again.credentials;
    await expect(s.provider.finishConnect(input)).rejects.toThrow(/already used/);
  });

  test('the network keeps only hashes of the tokens it issues', async () => {
    const [row] = await s.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, me.userId));
    expect(row?.accessToken).toBe(hashAccessValue(me.accessToken));
    expect(row?.accessSecret).toBe(hashAccessValue(me.accessSecret));
    expect(JSON.stringify(row)).not.toContain(me.accessToken);
  });

  test('a callback that is not an absolute http(s) URL is refused', async () => {
    await expect(s.provider.startConnect('/relative')).rejects.toThrow(BadInputError);
    await expect(s.provider.startConnect('javascript:alert(1)')).rejects.toThrow(BadInputError);
  });
});

describe('reading', () => {
  test('users by username: any case, with or without @, missing ones listed', async () => {
    const { found, missing } = await s.provider.getUsersByUsernames(me, [
      '@SANDY_writer',
      'Stranger_Q',
      'nobody_here_x',
      'sandy_writer',
    ]);
    expect(found.map((u) => u.username)).toEqual(['Sandy_Writer', 'stranger_q']);
    expect(missing).toEqual(['nobody_here_x']);
    await expect(s.provider.getUsersByUsernames(me, [])).resolves.toEqual({ found: [], missing: [] });
    const tooMany = Array.from({ length: 101 }, (_, i) => `user_${i}`);
    await expect(s.provider.getUsersByUsernames(me, tooMany)).rejects.toThrow(BadInputError);
  });

  test("a new identity has a history in its own voice; a user's posts come newest first with since_id and max", async () => {
    const all = await s.provider.getUserPosts(me, me.userId, { max: 100 });
    // 40 posts of its own and 20 replies to the network's posts, each after the post it answers.
    expect(all).toHaveLength(60);
    expect(new Set(all.map((p) => p.text)).size).toBeGreaterThan(55);
    const answers = all.filter((p) => p.replied_to && p.replied_to.author.id !== me.userId);
    expect(answers).toHaveLength(20);
    for (const p of answers) {
      expect(p.text.startsWith(`@${p.replied_to?.author.username} `)).toBe(true);
      expect(Date.parse(p.created_at)).toBeGreaterThan(Date.parse(p.replied_to?.created_at ?? ''));
    }
    expect(all.every((p) => p.author.username === 'Sandy_Writer')).toBe(true);
    const ids = all.map((p) => BigInt(p.id));
    expect(ids.every((id, i) => i === 0 || id < (ids[i - 1] ?? 0n))).toBe(true);
    expect(await s.provider.getUserPosts(me, me.userId)).toHaveLength(10);
    const newer = await s.provider.getUserPosts(me, me.userId, { sinceId: all[5]?.id, max: 100 });
    expect(newer.map((p) => p.id)).toEqual(all.slice(0, 5).map((p) => p.id));
  });

  test('bad page sizes, since_id and unknown users are BadInputErrors', async () => {
    await expect(s.provider.getUserPosts(me, me.userId, { max: 4 })).rejects.toThrow(BadInputError);
    await expect(s.provider.getUserPosts(me, me.userId, { sinceId: '12ab' })).rejects.toThrow(BadInputError);
    await expect(s.provider.getUserPosts(me, '999')).rejects.toThrow(BadInputError);
  });
});

describe('replying and deleting', () => {
  test('replyDelivery: api when the post mentions or quotes the identity, else intent', async () => {
    const mention = await postBy(stranger, 'What do you think, @sandy_writer?');
    const mine = (await s.provider.getUserPosts(me, me.userId))[0];
    const quote = await postBy(stranger, 'Good point here', {
      tweetType: 'QUOTE',
      referencedPostId: mine?.id ?? '',
    });
    const plain = await postBy(stranger, 'Nothing to do with anyone');
    const posts = await s.provider.getUserPosts(me, stranger, { max: 100 });
    const delivery = (id: string) =>
      s.provider.replyDelivery(posts.find((p) => p.id === id) as TPlatformPost, me);
    expect(delivery(mention)).toBe('api');
    expect(delivery(quote)).toBe('api');
    expect(delivery(plain)).toBe('intent');
    expect(s.provider.intentUrl('123', 'Hi & bye?')).toBe(
      `${PUBLIC_URL}/sandbox/intent?in_reply_to=123&text=Hi%20%26%20bye%3F`,
    );
    await expect(
      s.provider.postReply(me, { inReplyToId: plain, text: 'Hello there', key: 'reply-1' }),
    ).rejects.toThrow(ReplyNotAllowedError);
  });

  test('a reply joins the thread and bumps the reply count; duplicates and long texts are refused', async () => {
    const parent = await postBy(stranger, 'Anyone tried this, @Sandy_Writer?');
    const before = await findPost(stranger, parent);
    const reply = await s.provider.postReply(me, {
      inReplyToId: parent,
      text: 'Yes, every week.',
      key: 'reply-1',
    });
    expect(reply.url).toBe(`${PUBLIC_URL}/sandbox/Sandy_Writer/status/${reply.id}`);
    const after = await findPost(stranger, parent);
    expect(after?.reactions.replies).toBe((before?.reactions.replies ?? 0) + 1);
    const mine = await findPost(me.userId, reply.id);
    expect(mine).toMatchObject({ in_reply_to_id: parent, conversation_id: parent, text: 'Yes, every week.' });
    // The answered post comes with the reply, as X gives it in the response's includes.
    expect(mine?.replied_to).toMatchObject({
      id: parent,
      text: 'Anyone tried this, @Sandy_Writer?',
      author: { username: 'stranger_q', description: null },
    });
    // An author's bio comes with their posts.
    const [sandy] = await s.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, me.userId));
    expect(sandy?.bio).toBeTruthy();
    expect(mine?.author.description).toBe(sandy?.bio);
    expect(after?.replied_to).toBeNull();
    await expect(
      s.provider.postReply(me, { inReplyToId: parent, text: 'Yes, every week.', key: 'reply-1' }),
    ).rejects.toThrow(/duplicate/);
    await expect(
      s.provider.postReply(me, { inReplyToId: parent, text: 'x'.repeat(281), key: 'reply-1' }),
    ).rejects.toThrow(BadInputError);
    // Counted as X counts: an emoji weighs 2, a link 23 however long.
    await expect(
      s.provider.postReply(me, { inReplyToId: parent, text: '🙂'.repeat(141), key: 'reply-1' }),
    ).rejects.toThrow(BadInputError);
    await expect(
      s.provider.postReply(me, { inReplyToId: parent, text: '🙂'.repeat(140), key: 'reply-1' }),
    ).resolves.toBeTruthy();
    await expect(
      s.provider.postReply(me, {
        inReplyToId: parent,
        text: `Worth a read: https://example.com/${'a'.repeat(300)}`,
        key: 'reply-1',
      }),
    ).resolves.toBeTruthy();
    await expect(
      s.provider.postReply(me, { inReplyToId: parent, text: '   ', key: 'reply-1' }),
    ).rejects.toThrow(BadInputError);
    await expect(
      s.provider.postReply(me, { inReplyToId: '42', text: 'Hello', key: 'reply-1' }),
    ).rejects.toThrow(BadInputError);
  });

  test('only own posts can be deleted; deleting a reply gives the count back', async () => {
    const parent = await postBy(stranger, 'Ping @sandy_writer');
    const reply = await s.provider.postReply(me, { inReplyToId: parent, text: 'Pong', key: 'reply-1' });
    expect((await findPost(stranger, parent))?.reactions.replies).toBe(1);
    await expect(s.provider.deletePost(me, parent)).rejects.toThrow(/only delete your own/);
    await s.provider.deletePost(me, reply.id);
    expect(await findPost(me.userId, reply.id)).toBeUndefined();
    expect((await findPost(stranger, parent))?.reactions.replies).toBe(0);
    await expect(s.provider.deletePost(me, reply.id)).rejects.toThrow(BadInputError);
  });

  test('with unrestricted replies the API may reply anywhere', async () => {
    const open = createSandboxProvider({
      db: s.db,
      seed: 'test-seed',
      publicUrl: PUBLIC_URL,
      logger: createLogger('silent'),
      clock: () => s.clock.now,
      unrestrictedReplies: true,
    });
    const plain = await postBy(stranger, 'An unrelated thought');
    const posts = await open.getUserPosts(me, stranger, { max: 100 });
    expect(open.replyDelivery(posts.find((p) => p.id === plain) as TPlatformPost, me)).toBe('api');
    await expect(
      open.postReply(me, { inReplyToId: plain, text: 'Jumping in', key: 'reply-1' }),
    ).resolves.toBeTruthy();
  });
});

describe('rate limits and revoked access', () => {
  test('over the limit → RateLimitedError with the end of the window; the next window is open', async () => {
    s.clock.now = new Date(T0.getTime() + 60_000);
    const windowEnd = new Date(Math.floor(s.clock.now.getTime() / 900_000) * 900_000 + 900_000);
    for (let i = 0; i < 3; i++) await s.provider.searchRecent(me, 'saas');
    const error = await s.provider.searchRecent(me, 'saas').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).resetAt).toEqual(windowEnd);
    s.clock.now = windowEnd;
    await expect(s.provider.searchRecent(me, 'saas')).resolves.toBeInstanceOf(Array);
  });

  test('a revoked or unknown token → ReconnectNeededError; connecting again issues a new token', async () => {
    const other = await s.connect({ create: { username: 'revoke_me', name: 'Revoke Me' } });
    await expect(s.provider.getProfile({ ...other, accessToken: 'made-up' })).rejects.toThrow(
      ReconnectNeededError,
    );
    await expect(s.provider.getProfile({ ...other, accessSecret: 'wrong' })).rejects.toThrow(
      ReconnectNeededError,
    );
    expect(await revokeSandboxAccess(s.db, other.userId)).toBe(true);
    expect(await revokeSandboxAccess(s.db, other.userId)).toBe(false);
    await expect(s.provider.getProfile(other)).rejects.toThrow(ReconnectNeededError);
    await expect(s.provider.searchRecent(other, 'saas')).rejects.toThrow(ReconnectNeededError);
    const renewed = await s.connect({ identity: 'revoke_me' });
    expect(renewed.accessToken).not.toBe(other.accessToken);
    await expect(s.provider.getProfile(renewed)).resolves.toMatchObject({ username: 'revoke_me' });
    await expect(s.provider.getProfile(other)).rejects.toThrow(ReconnectNeededError);
  });
});

describe('finding the account’s own reply', () => {
  test('findOwnReplies finds the reply to one of the targets, the one with the text first', async () => {
    const asked = await postBy(stranger, 'Which CRM, @Sandy_Writer?', { minutesAgo: 20 });
    const other = await postBy(stranger, 'And which mailer, @Sandy_Writer?', { minutesAgo: 10 });
    const look = (targetIds: string[], text: string) =>
      s.provider.findOwnReplies(me, [{ targetIds, text, key: 'reply-9' }]).then(([found]) => found);
    expect(await look([asked, other], 'A plain spreadsheet.')).toBeNull();
    const first = await s.provider.postReply(me, { inReplyToId: asked, text: 'Honestly, none.', key: 'a' });
    const second = await s.provider.postReply(me, {
      inReplyToId: other,
      text: 'A plain spreadsheet.',
      key: 'b',
    });
    expect(await look([asked, other], 'a plain   SPREADSHEET.')).toMatchObject({
      id: second.id,
      url: second.url,
    });
    // Whatever the words, the account did answer there.
    expect(await look([asked], 'Something else')).toMatchObject({ id: first.id });
    expect(s.provider.replyLength).toMatchObject({ max: 280 });
    expect(s.provider.replyLength.measure('🙂🙂')).toBe(4);
  });
});

describe('a connected identity in the simulation', () => {
  test('network accounts start mentioning it, so replies through the API become possible', async () => {
    s.clock.now = new Date(T0.getTime() + 2 * 24 * 3_600_000);
    const posts = await s.provider.searchRecent(me, '@sandy_writer -from:sandy_writer', { max: 100 });
    const fromNetwork = posts.filter((p) => !['stranger_q', 'loud_stranger'].includes(p.author.username));
    expect(fromNetwork.length).toBeGreaterThan(0);
    for (const post of fromNetwork) expect(s.provider.replyDelivery(post, me)).toBe('api');
  });
});
