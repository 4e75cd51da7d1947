import { describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { conversationItems } from '../../db/schema/conversations';
import { userEvents } from '../../db/schema/events';
import { replies } from '../../db/schema/replies';
import type { TInboxEntry, TPlatformPostBase } from '../../integrations/platform/types';
import { useTestApp } from '#test/harness';
import { monitoringKit } from '#test/kits/monitoring';
import { testPost, testPostBase } from '#test/kits/platform-posts';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { openPlatformAccess } from '../connections/open-platform-access';
import { draftFollowUps } from './draft-follow-ups';
import { takeIn } from './take-in';

/** Follow-ups written by the built-in demo writer (no model configured), on the sandbox's X. */
const t = useTestApp();
const kit = monitoringKit(t);
const PERSON = { id: '8800', username: 'maya_builds', name: 'Maya', avatar_url: null };

/** A user with the sandbox's X connected, their access to it, and items taken in for them. */
async function userWithItems(label: string, entries: (me: TPlatformPostBase['author']) => TInboxEntry[]) {
  const { session, handle, identityId } = await kit.connectedUser(label);
  const userId = session.user.id;
  const access = await openPlatformAccess(t.services, userId, 'twitter');
  if (!access.ok) throw new Error('no access to the sandbox X');
  const me = { id: identityId, username: handle, name: `Tester ${label}`, avatar_url: null };
  const account = { userId: identityId, username: handle };
  await takeIn(t.database.db, { userId, platform: 'twitter', account }, entries(me), new Date());
  return { userId, handle, access: { platform: 'twitter' as const, ...access } };
}

const itemsOf = (userId: string) =>
  t.database.db
    .select()
    .from(conversationItems)
    .where(eq(conversationItems.userId, userId))
    .orderBy(asc(conversationItems.postedAt));
const repliesOf = (userId: string) =>
  t.database.db.select().from(replies).where(eq(replies.userId, userId)).orderBy(asc(replies.createdAt));
const inboxEvents = (userId: string) =>
  t.database.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, 'conversations.changed')));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('drafting follow-ups with the demo writer', () => {
  test('each item gets a pending follow-up in the review’s own shape, and the inbox is announced once', async () => {
    const { userId, handle, access } = await userWithItems('fia', (me) => [
      {
        kind: 'answer',
        post: testPost('9102', {
          author: PERSON,
          text: `@${me.username} which invoicing tool did you end up using for your clients?`,
          created_at: minutesAgo(30),
          in_reply_to_id: '9101',
          conversation_id: '9100',
          mentions: [me.username.toLowerCase()],
          replied_to: testPostBase('9101', { author: me, text: 'We send every invoice the same day now.' }),
        }),
      },
      {
        kind: 'quote',
        post: testPost('9103', {
          author: PERSON,
          text: 'This is the best take on pricing I have read this week. How did you test the annual plan?',
          created_at: minutesAgo(20),
          tweet_type: 'QUOTE',
          conversation_id: '9103',
          original: testPostBase('9099', { author: me, text: 'Annual plans saved our cash flow.' }),
        }),
      },
      {
        // The account's own post is never an item, so never drafted for.
        kind: 'answer',
        post: testPost('9104', {
          author: me,
          text: 'thanks!',
          in_reply_to_id: '9102',
          conversation_id: '9100',
        }),
      },
    ]);

    expect(await draftFollowUps(t.services, userId, access)).toEqual({
      drafted: 2,
      nothingToAdd: 0,
      quiet: 0,
      retried: 0,
    });

    const items = await itemsOf(userId);
    expect(items.map((i) => [i.postId, i.status])).toEqual([
      ['9102', 'drafted'],
      ['9103', 'drafted'],
    ]);
    const rows = await repliesOf(userId);
    expect(rows).toHaveLength(2);
    for (const [i, item] of items.entries()) {
      const row = rows.find((r) => r.conversationItemId === item.id);
      expect(row, `follow-up of ${item.postId}`).toMatchObject({
        platform: 'twitter',
        status: 'pending',
        postId: item.postId,
        post: item.post,
        postAuthorId: PERSON.id,
        sourceKind: 'conversation',
        sourceValue: item.kind,
        draftedBy: 'offline',
        monitorRunId: null,
        // The answer mentions the account and the quote quotes its post: X lets the API reply to both.
        delivery: 'api',
      });
      expect(row!.suggestedResponse.length, `draft ${i}`).toBeGreaterThan(0);
      expect(row!.originalDraft).toBe(row!.suggestedResponse);
      expect(row!.suggestedResponse.toLowerCase()).not.toContain(`@${handle.toLowerCase()}`);
    }
    // Announced once, with both follow-ups waiting.
    expect((await inboxEvents(userId)).map((e) => e.payload)).toEqual([
      { type: 'conversations.changed', open: 2 },
    ]);

    // Nothing is left to draft: a second pass writes nothing and announces nothing.
    expect(await draftFollowUps(t.services, userId, access)).toMatchObject({ drafted: 0, nothingToAdd: 0 });
    expect(await repliesOf(userId)).toHaveLength(2);
    expect(await inboxEvents(userId)).toHaveLength(1);
  });

  test('an answer that does not summon the account is sent through the web intent on X', async () => {
    const { userId, access } = await userWithItems('gus', (me) => [
      {
        kind: 'answer',
        post: testPost('9202', {
          author: PERSON,
          // Answers the account's post without naming it (the rule then wants the web intent).
          text: 'Which part of the onboarding emails did you rewrite first?',
          created_at: minutesAgo(10),
          in_reply_to_id: '9201',
          conversation_id: '9201',
          replied_to: testPostBase('9201', { author: me, text: 'We rewrote our onboarding emails.' }),
        }),
      },
    ]);
    await draftFollowUps(t.services, userId, access);
    expect((await repliesOf(userId)).map((r) => [r.postId, r.delivery])).toEqual([['9202', 'intent']]);
  });

  test('a post monitoring already drafted for leaves its item quiet: the review stack holds that reply', async () => {
    const { userId, access } = await userWithItems('hal', (me) => [
      {
        kind: 'mention',
        post: testPost('9302', {
          author: PERSON,
          text: `@${me.username} what do you charge for a landing page review?`,
          created_at: minutesAgo(15),
          mentions: [me.username.toLowerCase()],
        }),
      },
      {
        kind: 'mention',
        post: testPost('9303', {
          author: PERSON,
          text: `@${me.username} which analytics tool do you use to test landing page headlines?`,
          created_at: minutesAgo(5),
          mentions: [me.username.toLowerCase()],
        }),
      },
    ]);
    const monitored = await insertReply(t.database.db, userId, {
      platform: 'twitter',
      postId: '9302',
      post: testOriginalMessage({ id: '9302' }),
    });

    expect(await draftFollowUps(t.services, userId, access)).toMatchObject({ drafted: 1, quiet: 1 });
    expect((await itemsOf(userId)).map((i) => [i.postId, i.status])).toEqual([
      ['9302', 'quiet'],
      ['9303', 'drafted'],
    ]);
    const rows = await repliesOf(userId);
    expect(rows.find((r) => r.postId === '9302')).toMatchObject({
      id: monitored.id,
      conversationItemId: null,
    });
    expect(rows.filter((r) => r.conversationItemId !== null).map((r) => r.postId)).toEqual(['9303']);
  });
});
