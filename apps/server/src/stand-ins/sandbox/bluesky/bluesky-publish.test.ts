import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxPosts } from '../../../db/schema/sandbox';
import { BadInputError, RateLimitedError } from '../../../integrations/platform/errors';
import type { TCredentials } from '../../../integrations/platform/types';
import { insertTestAccount, insertTestPost, PUBLIC_URL, T0 } from '#test/kits/sandbox';
import { keyedPostsOf, openSandboxBluesky, type TSandboxBlueskyFixture } from '#test/kits/sandbox-bluesky';
import { esc } from '../page-layout';
import { accountIdOfDid, didOf, handleOf, parsePostUri, postUri, recordKeyOf } from './bluesky-ids';
import { withHandles } from './bluesky-view';

/**
 * Posting on the sandbox network's Bluesky face: Bluesky's rules, exactly once by the reply's key,
 * the figures a reply earns, per-account limits, and the post's own page (decision 0067).
 */
let s: TSandboxBlueskyFixture;
let me: TCredentials;
let meId: string;
let stranger: string;

beforeAll(async () => {
  s = await openSandboxBluesky({ rateLimits: { delete: { limit: 3, windowMs: 60 * 60_000 } } });
  me = await s.connectBluesky('owner-poster');
  meId = accountIdOfDid(me.userId)!;
  stranger = await insertTestAccount(s.db, 'Bo_Stranger');
});
afterAll(() => s.close());

/** A post of the stranger's that neither mentions nor quotes the identity: X's API may not answer it. */
async function strangersPost(text = 'Which invoicing tool do you use for a small studio?') {
  const id = await insertTestPost(s.db, { authorId: stranger, text, minutesAgo: 20, baseLikes: 40 });
  return { id, uri: postUri(stranger, id) };
}
const replyCountOf = async (postId: string) =>
  (await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, postId)))[0]?.replyCount;

describe('posting, as Bluesky allows', () => {
  test('a reply anywhere, through the API: no hand-off, whoever wrote the post', async () => {
    const target = await strangersPost();
    const [post] = await s.bluesky.getUserPosts(me, didOf(stranger), { max: 1 });
    expect(post?.id).toBe(target.uri);
    expect(post?.mentions).toEqual([]);
    expect(s.bluesky.replyDelivery(post!, { userId: me.userId, username: me.username })).toBe('api');
    expect(s.bluesky.replyLength.max).toBe(300);
  });

  test('300 graphemes go (X would count these 300 emoji as 600); 301 and an empty text do not', async () => {
    const target = await strangersPost();
    const long = '🦋'.repeat(300);
    const posted = await s.bluesky.postReply(me, { inReplyToId: target.uri, text: long, key: 'key-long' });
    expect(parsePostUri(posted.id)).toMatchObject({ authorId: meId });
    await expect(
      s.bluesky.postReply(me, { inReplyToId: target.uri, text: `${long}!`, key: 'key-301' }),
    ).rejects.toThrow(BadInputError);
    await expect(
      s.bluesky.postReply(me, { inReplyToId: target.uri, text: '  ', key: 'key-empty' }),
    ).rejects.toThrow(BadInputError);
    await expect(
      s.bluesky.postReply(me, {
        inReplyToId: target.id,
        text: 'a numeric id is no post here',
        key: 'key-x-id',
      }),
    ).rejects.toThrow(BadInputError);
  });

  test('exactly once: the same key answers the same post, written once and counted once', async () => {
    const target = await strangersPost();
    const input = { inReplyToId: target.uri, text: 'We use a spreadsheet until tax season.', key: 'reply-1' };
    const first = await s.bluesky.postReply(me, input);
    const again = await s.bluesky.postReply(me, input);
    const edited = await s.bluesky.postReply(me, { ...input, text: 'A changed text, same reply.' });
    expect(again).toEqual(first);
    expect(edited).toEqual(first);
    expect(first.url).toBe(
      `${PUBLIC_URL}/sandbox/profile/${me.username}/post/${recordKeyOf(parsePostUri(first.id)!.postId)}`,
    );
    const mine = (await keyedPostsOf(s.db, meId)).filter((p) => p.replyKey === 'reply-1');
    expect(mine.map((p) => [p.uri, p.text, p.inReplyToPostId])).toEqual([[first.id, input.text, target.id]]);
    expect(await replyCountOf(target.id)).toBe(1);
    // Bluesky has no duplicate rule: the same words under another key are another reply.
    const twin = await s.bluesky.postReply(me, { ...input, key: 'reply-2' });
    expect(twin.id).not.toBe(first.id);
    expect(await replyCountOf(target.id)).toBe(2);
  });

  test('findOwnReplies looks up the post each key made, and nothing else', async () => {
    const target = await strangersPost();
    const query = { targetIds: [target.uri], text: 'Found by key', key: 'reply-find' };
    expect(await s.bluesky.findOwnReplies(me, [query])).toEqual([null]);
    const posted = await s.bluesky.postReply(me, {
      inReplyToId: target.uri,
      text: query.text,
      key: query.key,
    });
    const found = await s.bluesky.findOwnReplies(me, [query, { ...query, key: 'never-posted' }]);
    expect(found).toEqual([{ ...posted, created_at: T0.toISOString() }, null]);
    // Another account's session finds none of them.
    const other = await s.connectBluesky('owner-other');
    expect(await s.bluesky.findOwnReplies(other, [query])).toEqual([null]);
  });

  test('deleting: own posts only; the reply count goes down and the key may be written again', async () => {
    const target = await strangersPost();
    const posted = await s.bluesky.postReply(me, {
      inReplyToId: target.uri,
      text: 'Soon gone.',
      key: 'reply-del',
    });
    await expect(s.bluesky.deletePost(me, target.uri)).rejects.toThrow(BadInputError);
    await s.bluesky.deletePost(me, posted.id);
    expect(await replyCountOf(target.id)).toBe(0);
    expect(
      await s.bluesky.findOwnReplies(me, [{ targetIds: [target.uri], text: '', key: 'reply-del' }]),
    ).toEqual([null]);
    const again = await s.bluesky.postReply(me, { inReplyToId: target.uri, text: 'Back.', key: 'reply-del' });
    expect(again.id).not.toBe(posted.id);
    // The third delete of the hour (the refused one counted too) fills the window: the next waits.
    await s.bluesky.deletePost(me, again.id);
    const refused = await s.bluesky.deletePost(me, again.id).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).resetAt.getTime()).toBeGreaterThan(T0.getTime());
  });
});

describe('what a reply earns', () => {
  test('figures on the growth curve, no views, the author answering in the thread once due', async () => {
    const target = await strangersPost('Anyone tried quillcraft for invoices? Worth it for a studio of two?');
    const text = 'We tried quillcraft for invoices in our studio of two: worth it, the templates alone.';
    const posted = await s.bluesky.postReply(me, { inReplyToId: target.uri, text, key: 'reply-outcome' });
    const item = {
      postId: posted.id,
      inReplyTo: { postId: target.uri, authorId: didOf(stranger), authorUsername: handleOf('Bo_Stranger') },
    };
    const theirs = postUri(stranger, target.id);
    const before = await s.bluesky.getReplyOutcomes(me, [item, { ...item, postId: theirs }]);
    expect(before.missing).toEqual([theirs]);
    expect(before.found).toEqual([expect.objectContaining({ postId: posted.id, impressions: null })]);

    // The draw decided whether the author answers; here they do, an hour in, and like it at 30 minutes.
    const row = (await keyedPostsOf(s.db, meId)).find((p) => p.uri === posted.id)!;
    await s.db
      .update(sandboxPosts)
      .set({ authorReplyMinutes: 60, authorLikeMinutes: 30 })
      .where(eq(sandboxPosts.id, row.id));
    s.clock.now = new Date(T0.getTime() + 11 * 60 * 60_000);
    try {
      const later = await s.bluesky.getReplyOutcomes(me, [item]);
      expect(later.found[0]).toMatchObject({ postId: posted.id, authorReplied: true, authorLiked: true });
      expect(later.found[0]!.likes).toBeGreaterThanOrEqual(before.found[0]!.likes);
      // The answer is a post of the network, in the reply's thread, naming the replier by handle.
      const [answer] = await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.inReplyToPostId, row.id));
      expect(answer).toMatchObject({ authorId: stranger });
      const shown = withHandles(answer!.text);
      expect(shown.startsWith(`@${me.username} `)).toBe(true);
      const thread = await (await s.web.request(new URL(posted.url).pathname)).text();
      expect(thread).toContain(esc(shown));
    } finally {
      s.clock.now = T0;
    }
  });
});

describe('the post page on the Bluesky face', () => {
  test('the thread: the post, what it answers, and the reply, labelled simulated Bluesky', async () => {
    const target = await strangersPost('Which CRM do small agencies like?');
    const text = 'We moved to a plain shared inbox and never looked back.';
    const posted = await s.bluesky.postReply(me, { inReplyToId: target.uri, text, key: 'reply-page' });
    const page = `/sandbox/profile/bo-stranger.sandbox.test/post/${recordKeyOf(target.id)}`;
    const res = await s.web.request(page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Sandbox network — simulated Bluesky. Nothing here is posted to Bluesky.');
    expect(html).toContain('Simulated Bluesky');
    expect(html).toContain('Which CRM do small agencies like?');
    expect(html).toContain(text);
    expect(html).toContain(`@${me.username}`);
    expect(html).not.toContain(' views');
    // The reply's own page says what it answers; a DID works in place of the handle.
    const own = await (await s.web.request(new URL(posted.url).pathname)).text();
    expect(own).toContain('Replying to <a href=');
    expect(own).toContain('@bo-stranger.sandbox.test');
    const byDid = await s.web.request(`/sandbox/profile/${didOf(stranger)}/post/${recordKeyOf(target.id)}`);
    expect(byDid.status).toBe(200);
  });

  test('a wrong author, an unknown key or a deleted post is a 404', async () => {
    const target = await strangersPost();
    const wrongAuthor = await s.web.request(`/sandbox/profile/${me.username}/post/${recordKeyOf(target.id)}`);
    expect(wrongAuthor.status).toBe(404);
    expect(await wrongAuthor.text()).toContain('simulated Bluesky');
    expect((await s.web.request('/sandbox/profile/bo-stranger.sandbox.test/post/nope')).status).toBe(404);
  });
});
