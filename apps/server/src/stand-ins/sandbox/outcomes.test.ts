import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sandboxAccounts, sandboxPosts, sandboxRateWindows } from '../../db/schema/sandbox';
import { BadInputError } from '../../integrations/platform/errors';
import type { TCredentials, TOutcomeQuery, TPostOutcome } from '../../integrations/platform/types';
import { replyEngagement } from './engagement';
import { growthAt, type TAccountRow, type TPostRow } from './post-view';
import { insertTestAccount, insertTestPost, openSandbox, type TSandboxFixture } from '#test/kits/sandbox';

const MIN = 60_000;
let s: TSandboxFixture;
let me: TCredentials;
let stranger: string;

beforeAll(async () => {
  s = await openSandbox();
  me = await s.connect({ create: { username: 'Outcome_Writer', name: 'Outcome Writer' } });
  stranger = await insertTestAccount(s.db, 'answering_ann');
});
afterAll(() => s.close());

const postRow = async (id: string): Promise<TPostRow> => {
  const [row] = await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
};
const identityRow = async (): Promise<TAccountRow> => {
  const [row] = await s.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, me.userId));
  if (!row) throw new Error('no identity');
  return row;
};
const asked = (postId: string, parent = ''): TOutcomeQuery => ({
  postId,
  inReplyTo: { postId: parent, authorId: stranger, authorUsername: 'answering_ann' },
});
const outcomeOf = async (postId: string): Promise<TPostOutcome | undefined> =>
  (await s.provider.getReplyOutcomes(me, [asked(postId)])).found[0];
const answersTo = (replyId: string) =>
  s.db
    .select()
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.inReplyToPostId, replyId), eq(sandboxPosts.authorId, stranger)));

/**
 * A reply text the post's author will like and answer, and that wins a few followers (drawn as the
 * network would draw it: the identity's first reply, which its author always answers within minutes).
 */
async function answeredText(parentId: string): Promise<{ text: string; like: number; reply: number }> {
  const parent = await postRow(parentId);
  const identity = await identityRow();
  for (let i = 0; i < 500; i++) {
    const text = `Onboarding emails and pricing pages matter, lesson ${i}`;
    const e = replyEngagement({ seed: 'test-seed', post: parent, text, author: identity, first: true });
    if (e.authorLikeMinutes !== null && e.authorReplyMinutes !== null && e.baseLikes > 5 && e.followGain >= 2)
      return { text, like: e.authorLikeMinutes, reply: e.authorReplyMinutes };
  }
  throw new Error('no answered reply in 500 tries');
}

describe('a reply written through the product', () => {
  let parent: string;
  let reply: string;
  let drawn: { text: string; like: number; reply: number };

  test('gets the figures the network seed and its (post, text) draw, not random ones', async () => {
    parent = await insertTestPost(s.db, {
      authorId: stranger,
      text: 'How do you handle onboarding emails and pricing pages, @Outcome_Writer?',
      minutesAgo: 60,
      baseLikes: 400,
    });
    drawn = await answeredText(parent);
    reply = (await s.provider.postReply(me, { inReplyToId: parent, text: drawn.text, key: 'reply-1' })).id;
    const row = await postRow(reply);
    const expected = replyEngagement({
      seed: 'test-seed',
      post: await postRow(parent),
      text: drawn.text,
      author: await identityRow(),
      first: true,
    });
    expect(row).toMatchObject(expected);
    expect(row.authorLikeMinutes).toBe(drawn.like);
    expect(row.authorReplyMinutes).toBe(drawn.reply);
  });

  test('its outcome grows with the network clock; the author likes, then answers, once', async () => {
    const first = await outcomeOf(reply);
    expect(first).toEqual({
      postId: reply,
      likes: 0,
      replies: 0,
      reposts: 0,
      quotes: 0,
      impressions: 0,
      authorReplied: false,
      authorLiked: false,
    });

    const posted = (await postRow(reply)).createdAt.getTime();
    const early = Math.min(drawn.like, drawn.reply) - 1;
    s.clock.now = new Date(posted + early * MIN);
    const before = await outcomeOf(reply);
    expect(before?.authorReplied).toBe(false);
    expect(before?.authorLiked).toBe(false);
    expect(before?.impressions).toBeGreaterThan(0);
    expect(await answersTo(reply)).toHaveLength(0);

    s.clock.now = new Date(posted + (Math.max(drawn.like, drawn.reply) + 1) * MIN);
    const after = await outcomeOf(reply);
    expect(after).toMatchObject({ authorReplied: true, authorLiked: true });
    expect(after?.likes).toBeGreaterThanOrEqual(before?.likes ?? 0);
    expect(after?.impressions).toBeGreaterThan(before?.impressions ?? 0);
    const answers = await answersTo(reply);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.text).toMatch(/^@Outcome_Writer \S/);
    expect(answers[0]?.createdAt.getTime()).toBe(posted + Math.round(drawn.reply * MIN));
    // The answer is a reply like any other: in the count, and on the reply's page.
    expect((await postRow(reply)).replyCount).toBe(1);
    const page = await (await s.web.request(`/sandbox/Outcome_Writer/status/${reply}`)).text();
    expect(page).toContain(`/sandbox/answering_ann/status/${answers[0]?.id ?? '-'}`);

    const again = await outcomeOf(reply);
    expect(await answersTo(reply)).toHaveLength(1);
    expect(again).toEqual(after);
    const row = await postRow(reply);
    const f = growthAt(row, s.clock.now.getTime());
    expect(again?.replies).toBe(Math.floor(row.baseReplies * f) + 1);
    expect(again?.quotes).toBe(Math.floor(row.baseQuotes * f));

    s.clock.now = new Date(posted + 12 * 60 * MIN);
    const later = await outcomeOf(reply);
    expect(later?.likes).toBeGreaterThanOrEqual(after?.likes ?? 0);
    expect(later?.impressions).toBeGreaterThan(after?.impressions ?? 0);
    expect(await answersTo(reply)).toHaveLength(1);
  });

  test('each read spends a unit of the lookup rate limit', async () => {
    const windows = await s.db
      .select()
      .from(sandboxRateWindows)
      .where(and(eq(sandboxRateWindows.key, me.userId), eq(sandboxRateWindows.endpoint, 'lookup')));
    expect(windows.reduce((n, w) => n + w.count, 0)).toBe(5);
  });
});

describe('what is missing', () => {
  test('others’ posts, deleted replies and unknown ids are missing; the rest found, once each', async () => {
    const parent = await insertTestPost(s.db, {
      authorId: stranger,
      text: 'Anyone else tracking churn weekly, @outcome_writer?',
      minutesAgo: 10,
    });
    const kept = (
      await s.provider.postReply(me, {
        inReplyToId: parent,
        text: 'Weekly, with a cohort view.',
        key: 'reply-1',
      })
    ).id;
    const gone = (
      await s.provider.postReply(me, { inReplyToId: parent, text: 'Daily, it is noisy.', key: 'reply-1' })
    ).id;
    await s.provider.deletePost(me, gone);
    const result = await s.provider.getReplyOutcomes(me, [
      asked(kept, parent),
      asked(parent, parent),
      asked(gone, parent),
      asked('1234', parent),
      asked('nope', parent),
      asked(kept, parent),
    ]);
    expect(result.found.map((o) => o.postId)).toEqual([kept]);
    expect(result.missing).toEqual([parent, gone, '1234', 'nope']);
  });

  test('at most 100 posts per read', async () => {
    const items = Array.from({ length: 101 }, (_, i) => asked(String(10_000 + i)));
    await expect(s.provider.getReplyOutcomes(me, items)).rejects.toThrow(BadInputError);
    await expect(s.provider.getReplyOutcomes(me, items.slice(0, 100))).resolves.toMatchObject({
      found: [],
    });
    await expect(s.provider.getReplyOutcomes(me, [])).resolves.toEqual({ found: [], missing: [] });
  });
});

describe('followers', () => {
  test('a claimed identity gains the followers its replies win, on their curve; following from the row', async () => {
    const identity = await identityRow();
    const replies = await s.db.select().from(sandboxPosts).where(eq(sandboxPosts.authorId, me.userId));
    const nowMs = s.clock.now.getTime();
    const gained = Math.floor(replies.reduce((sum, r) => sum + r.followGain * growthAt(r, nowMs), 0));
    const profile = await s.provider.getProfile(me);
    expect(profile.followers).toBe(identity.followers + gained);
    expect(profile.following).toBe(identity.following);
    const [looked] = (await s.provider.getUsersByUsernames(me, ['outcome_writer'])).found;
    expect(looked).toMatchObject({ followers: identity.followers + gained, following: identity.following });

    // The reply drawn to be answered also wins followers; half a day on, some have come.
    expect(replies.some((r) => r.followGain > 0)).toBe(true);
    expect(gained).toBeGreaterThan(0);

    // An account nobody signed in as shows its stored figures.
    const [other] = (await s.provider.getUsersByUsernames(me, ['answering_ann'])).found;
    expect(other).toMatchObject({ followers: 1000, following: 10 });
  });
});
