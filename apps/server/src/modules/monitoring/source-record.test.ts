import { describe, expect, test } from 'vitest';
import { replyOutcomes } from '../../db/schema/analytics';
import { useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { insertReply, type TNewReply } from '#test/kits/replies';
import { recordOf, SOURCE_RECORD_DAYS, sourceRecords } from './source-record';

// One draft per run, so the order the run drafts in decides which post gets it.
const t = useTestApp({ MONITOR_MAX_DRAFTS_PER_RUN: '1' });
const kit = monitoringKit(t);

const DAY = 24 * 60 * 60_000;
type TOutcome = Partial<Omit<typeof replyOutcomes.$inferInsert, 'replyId' | 'userId'>>;

/** A reply of `userId` published `daysAgo`, and its outcome as read (once by default). */
async function publishedReply(
  userId: string,
  source: { kind: 'keyword' | 'core_user'; value: string },
  outcome: TOutcome = {},
  reply: Partial<TNewReply> & { daysAgo?: number } = {},
) {
  const { daysAgo = 1, ...overrides } = reply;
  const row = await insertReply(t.database.db, userId, {
    sourceKind: source.kind,
    sourceValue: source.value,
    status: 'published',
    publishedAt: new Date(Date.now() - daysAgo * DAY),
    ...overrides,
  });
  await t.database.db.insert(replyOutcomes).values({ replyId: row.id, userId, reads: 1, ...outcome });
  return row;
}

describe('sourceRecords', () => {
  test("one user's sources, from replies published in the window and read at least once", async () => {
    const { session } = await kit.connectedUser('rec');
    const userId = session.user.id;
    const agents = { kind: 'keyword' as const, value: 'ai agents' };
    const alice = { kind: 'core_user' as const, value: 'alice' };
    await publishedReply(userId, agents, { likes: 3, impressions: 100 });
    await publishedReply(userId, agents, { replies: 1, authorReplied: true, impressions: 300 });
    await publishedReply(userId, agents, { impressions: 600, reads: 3 });
    // No impressions given: engaged all the same.
    await publishedReply(userId, agents, { quotes: 2, impressions: null });
    // Left out: not read yet, published before the window, dry-sent, not published.
    await publishedReply(userId, agents, { likes: 9, reads: 0 });
    await publishedReply(userId, agents, { likes: 9 }, { daysAgo: SOURCE_RECORD_DAYS + 1 });
    await publishedReply(userId, agents, { likes: 9 }, { drySend: true });
    await publishedReply(userId, agents, { likes: 9 }, { status: 'failed' });
    await publishedReply(userId, alice, {});
    const other = await kit.connectedUser('rec-other');
    await publishedReply(other.session.user.id, agents, { likes: 5, impressions: 10 });

    const records = await sourceRecords(t.database.db, userId, new Date());
    expect(records.size).toBe(2);
    expect(recordOf(records, agents)).toEqual({
      published: 4,
      engaged: 3,
      authorReplies: 1,
      engagementRate: 0.006,
    });
    expect(recordOf(records, alice)).toEqual({
      published: 1,
      engaged: 0,
      authorReplies: 0,
      engagementRate: 0,
    });
    expect(recordOf(records, { kind: 'keyword', value: 'alice' })).toBeNull();
    expect(recordOf(records, { kind: 'keyword', value: 'AI agents' })).toBeNull();
  });
});

describe('a monitoring run with a draft cap', () => {
  test('leaves out the post of a source whose replies earned nothing', async () => {
    const { session } = await kit.connectedUser('sink');
    const silent = uniqueWord();
    const other = uniqueWord();
    await kit.addKeyword(session, silent);
    await kit.addKeyword(session, other);
    const dan = await kit.account(`dan${other}`.slice(0, 15));
    const eve = await kit.account(`eve${silent}`.slice(0, 15));
    const kept = await kit.post({ authorId: dan, text: `who here uses ${other} at work?`, minutesAgo: 40 });
    // Newer, so with equal scores it would be drafted first.
    await kit.post({ authorId: eve, text: `who here uses ${silent} at work?`, minutesAgo: 10 });
    for (let i = 0; i < 3; i += 1) {
      await publishedReply(
        session.user.id,
        { kind: 'keyword', value: silent },
        { impressions: 50, reads: 2 },
      );
    }

    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_qualified: 2,
      drafts_created: 1,
    });
    const drafted = (await kit.repliesOf(session)).filter((r) => r.status === 'pending');
    expect(drafted.map((r) => [r.postId, r.sourceValue])).toEqual([[kept, other]]);
  });
});
