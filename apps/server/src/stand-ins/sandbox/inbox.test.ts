import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sandboxLikes, sandboxPosts, sandboxRateWindows } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import type { TCredentials, TInboxEntry, TPlatformPost } from '../../integrations/platform/types';
import { createLogger } from '../../lib/logger';
import { FIRST_ANSWER_SECONDS, replyEngagement } from './engagement';
import { createSandboxProvider } from './sandbox-provider';
import {
  insertTestAccount,
  insertTestPost,
  openSandbox,
  PUBLIC_URL,
  T0,
  type TSandboxFixture,
} from '#test/kits/sandbox';

/** The simulated X's inbox (decision 0083): answers, mentions and quotes, a cursor, and likes. */
let s: TSandboxFixture;
let me: TCredentials;
let ann: string;
let bob: string;

const SEC = 1000;
const MIN = 60 * SEC;

beforeAll(async () => {
  s = await openSandbox();
  me = await s.connect({ create: { username: 'Inbox_Writer', name: 'Inbox Writer' } });
  ann = await insertTestAccount(s.db, 'inbox_ann');
  bob = await insertTestAccount(s.db, 'inbox_bob');
});
afterAll(() => s.close());

const postRow = async (id: string) => {
  const [row] = await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
};
/** What an inbox read shows, in short; entries by the network's own accounts left out where noted. */
const brief = (entries: TInboxEntry[]) => entries.map((e) => ({ kind: e.kind, id: e.post.id }));
const ours = (entries: TInboxEntry[]) =>
  entries.filter((e) => [ann, bob].includes(e.post.author.id) || e.post.author.id === me.userId);

let cursor: string | null = null;
let question: string;

describe('mentions, and the identity’s own posts left out', () => {
  test('a post naming @the identity is a mention; its own posts and reposts never come back', async () => {
    question = await insertTestPost(s.db, {
      authorId: ann,
      text: 'How do you keep onboarding emails short, @Inbox_Writer?',
      minutesAgo: 40,
    });
    const ownMention = await insertTestPost(s.db, {
      authorId: me.userId,
      text: 'Note to self, @inbox_writer: write the onboarding post',
      minutesAgo: 35,
    });
    await insertTestPost(s.db, {
      authorId: bob,
      text: '',
      tweetType: 'RETWEET',
      referencedPostId: question,
      minutesAgo: 34,
    });
    // Not a mention: another name that starts the same.
    await insertTestPost(s.db, { authorId: bob, text: 'Ask @Inbox_Writers_Club instead', minutesAgo: 33 });

    const page = await s.provider.readInbox?.(me, { cursor: null, max: 50 });
    expect(brief(page?.entries ?? [])).toEqual([{ kind: 'mention', id: question }]);
    expect(page?.entries.map((e) => e.post.id)).not.toContain(ownMention);
    const [entry] = page?.entries ?? [];
    expect(entry?.post).toMatchObject({
      author: { id: ann, username: 'inbox_ann' },
      mentions: ['inbox_writer'],
      url: `${PUBLIC_URL}/sandbox/inbox_ann/status/${question}`,
    });
    expect(page?.cursor).toBe(question);
    cursor = page?.cursor ?? null;

    const again = await s.provider.readInbox?.(me, { cursor, max: 50 });
    expect(again).toEqual({ entries: [], cursor: question });
  });
});

describe('the first reply the identity publishes is answered within minutes', () => {
  let reply: string;
  let answer: TPlatformPost | undefined;

  test('its answer is due 2–4 minutes after it, however the reply fits', async () => {
    reply = (
      await s.provider.postReply(me, {
        inReplyToId: question,
        text: 'Short ones win: one idea per email, and a reply-to address people actually read.',
        key: 'r-1',
      })
    ).id;
    const row = await postRow(reply);
    const seconds = (row.authorReplyMinutes ?? 0) * 60;
    expect(seconds).toBeGreaterThanOrEqual(FIRST_ANSWER_SECONDS.min);
    expect(seconds).toBeLessThanOrEqual(FIRST_ANSWER_SECONDS.max);
    // The other figures are the reply's own draw.
    const drawn = replyEngagement({
      seed: 'test-seed',
      post: await postRow(question),
      text: row.text,
      author: { id: me.userId, followers: 0 },
      first: true,
    });
    expect(row.authorReplyMinutes).toBe(drawn.authorReplyMinutes);
  });

  test('the inbox has nothing before its time, then the author’s answer, once', async () => {
    const posted = (await postRow(reply)).createdAt.getTime();
    s.clock.now = new Date(posted + 90 * SEC);
    expect(await s.provider.readInbox?.(me, { cursor, max: 50 })).toEqual({ entries: [], cursor });

    s.clock.now = new Date(posted + 4 * MIN + SEC);
    const page = await s.provider.readInbox?.(me, { cursor, max: 50 });
    const answers = page?.entries.filter((e) => e.post.author.id === ann) ?? [];
    expect(answers.map((e) => e.kind)).toEqual(['answer']);
    answer = answers[0]?.post;
    expect(answer?.text).toMatch(/^@Inbox_Writer \S/);
    expect(answer?.in_reply_to_id).toBe(reply);
    expect(answer?.replied_to).toMatchObject({ id: reply, author: { id: me.userId } });
    // The thread's first post is the question, not the reply it answers.
    expect(answer?.thread_root).toMatchObject({ id: question, author: { id: ann } });
    expect(answer?.conversation_id).toBe(question);
    expect(page?.cursor).toBe(page?.entries.at(-1)?.post.id);
    cursor = page?.cursor ?? null;

    // Read again, and through the outcomes: still one answer, counted once on the reply.
    expect((await s.provider.readInbox?.(me, { cursor, max: 50 }))?.entries ?? []).toHaveLength(0);
    const outcome = await s.provider.getReplyOutcomes(me, [
      { postId: reply, inReplyTo: { postId: question, authorId: ann, authorUsername: 'inbox_ann' } },
    ]);
    expect(outcome.found[0]?.authorReplied).toBe(true);
    const rows = await s.db
      .select()
      .from(sandboxPosts)
      .where(and(eq(sandboxPosts.inReplyToPostId, reply), eq(sandboxPosts.authorId, ann)));
    expect(rows.map((r) => r.id)).toEqual([answer?.id]);
    expect((await postRow(reply)).replyCount).toBe(1);
  });

  test('a later reply is not a first one: its answer, if any, is the fit-based draw', async () => {
    const second = await insertTestPost(s.db, {
      authorId: ann,
      text: 'Follow-up for @Inbox_Writer: how many emails in the sequence?',
      minutesAgo: 20,
    });
    const text = 'Five, over two weeks. The last one asks a question.';
    const id = (await s.provider.postReply(me, { inReplyToId: second, text, key: 'r-2' })).id;
    const row = await postRow(id);
    const drawn = replyEngagement({
      seed: 'test-seed',
      post: await postRow(second),
      text,
      author: { id: me.userId, followers: 0 },
    });
    expect(row.authorReplyMinutes).toBe(drawn.authorReplyMinutes);
    if (row.authorReplyMinutes !== null) {
      expect(Number.isInteger(row.authorReplyMinutes)).toBe(true);
      expect(row.authorReplyMinutes).toBeGreaterThanOrEqual(2);
      expect(row.authorReplyMinutes).toBeLessThan(240);
    }
    // Out of the way of what follows: a deleted reply is never answered.
    await s.provider.deletePost(me, id);
  });
});

describe('kinds and the cursor', () => {
  let own: string;
  let quote: string;
  let answerToOwn: string;
  let mention: string;

  test('answers to its posts, quotes of them and mentions, oldest first after the cursor', async () => {
    // Posts made now, after everything read so far.
    const at = (minutes: number) => {
      const ago = (T0.getTime() - s.clock.now.getTime()) / MIN - minutes;
      return ago;
    };
    own = await insertTestPost(s.db, {
      authorId: me.userId,
      text: 'Shipping the onboarding rewrite',
      minutesAgo: at(1),
    });
    quote = await insertTestPost(s.db, {
      authorId: bob,
      text: 'This is the way to do onboarding',
      tweetType: 'QUOTE',
      referencedPostId: own,
      minutesAgo: at(2),
    });
    answerToOwn = await insertTestPost(s.db, {
      authorId: ann,
      text: 'Congrats, looks great',
      inReplyToPostId: own,
      minutesAgo: at(3),
    });
    mention = await insertTestPost(s.db, {
      authorId: bob,
      text: 'cc @INBOX_WRITER, you will like this one.',
      minutesAgo: at(4),
    });
    s.clock.now = new Date(s.clock.now.getTime() + 5 * MIN);

    const first = await s.provider.readInbox?.(me, { cursor, max: 2 });
    expect(brief(ours(first?.entries ?? []))).toEqual([
      { kind: 'quote', id: quote },
      { kind: 'answer', id: answerToOwn },
    ]);
    expect(first?.entries[0]?.post.original).toMatchObject({ id: own, author: { id: me.userId } });
    expect(first?.entries[1]?.post.replied_to).toMatchObject({ id: own });
    // A direct answer has no thread root apart from the post it answers.
    expect(first?.entries[1]?.post.thread_root).toBeUndefined();
    expect(first?.cursor).toBe(answerToOwn);

    const second = await s.provider.readInbox?.(me, { cursor: first?.cursor ?? null, max: 2 });
    expect(brief(ours(second?.entries ?? []))).toEqual([{ kind: 'mention', id: mention }]);
    const rest = await s.provider.readInbox?.(me, { cursor: second?.cursor ?? null, max: 2 });
    expect(rest?.entries).toEqual([]);
    expect(rest?.cursor).toBe(second?.cursor);
  });

  test('with no cursor, the newest page, oldest first', async () => {
    const page = await s.provider.readInbox?.(me, { cursor: null, max: 2 });
    expect(page?.entries.map((e) => e.post.id)).toEqual([answerToOwn, mention]);
    expect(page?.cursor).toBe(mention);
  });

  test('a cursor that is no post id is refused; each read counts on the inbox rate limit', async () => {
    await expect(s.provider.readInbox?.(me, { cursor: 'nope', max: 5 })).rejects.toThrow(BadInputError);
    const windows = await s.db
      .select()
      .from(sandboxRateWindows)
      .where(and(eq(sandboxRateWindows.key, me.userId), eq(sandboxRateWindows.endpoint, 'inbox')));
    expect(windows.reduce((n, w) => n + w.count, 0)).toBe(10);
  });
});

describe('the network’s own accounts', () => {
  test('now and then mention a signed-in identity: those come back as mentions', async () => {
    const from = s.clock.now;
    const start = await s.provider.readInbox?.(me, { cursor: null, max: 100 });
    s.clock.now = new Date(from.getTime() + 12 * 60 * MIN);
    const page = await s.provider.readInbox?.(me, { cursor: start?.cursor ?? null, max: 100 });
    const byNetwork = page?.entries.filter((e) => ![ann, bob].includes(e.post.author.id)) ?? [];
    expect(byNetwork.length).toBeGreaterThan(0);
    for (const e of byNetwork) {
      expect(e.kind).toBe('mention');
      expect(e.post.mentions).toContain('inbox_writer');
      expect(Date.parse(e.post.created_at)).toBeGreaterThan(from.getTime());
    }
  });
});

describe('likes', () => {
  const likesOf = async (id: string) =>
    (await s.provider.getUserPosts(me, ann, { max: 100 })).find((p) => p.id === id)?.reactions.likes;

  test('liking a post twice likes it once, and the like shows in its count', async () => {
    const before = await likesOf(question);
    await s.provider.likePost?.(me, { postId: question, key: 'item-1' });
    await s.provider.likePost?.(me, { postId: question, key: 'item-1' });
    const rows = await s.db.select().from(sandboxLikes).where(eq(sandboxLikes.postId, question));
    expect(rows.map((r) => ({ identity: r.identityId, key: r.key }))).toEqual([
      { identity: me.userId, key: 'item-1' },
    ]);
    expect(await likesOf(question)).toBe((before ?? 0) + 1);
  });

  test('a post that is not there is refused', async () => {
    await expect(s.provider.likePost?.(me, { postId: '123', key: 'item-2' })).rejects.toThrow(BadInputError);
  });
});

describe('the first answer’s delay is the server’s to set', () => {
  test('with firstAnswerSeconds, a new identity’s first reply is answered that many seconds after', async () => {
    const fast = createSandboxProvider({
      db: s.db,
      seed: 'test-seed',
      publicUrl: PUBLIC_URL,
      logger: createLogger('silent'),
      clock: () => s.clock.now,
      firstAnswerSeconds: 5,
    });
    const newcomer = await s.connect({ create: { username: 'Quick_Start', name: 'Quick Start' } });
    const asked = await insertTestPost(s.db, {
      authorId: bob,
      text: 'What is one tool you would not give up, @Quick_Start?',
      minutesAgo: (T0.getTime() - s.clock.now.getTime()) / MIN + 10,
    });
    const reply = (
      await fast.postReply(newcomer, { inReplyToId: asked, text: 'A plain notebook, honestly.', key: 'q-1' })
    ).id;
    const posted = (await postRow(reply)).createdAt.getTime();
    expect((await postRow(reply)).authorReplyMinutes).toBeCloseTo(5 / 60);
    const start = await fast.readInbox?.(newcomer, { cursor: null, max: 20 });
    expect(start?.entries.map((e) => e.kind)).toEqual(['mention']);

    s.clock.now = new Date(posted + 4 * SEC);
    expect((await fast.readInbox?.(newcomer, { cursor: start?.cursor ?? null, max: 20 }))?.entries).toEqual(
      [],
    );
    s.clock.now = new Date(posted + 5 * SEC);
    const page = await fast.readInbox?.(newcomer, { cursor: start?.cursor ?? null, max: 20 });
    expect(
      page?.entries.map((e) => ({ kind: e.kind, author: e.post.author.id, to: e.post.in_reply_to_id })),
    ).toEqual([{ kind: 'answer', author: bob, to: reply }]);
    expect(page?.entries[0]?.post.created_at).toBe(new Date(posted + 5 * SEC).toISOString());
  });
});
