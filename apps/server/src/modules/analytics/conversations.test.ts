import { describe, expect, test } from 'vitest';
import { ANALYTICS_CSV_COLUMNS, FOLLOW_UPS_SOURCE } from '@gatling/shared/api/analytics';
import type { TConversationKind, TConversationStatus } from '@gatling/shared/api/conversations';
import type { TSession } from '@gatling/shared/api/session';
import { openedForAll } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { testOriginalMessage } from '#test/kits/replies';
import { conversationItems } from '../../db/schema/conversations';
import { parseCsv } from '../../lib/csv';

const app = openedForAll(openAnalyticsApp);
const MINUTE = 60_000;
let n = 0;
const fresh = () => `${Date.now()}${(n += 1)}`;
const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** One of the user's replies, sent through the product at `at`. */
async function sent(session: TSession, at: Date, source: { kind: 'keyword' | 'core_user'; value: string }) {
  const id = fresh();
  return app.reply(session, {
    sourceKind: source.kind,
    sourceValue: source.value,
    createdAt: after(at, -60),
    reviewedAt: after(at, -30),
    status: 'published',
    publishedAt: at,
    publishedPostId: id,
    publishedUrl: `https://x.com/me/status/${id}`,
  });
}

/** A post that answers (the reply `answers`), mentions or quotes the user, taken in at `takenIn`. */
async function item(
  session: TSession,
  input: {
    takenIn: Date;
    postedAt?: Date;
    answers?: { id: string } | null;
    kind?: TConversationKind;
    status?: TConversationStatus;
    platform?: 'twitter' | 'bluesky';
  },
) {
  const post = testOriginalMessage({ id: fresh() });
  const [row] = await app.db
    .insert(conversationItems)
    .values({
      userId: session.user.id,
      platform: input.platform ?? 'twitter',
      kind: input.kind ?? (input.answers ? 'answer' : 'mention'),
      postId: post.id,
      post,
      authorId: '4242',
      rootPostId: post.id,
      answeredReplyId: input.answers?.id ?? null,
      status: input.status ?? 'drafted',
      postedAt: input.postedAt ?? input.takenIn,
      createdAt: input.takenIn,
    })
    .returning();
  return row!;
}

/** The follow-up drafted for `of`, published at `at` (as a dry run when `drySend`). */
async function followUp(
  session: TSession,
  of: typeof conversationItems.$inferSelect,
  at: Date,
  { drySend = false } = {},
) {
  const id = fresh();
  return app.reply(session, {
    post: of.post,
    postId: of.postId,
    conversationItemId: of.id,
    sourceKind: 'conversation',
    sourceValue: of.kind,
    delivery: 'api',
    createdAt: after(at, -20),
    reviewedAt: after(at, -10),
    status: 'published',
    drySend,
    publishedAt: at,
    publishedPostId: id,
    publishedUrl: `https://x.com/me/status/${id}`,
  });
}

/**
 * A scripted fortnight. Replies: r1 from the keyword 'ai agents' 3 days ago, r2 from the core user
 * alice just before the 7-day period, rOld from 'pricing' 8 days ago. Answers, each taken in at its
 * time: a1 (r1, 30 minutes after it), a2 (r1, 120 minutes), a3 answering the follow-up f1 (60 minutes
 * after it), a7 (r2, 90 minutes, taken in at the very start of the period), a4 (r2, quiet), a5 a
 * mention, ab a mention on Bluesky, a6 (rOld, 240 minutes, taken in 1 ms before the period).
 * Follow-ups: f1 (a1), f3 (a3), f5 (a5), f7 (a7, at the very start of the period), f6 (a6, 1 ms
 * before it), and a dry run for a2.
 */
async function scriptedConversations() {
  const { dayAt } = app;
  const session = await app.subscriber();
  const start = dayAt(-6);
  const justBefore = new Date(start.getTime() - 1);

  const r1 = await sent(session, dayAt(-3, 9), { kind: 'keyword', value: 'ai agents' });
  const r2 = await sent(session, dayAt(-7, 22), { kind: 'core_user', value: 'alice' });
  const rOld = await sent(session, dayAt(-8), { kind: 'keyword', value: 'pricing' });

  const a1 = await item(session, {
    answers: r1,
    postedAt: after(r1.publishedAt!, 30),
    takenIn: dayAt(-3, 10),
  });
  const a2 = await item(session, {
    answers: r1,
    postedAt: after(r1.publishedAt!, 120),
    takenIn: dayAt(-3, 11),
    status: 'nothing_to_add',
  });
  const f1 = await followUp(session, a1, dayAt(-3, 11));
  const a3 = await item(session, {
    answers: f1,
    postedAt: after(f1.publishedAt!, 60),
    takenIn: dayAt(-3, 13),
  });
  const f3 = await followUp(session, a3, dayAt(-2, 8));
  await followUp(session, a2, dayAt(-2, 9), { drySend: true });

  const a7 = await item(session, { answers: r2, postedAt: after(r2.publishedAt!, 90), takenIn: start });
  const f7 = await followUp(session, a7, start);
  // Someone already in a thread the user dismissed: kept out of the inbox, and of the figures.
  await item(session, {
    answers: r2,
    postedAt: after(r2.publishedAt!, 5),
    takenIn: dayAt(-2),
    status: 'quiet',
  });

  const a5 = await item(session, { takenIn: dayAt(-1, 1) });
  const f5 = await followUp(session, a5, dayAt(-1, 2));
  await item(session, { takenIn: dayAt(-1, 3), platform: 'bluesky', status: 'dismissed' });

  const a6 = await item(session, {
    answers: rOld,
    postedAt: after(rOld.publishedAt!, 240),
    takenIn: justBefore,
  });
  const f6 = await followUp(session, a6, justBefore);

  return { session, r1, r2, rOld, f1, f3, f5, f6, f7 };
}

describe('the summary counts conversations', () => {
  test('answers received, follow-ups sent, the median time to answer and the sources that started them', async () => {
    const { session } = await scriptedConversations();
    const week = await app.summary(session, '?range=7d');
    expect(week.conversations).toEqual({
      // a1, a2, a3, a7 (taken in at the period's first instant), a5, ab; not the quiet a4 nor a6.
      answers_received: 6,
      // f1, f3, f5, f7; not the dry run, nor f6 (1 ms before the period).
      follow_ups_sent: 4,
      // 30, 60, 90 and 120 minutes: halfway between 60 and 90.
      median_minutes_to_answer: 75,
      by_source: [
        // a3 answers the follow-up f1, in the thread r1 started: the keyword's too.
        { kind: 'keyword', value: 'ai agents', label: 'ai agents', answers: 3, follow_ups_sent: 2 },
        { kind: 'core_user', value: 'alice', label: '@alice', answers: 1, follow_ups_sent: 1 },
      ],
    });

    const month = await app.summary(session, '?range=30d');
    expect(month.conversations).toEqual({
      answers_received: 7,
      follow_ups_sent: 5,
      median_minutes_to_answer: 90,
      by_source: [
        { kind: 'keyword', value: 'ai agents', label: 'ai agents', answers: 3, follow_ups_sent: 2 },
        { kind: 'core_user', value: 'alice', label: '@alice', answers: 1, follow_ups_sent: 1 },
        { kind: 'keyword', value: 'pricing', label: 'pricing', answers: 1, follow_ups_sent: 1 },
      ],
    });
  });

  test('one network only when asked; no answer to a sent reply is no median', async () => {
    const { session } = await scriptedConversations();
    expect((await app.summary(session, '?range=7d&platform=bluesky')).conversations).toEqual({
      answers_received: 1,
      follow_ups_sent: 0,
      median_minutes_to_answer: null,
      by_source: [],
    });
    expect((await app.summary(session, '?range=7d&platform=twitter')).conversations).toMatchObject({
      answers_received: 5,
      follow_ups_sent: 4,
    });
  });

  test("another user's conversations are not counted", async () => {
    await scriptedConversations();
    const other = await app.subscriber();
    expect((await app.summary(other, '?range=90d')).conversations).toEqual({
      answers_received: 0,
      follow_ups_sent: 0,
      median_minutes_to_answer: null,
      by_source: [],
    });
  });

  test('follow-ups count as replies, under one by-source row rather than one per kind of answer', async () => {
    const { session } = await scriptedConversations();
    const week = await app.summary(session, '?range=7d');
    // r1 and the four follow-ups sent in the period.
    expect(week.funnel.published).toBe(5);
    const followUps = week.by_source.filter((s) => s.kind === 'conversation');
    expect(followUps).toEqual([
      // Drafted and approved in the period: f1, f3, f5 and the dry run (f7 was drafted just before).
      expect.objectContaining({ ...FOLLOW_UPS_SOURCE, published: 4, drafted: 4, approved: 4 }),
    ]);
    expect(week.by_source.map((s) => s.label)).not.toContain('An answer to you');
  });
});

describe('the replies table and its CSV say what came back', () => {
  test('answers per reply, and the reply each follow-up continues', async () => {
    const { session, r1, r2, f1, f3, f5, f7 } = await scriptedConversations();
    const rows = (await app.repliesOf(session, '?range=30d&sort=recent')).replies;
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(r1.id)).toMatchObject({ answers: 2, follow_up_of: null, source_kind: 'keyword' });
    // The quiet answer is not counted.
    expect(row(r2.id)).toMatchObject({ answers: 1, follow_up_of: null });
    expect(row(f1.id)).toMatchObject({
      answers: 1,
      follow_up_of: r1.publishedUrl,
      source_kind: 'conversation',
      source_value: 'answer',
    });
    expect(row(f3.id)).toMatchObject({ answers: 0, follow_up_of: f1.publishedUrl });
    expect(row(f7.id)).toMatchObject({ follow_up_of: r2.publishedUrl });
    // A mention's follow-up continues no reply of theirs.
    expect(row(f5.id)).toMatchObject({ follow_up_of: null, source_value: 'mention' });

    const res = await app.get(session, '/replies?range=30d&sort=recent&format=csv');
    expect(res.status).toBe(200);
    const [header, ...lines] = parseCsv(await res.text());
    // The columns before stay where they were; the new ones come last.
    expect(header).toEqual([...ANALYTICS_CSV_COLUMNS]);
    expect(header!.slice(-3)).toEqual(['drafted_by', 'answers', 'follow_up_of']);
    expect(header!.indexOf('published_at')).toBe(0);
    const at = (name: string) => header!.indexOf(name);
    const line = (url: string | null) => lines.find((l) => l[at('reply_url')] === url)!;
    expect(line(r1.publishedUrl)[at('answers')]).toBe('2');
    expect(line(r1.publishedUrl)[at('follow_up_of')]).toBe('');
    expect(line(f1.publishedUrl)).toEqual(
      expect.arrayContaining(['conversation', 'answer', '1', r1.publishedUrl]),
    );
    expect(line(f1.publishedUrl)[at('follow_up_of')]).toBe(r1.publishedUrl);
    expect(line(f3.publishedUrl)[at('follow_up_of')]).toBe(f1.publishedUrl);
    expect(line(f5.publishedUrl)[at('follow_up_of')]).toBe('');
    expect(line(f5.publishedUrl)[at('source_value')]).toBe('mention');
  });
});
