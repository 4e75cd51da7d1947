import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxAccounts, sandboxLikes, sandboxPosts } from '../../../db/schema/sandbox';
import { BadInputError } from '../../../integrations/platform/errors';
import type { TCredentials, TInboxEntry } from '../../../integrations/platform/types';
import { insertTestAccount, insertTestPost, T0 } from '#test/kits/sandbox';
import { openSandboxBluesky, type TSandboxBlueskyFixture } from '#test/kits/sandbox-bluesky';
import { FIRST_ANSWER_SECONDS } from '../engagement';
import { accountIdOfDid, didOf, handleOf, parsePostUri, postUri, recordKeyOf } from './bluesky-ids';

/** The inbox and likes on the sandbox network's Bluesky face (decisions 0067, 0083). */
let s: TSandboxBlueskyFixture;
let me: TCredentials;
let myId: string;
let username: string;
let ann: string;

const SEC = 1000;
const MIN = 60 * SEC;

beforeAll(async () => {
  s = await openSandboxBluesky();
  me = await s.connectBluesky('owner-inbox');
  myId = accountIdOfDid(me.userId) ?? '';
  const [row] = await s.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, myId));
  username = row?.username ?? '';
  ann = await insertTestAccount(s.db, 'Sky_Ann');
});
afterAll(() => s.close());

/** The entries by the test's own account (the network's accounts answer a persona's old posts too). */
const byAnn = (entries: TInboxEntry[] = []) => entries.filter((e) => e.post.author.id === didOf(ann));
const postRow = async (id: string) => {
  const [row] = await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
};

let question: string;
let cursor: string | null = null;

describe('readInbox', () => {
  test('a mention, with the face’s ids and handles; the identity’s own posts left out', async () => {
    question = await insertTestPost(s.db, {
      authorId: ann,
      text: `Which analytics tool do you trust, @${username}?`,
      minutesAgo: 10,
    });
    const own = await insertTestPost(s.db, {
      authorId: myId,
      text: `Me, @${username}, talking`,
      minutesAgo: 9,
    });
    const page = await s.bluesky.readInbox?.(me, { cursor: null, max: 100 });
    const handle = handleOf(username);
    expect(byAnn(page?.entries).map((e) => ({ kind: e.kind, id: e.post.id }))).toEqual([
      { kind: 'mention', id: postUri(ann, question) },
    ]);
    expect(byAnn(page?.entries)[0]?.post).toMatchObject({
      author: { id: didOf(ann), username: 'sky-ann.sandbox.test' },
      text: `Which analytics tool do you trust, @${handle}?`,
      mentions: [handle],
    });
    const ids = page?.entries.map((e) => e.post.id) ?? [];
    expect(ids).not.toContain(postUri(myId, own));
    expect(page?.entries.every((e) => e.post.author.id !== me.userId)).toBe(true);
    // Oldest first; the cursor is the record key of the newest taken in.
    const times = page?.entries.map((e) => Date.parse(e.post.created_at)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = parsePostUri(ids.at(-1) ?? '');
    expect(page?.cursor).toBe(recordKeyOf(newest?.postId ?? '1'));
    cursor = page?.cursor ?? null;
    expect(await s.bluesky.readInbox?.(me, { cursor, max: 100 })).toEqual({ entries: [], cursor });
  });

  test('the first reply is answered 2–4 minutes on, once, with its thread', async () => {
    const reply = await s.bluesky.postReply(me, {
      inReplyToId: postUri(ann, question),
      text: 'A plain event log and one dashboard. Everything else drifted.',
      key: 'sky-1',
    });
    const replyId = parsePostUri(reply.id)?.postId ?? '';
    const row = await postRow(replyId);
    const seconds = (row.authorReplyMinutes ?? 0) * 60;
    expect(seconds).toBeGreaterThanOrEqual(FIRST_ANSWER_SECONDS.min);
    expect(seconds).toBeLessThanOrEqual(FIRST_ANSWER_SECONDS.max);

    const posted = row.createdAt.getTime();
    s.clock.now = new Date(posted + 90 * SEC);
    const early = await s.bluesky.readInbox?.(me, { cursor, max: 100 });
    expect(byAnn(early?.entries)).toEqual([]);
    cursor = early?.cursor ?? cursor;

    s.clock.now = new Date(posted + 4 * MIN + SEC);
    const page = await s.bluesky.readInbox?.(me, { cursor, max: 100 });
    const answers = byAnn(page?.entries);
    expect(answers.map((e) => e.kind)).toEqual(['answer']);
    expect(answers[0]?.post).toMatchObject({
      in_reply_to_id: reply.id,
      replied_to: { id: reply.id, author: { id: me.userId } },
      thread_root: { id: postUri(ann, question), author: { id: didOf(ann) } },
      conversation_id: postUri(ann, question),
    });
    expect(answers[0]?.post.text).toMatch(new RegExp(`^@${handleOf(username).replace(/\./g, '\\.')} \\S`));
    cursor = page?.cursor ?? cursor;
    expect(byAnn((await s.bluesky.readInbox?.(me, { cursor, max: 100 }))?.entries)).toEqual([]);
    // The X face reads the same network: one answer there too, and the same outcome.
    expect((await postRow(replyId)).replyCount).toBe(1);
  });

  test('a cursor may be a time; anything else is refused', async () => {
    const before = new Date(T0.getTime() - 11 * MIN).toISOString();
    const page = await s.bluesky.readInbox?.(me, { cursor: before, max: 100 });
    expect(byAnn(page?.entries).map((e) => e.kind)).toEqual(['mention', 'answer']);
    await expect(s.bluesky.readInbox?.(me, { cursor: 'not-a-cursor', max: 5 })).rejects.toThrow(
      BadInputError,
    );
  });
});

describe('likePost', () => {
  test('a like per post: liking twice counts once', async () => {
    await s.bluesky.likePost?.(me, { postId: postUri(ann, question), key: 'item-1' });
    await s.bluesky.likePost?.(me, { postId: postUri(ann, question), key: 'item-1' });
    const likes = await s.db.select().from(sandboxLikes).where(eq(sandboxLikes.postId, question));
    expect(likes.map((l) => l.identityId)).toEqual([myId]);
    expect((await postRow(question)).likeCount).toBe(1);
  });

  test('a URI that names no live post is refused', async () => {
    await expect(s.bluesky.likePost?.(me, { postId: postUri(myId, question), key: 'x' })).rejects.toThrow(
      BadInputError,
    );
    await expect(s.bluesky.likePost?.(me, { postId: 'at://nope', key: 'x' })).rejects.toThrow(BadInputError);
  });
});
