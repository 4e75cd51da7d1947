import { describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ZOriginalMessage } from '@gatling/shared/api/replies';
import { conversationItems } from '../../db/schema/conversations';
import { useTestApp } from '#test/harness';
import { createUser } from '#test/kits/llm';
import { testPost, testPostBase } from '#test/kits/platform-posts';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import type { TInboxEntry } from '../../integrations/platform/types';
import { takeIn, type TInboxOwner } from './take-in';

const t = useTestApp();

const ME = { id: '900', username: 'me_on_x', name: 'Me', avatar_url: null };
const ALICE = { id: '501', username: 'alice', name: 'Alice', avatar_url: null };
const BOB = { id: '502', username: 'bob', name: 'Bob', avatar_url: null };
const NOW = new Date();

let users = 0;
async function owner(): Promise<TInboxOwner> {
  users += 1;
  const userId = await createUser(t.database.db, `take-in-${users}-${Date.now().toString(36)}`);
  return { userId, platform: 'twitter', account: { userId: ME.id, username: ME.username } };
}

const itemsOf = (userId: string) =>
  t.database.db
    .select()
    .from(conversationItems)
    .where(eq(conversationItems.userId, userId))
    .orderBy(asc(conversationItems.createdAt));

/** An answer by `author` to `parentId` (mine), in the thread started by `rootId`. */
function answer(id: string, author: typeof ALICE, parentId: string, rootId: string): TInboxEntry {
  return {
    kind: 'answer',
    post: testPost(id, {
      author,
      text: `@${ME.username} good point (${id})`,
      in_reply_to_id: parentId,
      conversation_id: rootId,
      mentions: [ME.username],
      replied_to: testPostBase(parentId, { author: ME, text: 'my reply', conversation_id: rootId }),
      thread_root: testPostBase(rootId, { author: BOB, text: 'the first post' }),
    }),
  };
}

describe('taking inbox entries in', () => {
  test('stores each post once, leaves the account’s own out, keeps the thread, links the answered reply', async () => {
    const me = await owner();
    // The reply the product published, which the first answer answers.
    const sent = await insertReply(t.database.db, me.userId, {
      platform: 'twitter',
      status: 'published',
      publishedPostId: '7001',
      post: testOriginalMessage({ id: '7000' }),
    });
    const entries: TInboxEntry[] = [
      answer('7002', ALICE, '7001', '7000'),
      { kind: 'mention', post: testPost('7003', { author: BOB, text: `asking @${ME.username}` }) },
      // The account's own post in the thread never comes in.
      {
        kind: 'answer',
        post: testPost('7004', { author: ME, in_reply_to_id: '7002', conversation_id: '7000' }),
      },
      {
        kind: 'quote',
        post: testPost('7005', {
          author: ALICE,
          tweet_type: 'QUOTE',
          conversation_id: '7005',
          original: testPostBase('7001', { author: ME, text: 'my reply' }),
        }),
      },
    ];

    const added = await takeIn(t.database.db, me, entries, NOW);
    expect(added).toHaveLength(3);
    // The same page again (a retried read) adds nothing.
    expect(await takeIn(t.database.db, me, entries, NOW)).toEqual([]);

    const rows = await itemsOf(me.userId);
    expect(rows.map((r) => r.id).sort()).toEqual([...added].sort());
    expect(rows.map((r) => [r.postId, r.kind, r.status, r.rootPostId, r.authorId])).toEqual([
      ['7002', 'answer', 'drafting', '7000', ALICE.id],
      ['7003', 'mention', 'drafting', '7003', BOB.id],
      ['7005', 'quote', 'drafting', '7005', ALICE.id],
    ]);
    const [answered, mention, quote] = rows;
    expect(answered?.answeredReplyId).toBe(sent.id);
    expect(mention?.answeredReplyId).toBeNull();
    expect(quote?.answeredReplyId).toBeNull();
    // The card's snapshot keeps the user's post it answers and the thread's first post.
    const post = ZOriginalMessage.strict().parse(answered?.post);
    expect(post.replied_to).toMatchObject({
      id: '7001',
      text: 'my reply',
      author: { username: ME.username },
    });
    expect(post.thread_root).toMatchObject({
      id: '7000',
      text: 'the first post',
      author: { username: 'bob' },
    });
    expect(ZOriginalMessage.strict().parse(quote?.post).original_tweet).toMatchObject({ id: '7001' });
    expect(answered?.postedAt.toISOString()).toBe(entries[0]!.post.created_at);
  });

  test('an answer is linked only to a reply published on its own network', async () => {
    const me = await owner();
    await insertReply(t.database.db, me.userId, {
      platform: 'bluesky',
      status: 'published',
      publishedPostId: '7101',
    });
    await takeIn(t.database.db, me, [answer('7102', ALICE, '7101', '7100')], NOW);
    const [row] = await itemsOf(me.userId);
    expect(row?.answeredReplyId).toBeNull();
  });

  test('a dismissed thread stays quiet for those already in it; someone new brings it back', async () => {
    const me = await owner();
    const db = t.database.db;
    await takeIn(db, me, [answer('7202', ALICE, '7201', '7200')], NOW);
    // Not dismissed: a second answer by the same person comes in as usual.
    await takeIn(db, me, [answer('7203', ALICE, '7201', '7200')], NOW);
    await db
      .update(conversationItems)
      .set({ status: 'dismissed' })
      .where(and(eq(conversationItems.userId, me.userId), eq(conversationItems.postId, '7202')));

    await takeIn(
      db,
      me,
      [
        answer('7204', ALICE, '7201', '7200'),
        answer('7205', BOB, '7201', '7200'),
        answer('7206', BOB, '7201', '7200'),
      ],
      NOW,
    );
    const status = new Map((await itemsOf(me.userId)).map((r) => [r.postId, r.status]));
    expect(Object.fromEntries(status)).toEqual({
      '7202': 'dismissed',
      '7203': 'drafting',
      '7204': 'quiet',
      // Bob is new to the thread: it comes back; and once he is in it, he is someone already in it.
      '7205': 'drafting',
      '7206': 'quiet',
    });
  });

  test('a follow-up the user ignored quiets its thread as a dismissal does', async () => {
    const me = await owner();
    const db = t.database.db;
    const [first] = await takeIn(db, me, [answer('7302', ALICE, '7301', '7300')], NOW);
    const followUp = await insertReply(db, me.userId, {
      platform: 'twitter',
      postId: '7302',
      post: testOriginalMessage({ id: '7302' }),
      conversationItemId: first,
      sourceKind: 'conversation',
      sourceValue: 'answer',
      status: 'pending',
    });
    await db.update(conversationItems).set({ status: 'drafted' }).where(eq(conversationItems.id, first!));
    // Still waiting for the user's swipe: the thread is not dismissed.
    await takeIn(db, me, [answer('7303', ALICE, '7301', '7300')], NOW);
    await db.execute(`update replies set status = 'rejected' where id = '${followUp.id}'`);
    await takeIn(db, me, [answer('7304', ALICE, '7301', '7300')], NOW);
    // Another thread of the same person is not quieted by this one.
    await takeIn(db, me, [answer('7404', ALICE, '7401', '7400')], NOW);

    const status = Object.fromEntries((await itemsOf(me.userId)).map((r) => [r.postId, r.status]));
    expect(status).toEqual({ '7302': 'drafted', '7303': 'drafting', '7304': 'quiet', '7404': 'drafting' });
  });
});
