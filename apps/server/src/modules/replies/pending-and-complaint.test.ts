import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZComplaint, ZPendingRepliesAnswer } from '@gatling/shared/api/replies';
import type { TSession } from '@gatling/shared/api/session';
import { replyOutcomes } from '../../db/schema/analytics';
import { complaints, replies } from '../../db/schema/replies';
import { expectErrorBody, useTestApp } from '#test/harness';
import { testOriginalMessage } from '#test/kits/replies';
import { PENDING_LIST_MAX } from './list-pending-replies';
import { reviewKit, UNKNOWN_ID } from '#test/kits/review';

const t = useTestApp();
const kit = reviewKit(t);

const pending = async (s: TSession) =>
  ZPendingRepliesAnswer.strict().parse(await kit.ok(await kit.get(s, '/interactions/pending'))).interactions;
const complaintOf = (s: TSession, id: string) =>
  kit.get(s, `/complaint?interaction_id=${encodeURIComponent(id)}`);
const complain = (s: TSession, body: unknown) => kit.call(s, '/complaint', body);

describe('the review routes', () => {
  test('need a session', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/interactions/pending'],
      ['POST', '/api/feedback/approve'],
      ['POST', '/api/feedback/reject'],
      ['POST', '/api/edit/preview'],
      ['POST', '/api/edit/response'],
      ['POST', '/api/edit/submit'],
      ['GET', `/api/complaint?interaction_id=${UNKNOWN_ID}`],
      ['POST', '/api/complaint'],
    ];
    for (const [method, path] of calls) {
      expect((await expectErrorBody(await t.request(path, { method }), 401)).code, path).toBe('UNAUTHORIZED');
    }
  });
});

describe('GET /api/interactions/pending', () => {
  test("the user's pending drafts, oldest first, as the card shows them", async () => {
    const ada = await kit.newUser();
    expect(await pending(ada)).toEqual([]);
    const post = testOriginalMessage({
      tweet_type: 'QUOTE',
      media: { url: 'https://pbs.example.com/a.jpg' },
      original_tweet: {
        id: '42',
        text: 'The quoted post',
        author: { username: 'orig', name: 'Orig Inal', avatar_url: null },
        media_urls: [],
        reactions: { likes: 1, replies: 0, retweets: 0, views: 9 },
      },
    });
    const newer = await kit.draftFor(ada, { createdAt: new Date(Date.now() - 1000) });
    const older = await kit.draftFor(ada, {
      post,
      createdAt: new Date(Date.now() - 60_000),
      sourceKind: 'core_user',
      sourceValue: 'maker_ana',
      matchedRule: 'Questions about auth',
      delivery: 'api',
      suggestedResponse: 'Older draft',
    });
    await kit.draftFor(ada, { status: 'scheduled' });
    await kit.draftFor(ada, { status: 'rejected' });
    await kit.draftFor(await kit.newUser());

    const list = await pending(ada);
    expect(list.map((i) => i.id)).toEqual([older.id, newer.id]);
    expect(list[0]).toEqual({
      id: older.id,
      suggested_response: 'Older draft',
      platform: 'twitter',
      original_message: post,
      delivery: 'api',
      source: { kind: 'core_user', value: 'maker_ana' },
      matched_rule: 'Questions about auth',
      created_at: older.createdAt.toISOString(),
      picked: { score: 80, reason: 'Asks for tool advice in the audience', record: null },
      // Inserted without a writer, as drafts from before it was recorded.
      drafted_by: { kind: 'unknown', label: null },
    });
    expect(list[1]).toMatchObject({
      source: { kind: 'keyword', value: 'side project auth' },
      matched_rule: null,
    });
  });

  test("each card says why it was picked: score, reason and its source's record", async () => {
    const ada = await kit.newUser();
    const published = async (sourceValue: string, outcome: Partial<typeof replyOutcomes.$inferInsert>) => {
      const row = await kit.draftFor(ada, { sourceValue, status: 'published', publishedAt: new Date() });
      await kit.db
        .insert(replyOutcomes)
        .values({ replyId: row.id, userId: ada.user.id, reads: 1, ...outcome });
    };
    await published('ai agents', { likes: 2, impressions: 100 });
    await published('ai agents', { replies: 1, authorReplied: true, impressions: 100 });
    await published('ai agents', {});
    await published('ai agents', { reads: 0, likes: 5 });
    const known = await kit.draftFor(ada, {
      sourceValue: 'ai agents',
      score: 82,
      reason: 'Asks about agents',
    });
    const fresh = await kit.draftFor(ada, { sourceValue: 'new topic', score: null, reason: null });

    const byId = new Map((await pending(ada)).map((i) => [i.id, i]));
    expect(byId.get(known.id)?.picked).toEqual({
      score: 82,
      reason: 'Asks about agents',
      record: { published: 3, engaged: 2, author_replies: 1, engagement_rate: 0.015 },
    });
    expect(byId.get(fresh.id)?.picked).toEqual({ score: null, reason: null, record: null });
  });

  test(`at most ${PENDING_LIST_MAX}, the oldest`, async () => {
    const ada = await kit.newUser();
    const base = Date.now() - 3_600_000;
    const rows = Array.from({ length: PENDING_LIST_MAX + 2 }, (_, i) => {
      const post = testOriginalMessage();
      return {
        userId: ada.user.id,
        postId: post.id,
        post,
        postAuthorId: '1',
        sourceKind: 'keyword' as const,
        sourceValue: 'k',
        suggestedResponse: `Draft ${i}`,
        originalDraft: `Draft ${i}`,
        createdAt: new Date(base + i * 1000),
      };
    });
    await kit.db.insert(replies).values(rows);
    const list = await pending(ada);
    expect(list).toHaveLength(PENDING_LIST_MAX);
    expect(list[0]!.suggested_response).toBe('Draft 0');
    expect(list.at(-1)!.suggested_response).toBe(`Draft ${PENDING_LIST_MAX - 1}`);
  });
});

describe('GET and POST /api/complaint', () => {
  test('null until there is feedback; then saved, read back and replaced', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const none = await complaintOf(ada, draft.id);
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();

    const saved = ZComplaint.strict().parse(
      await kit.ok(await complain(ada, { interaction_id: draft.id, complaint: '  Not my audience  ' })),
    );
    expect(saved).toMatchObject({ interaction_id: draft.id, complaint: 'Not my audience' });
    expect(ZComplaint.strict().parse(await kit.ok(await complaintOf(ada, draft.id)))).toEqual(saved);

    const replaced = ZComplaint.parse(
      await kit.ok(await complain(ada, { interaction_id: draft.id, complaint: 'Off topic' })),
    );
    expect(replaced).toMatchObject({ complaint: 'Off topic', created_at: saved.created_at });
    const stored = await kit.db.select().from(complaints).where(eq(complaints.replyId, draft.id));
    expect(stored).toHaveLength(1);
    // Feedback does not change the review state.
    expect((await kit.rowOf(ada, draft.id)).status).toBe('pending');
  });

  test("blank feedback is a 422 'Please enter some feedback'; other bad input is a 422 too", async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    for (const complaint of ['   ', '', undefined]) {
      const body = await expectErrorBody(await complain(ada, { interaction_id: draft.id, complaint }), 422);
      expect(body.detail).toBe('Please enter some feedback');
    }
    const long = await expectErrorBody(
      await complain(ada, { interaction_id: draft.id, complaint: 'x'.repeat(2001) }),
      422,
    );
    expect(long.detail).toMatch(/at most 2000/);
    expect((await expectErrorBody(await complain(ada, { complaint: 'Hm' }), 422)).detail).toMatch(
      /interaction_id/,
    );
    expect((await expectErrorBody(await kit.get(ada, '/complaint'), 422)).detail).toMatch(/interaction_id/);
    expect(await kit.db.select().from(complaints).where(eq(complaints.replyId, draft.id))).toEqual([]);
  });

  test("another user's reply, an unknown or a malformed id is a 404", async () => {
    const ada = await kit.newUser();
    const bea = await kit.newUser();
    const beas = await kit.draftFor(bea);
    await kit.ok(await complain(bea, { interaction_id: beas.id, complaint: 'Mine' }));
    for (const id of [beas.id, UNKNOWN_ID, 'nope']) {
      await expectErrorBody(await complaintOf(ada, id), 404);
      await expectErrorBody(await complain(ada, { interaction_id: id, complaint: 'Theirs' }), 404);
    }
    expect(ZComplaint.parse(await kit.ok(await complaintOf(bea, beas.id))).complaint).toBe('Mine');
  });
});
