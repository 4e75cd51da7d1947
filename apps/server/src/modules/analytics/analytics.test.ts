import { describe, expect, test } from 'vitest';
import { ANALYTICS_CSV_COLUMNS, ANALYTICS_PLAN_DETAIL } from '@gatling/shared/api/analytics';
import type { TSession } from '@gatling/shared/api/session';
import { expectErrorBody, openedForAll, uniqueEmail } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { readReplyOutcomes } from './read-outcomes';

const app = openedForAll(openAnalyticsApp);
const id = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/**
 * A scripted week: two replies published in the last 7 days (one edited), one rejected, one failed,
 * one waiting, one dry run, one published in the 7 days before; their figures read from the platform; followers
 * read daily; model calls metered. Every figure below follows from these rows alone.
 */
async function scriptedHistory() {
  const { dayAt, reply, snapshot, modelCall, script } = app;
  const session = await app.subscriber();
  const [p1, p2, p6] = [id('1'), id('2'), id('6')];
  const r1 = await reply(session, {
    sourceKind: 'keyword',
    sourceValue: 'ai agents',
    createdAt: dayAt(-3, 8),
    reviewedAt: dayAt(-2, 8),
    status: 'published',
    publishedAt: dayAt(-2, 9),
    publishedPostId: p1,
    publishedUrl: `https://x.com/me/status/${p1}`,
    originalDraft: 'Great point about agents',
    humanEdits: 'Great point about AI agents',
    finalText: 'Great point about AI agents',
  });
  const r2 = await reply(session, {
    sourceKind: 'core_user',
    sourceValue: 'alice',
    createdAt: dayAt(-2, 10),
    reviewedAt: dayAt(-1, 9),
    status: 'published',
    publishedAt: dayAt(-1, 14),
    publishedPostId: p2,
    finalText: '=HYPERLINK("https://evil.example", "hi, there")',
  });
  await reply(session, {
    sourceKind: 'keyword',
    sourceValue: 'ai agents',
    createdAt: dayAt(-1, 7),
    reviewedAt: dayAt(-1, 8),
    status: 'rejected',
  });
  await reply(session, {
    sourceKind: 'keyword',
    sourceValue: 'ai agents',
    createdAt: dayAt(-1, 6),
    reviewedAt: dayAt(-1, 6),
    status: 'failed',
    updatedAt: dayAt(-1, 7),
  });
  await reply(session, { sourceKind: 'core_user', sourceValue: 'alice', createdAt: dayAt(-1, 5) });
  // A dry run: approved, marked published, never on the platform.
  await reply(session, {
    sourceKind: 'keyword',
    // Stored as monitoring searches with it; read in words.
    sourceValue: '"dry run" -is:retweet lang:en',
    createdAt: dayAt(-1, 4),
    reviewedAt: dayAt(-1, 4),
    status: 'published',
    drySend: true,
    publishedAt: dayAt(-1, 4),
  });
  await reply(session, {
    sourceKind: 'keyword',
    sourceValue: 'ai agents',
    createdAt: dayAt(-12),
    reviewedAt: dayAt(-11),
    status: 'published',
    publishedAt: dayAt(-7, 1),
    publishedPostId: p6,
  });
  const none = { quotes: 0, authorReplied: false, authorLiked: false };
  script.figures.set(p1, {
    ...none,
    likes: 5,
    replies: 2,
    reposts: 1,
    impressions: 200,
    authorReplied: true,
  });
  script.figures.set(p2, { ...none, likes: 1, replies: 0, reposts: 0, impressions: 100, authorLiked: true });
  script.figures.set(p6, { ...none, likes: 2, replies: 0, reposts: 0, impressions: 50 });
  expect(await readReplyOutcomes(app.t.services, new Date())).toBeGreaterThanOrEqual(3);
  await snapshot(session, dayAt(-13), 90);
  await snapshot(session, dayAt(-7), 95);
  await snapshot(session, dayAt(-6), 100);
  await snapshot(session, dayAt(-3), 104);
  await snapshot(session, dayAt(0), 112);
  await modelCall(session, new Date(), '0.012', { input: 12_400, cached: 9800 });
  await modelCall(session, dayAt(-8, 12), '0.004');
  return { session, r1, r2 };
}

describe('GET /api/analytics/summary after a scripted history', () => {
  test('the 7-day figures, the change against the 7 days before, and the breakdowns', async () => {
    const { session } = await scriptedHistory();
    const s = await app.summary(session, '?range=7d');
    expect(s.range).toBe('7d');
    expect(s.from).toBe(app.dayAt(-6).toISOString().slice(0, 10));
    expect(s.to).toBe(app.dayAt(0).toISOString().slice(0, 10));
    expect(s.funnel).toEqual({
      drafted: 6,
      reviewed: 5,
      approved: 3,
      edited: 1,
      rejected: 1,
      published: 2,
      failed: 1,
    });
    expect(s.engagement).toEqual({
      likes: 6,
      replies: 2,
      reposts: 1,
      quotes: 0,
      impressions: 300,
      author_replies: 1,
      author_likes: 1,
      engagement_rate: 0.03,
    });
    expect(s.followers).toEqual({ start: 100, end: 112, change: 12 });
    // One outcome reading of 3 own posts at $0.001 (on the simulated network: nobody pays it), and the
    // drafting call of today (mostly from cache).
    expect(s.costs).toEqual({
      platform_usd: 0.003,
      platform_simulated_usd: 0.003,
      model_usd: 0.012,
      reply_model_usd: 0.012,
      per_published_reply_usd: 0.0075,
      model_input_tokens: 12_400,
      model_cached_input_tokens: 9800,
    });
    expect(s.previous).toEqual({
      published: 1,
      engagement_rate: 0.04,
      author_replies: 0,
      follower_change: 5,
      per_published_reply_usd: 0.004,
    });
    expect(s.outcomes_read_at).not.toBeNull();

    expect(s.by_day.map((d) => d.day)).toHaveLength(7);
    const day = (n: number) => s.by_day.find((d) => d.day === app.dayAt(n).toISOString().slice(0, 10))!;
    expect(day(-3)).toMatchObject({ drafted: 1, published: 0, followers: 104 });
    expect(day(-2)).toMatchObject({
      drafted: 1,
      edited: 1,
      edit_distance: 3,
      published: 1,
      likes: 5,
      impressions: 200,
    });
    expect(day(-1)).toMatchObject({
      drafted: 4,
      approved: 3,
      rejected: 1,
      failed: 1,
      published: 1,
      likes: 1,
      impressions: 100,
      edit_distance: null,
    });
    expect(day(0)).toMatchObject({ platform_usd: 0.003, model_usd: 0.012, followers: 112 });

    expect(s.by_source).toEqual([
      {
        kind: 'keyword',
        value: 'ai agents',
        label: 'ai agents',
        drafted: 3,
        approved: 2,
        rejected: 1,
        approval_rate: 0.6667,
        published: 1,
        engagements: 8,
        impressions: 200,
        engagement_rate: 0.04,
        author_replies: 1,
      },
      {
        kind: 'core_user',
        value: 'alice',
        label: '@alice',
        drafted: 2,
        approved: 1,
        rejected: 0,
        approval_rate: 1,
        published: 1,
        engagements: 1,
        impressions: 100,
        engagement_rate: 0.01,
        author_replies: 0,
      },
      {
        kind: 'keyword',
        value: '"dry run" -is:retweet lang:en',
        label: 'dry run (English)',
        drafted: 1,
        approved: 1,
        rejected: 0,
        approval_rate: 1,
        published: 0,
        engagements: 0,
        impressions: 0,
        engagement_rate: 0,
        author_replies: 0,
      },
    ]);
    const hours = s.by_hour.filter((h) => h.published > 0);
    expect(hours).toEqual([
      { hour: 9, published: 1, engagements: 8, engagement_rate: 0.04 },
      { hour: 14, published: 1, engagements: 1, engagement_rate: 0.01 },
    ]);
    const tokyo = await app.summary(session, '?range=7d&tz=Asia/Tokyo');
    expect(tokyo.by_hour.filter((h) => h.published > 0).map((h) => h.hour)).toEqual([18, 23]);

    const month = await app.summary(session, '?range=30d');
    expect(month.funnel.published).toBe(3);
    expect(month.engagement).toMatchObject({ likes: 8, impressions: 350, engagement_rate: 0.0314 });
    expect(month.followers).toEqual({ start: 90, end: 112, change: 22 });
    expect(month.by_day).toHaveLength(30);
    expect((await app.summary(session)).range).toBe('30d');

    // Read once: nothing is due again until the next checkpoint.
    const asked = app.script.asked.length;
    await readReplyOutcomes(app.t.services, new Date());
    expect(app.script.asked.length).toBe(asked);
  });

  test('a user sees only their own figures', async () => {
    await scriptedHistory();
    const other = await app.subscriber();
    const s = await app.summary(other, '?range=90d');
    expect(s.funnel).toEqual({
      drafted: 0,
      reviewed: 0,
      approved: 0,
      edited: 0,
      rejected: 0,
      published: 0,
      failed: 0,
    });
    expect(s.engagement.likes).toBe(0);
    expect(s.costs).toEqual({
      platform_usd: 0,
      platform_simulated_usd: 0,
      model_usd: 0,
      reply_model_usd: 0,
      per_published_reply_usd: null,
      model_input_tokens: 0,
      model_cached_input_tokens: 0,
    });
    expect(s.by_source).toEqual([]);
    expect(s.followers).toEqual({ start: null, end: null, change: 0 });
    expect((await app.repliesOf(other, '?range=90d')).replies).toEqual([]);
  });
});

describe('GET /api/analytics/replies', () => {
  test('rows per published reply, sortable, linking to the post and the reply', async () => {
    const { session, r1, r2 } = await scriptedHistory();
    const answer = await app.repliesOf(session, '?range=7d');
    expect(answer).toMatchObject({ range: '7d', sort: 'engagement' });
    expect(answer.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect(answer.replies[0]).toMatchObject({
      source_kind: 'keyword',
      source_value: 'ai agents',
      post_url: r1.post.url,
      reply_url: r1.publishedUrl,
      reply_text: 'Great point about AI agents',
      edited: true,
      likes: 5,
      replies: 2,
      reposts: 1,
      quotes: 0,
      impressions: 200,
      engagements: 8,
      engagement_rate: 0.04,
      author_replied: true,
      author_liked: false,
    });
    expect((await app.repliesOf(session, '?range=7d&sort=recent')).replies.map((r) => r.id)).toEqual([
      r2.id,
      r1.id,
    ]);
    expect((await app.repliesOf(session, '?range=30d&sort=likes')).replies.map((r) => r.likes)).toEqual([
      5, 2, 1,
    ]);
  });

  test('the same rows as CSV, by Accept header or format=csv, safe to open in a spreadsheet', async () => {
    const { session, r1 } = await scriptedHistory();
    for (const [query, headers] of [
      ['?range=7d&format=csv', {}],
      ['?range=7d', { Accept: 'text/csv' }],
    ] as const) {
      const res = await app.get(session, `/replies${query}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="gatling-replies-7d.csv"');
      const lines = (await res.text()).split('\r\n');
      expect(lines[0]).toBe(ANALYTICS_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe('');
      expect(lines[1]).toContain(`,keyword,ai agents,maker_ana,${r1.post.url},`);
      expect(lines[1]).toContain(',Great point about AI agents,true,5,2,1,0,200,8,0.04,true,false');
      // A formula is neutralised and a field with commas and quotes is quoted.
      expect(lines[2]).toContain(`,"'=HYPERLINK(""https://evil.example"", ""hi, there"")",`);
    }
  });
});

describe('analytics refuse what they cannot answer', () => {
  test('an unknown range, sort, format or time zone is a 400 naming it', async () => {
    const session = await app.subscriber();
    const cases: [string, RegExp][] = [
      ['/summary?range=1y', /^range: range must be one of 7d, 30d, 90d$/],
      ['/summary?range=', /^range: /],
      ['/summary?tz=Mars/Olympus', /^tz: tz must be an IANA time zone/],
      ['/replies?sort=best', /^sort: sort must be one of engagement, recent, likes, replies, impressions$/],
      ['/replies?format=xml', /^format: format must be json or csv$/],
      ['/replies?range=7d%00', /NUL character/],
    ];
    for (const [path, detail] of cases) {
      const body = await expectErrorBody(await app.get(session, path), 400);
      expect(body.detail, path).toMatch(detail);
    }
  });

  test('without a subscription or trial analytics are a 402 that opens the paywall', async () => {
    const session: TSession = await app.t.signUpAndConfirm(uniqueEmail('free'));
    for (const path of ['/summary?range=7d', '/replies?range=7d', '/replies?format=csv']) {
      const body = await expectErrorBody(await app.get(session, path), 402);
      expect(body).toMatchObject({ detail: ANALYTICS_PLAN_DETAIL, code: 'PAYMENT_REQUIRED' });
    }
  });

  test('no session is a 401', async () => {
    expect((await app.t.request('/api/analytics/summary?range=7d')).status).toBe(401);
  });
});
