import { createMemoryRouter } from '@/lib/router';
import type {
  TAnalyticsDay,
  TAnalyticsRange,
  TAnalyticsReply,
  TAnalyticsSort,
  TAnalyticsSummary,
  TConversationFigures,
} from '@gatling/shared/api/analytics';
import type { TModelUsage } from '@gatling/shared/api/analytics-usage';
import { PaywallHost } from '@/app/components/paywall-host';
import { json } from '@/test/fake-api';
import { renderRouter, Where } from '@/test/render-in-app';
import { AnalyticsScreen } from '../components/analytics-screen';

function day(i: number, overrides: Partial<TAnalyticsDay> = {}): TAnalyticsDay {
  return {
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    drafted: 4,
    approved: 2,
    edited: 1,
    rejected: 1,
    published: i % 3 === 0 ? 2 : 1,
    failed: 0,
    edit_distance: null,
    likes: 3,
    replies: 1,
    reposts: 0,
    impressions: 200,
    author_replies: i % 5 === 0 ? 1 : 0,
    followers: 1200 + i * 2,
    platform_usd: 0.05,
    model_usd: 0.02,
    ...overrides,
  };
}

/** GET /api/analytics/summary's answer for a period with 42 published replies. */
export function analyticsSummary(overrides: Partial<TAnalyticsSummary> = {}): TAnalyticsSummary {
  return {
    range: '30d',
    from: '2026-11-01',
    to: '2026-11-30',
    funnel: { drafted: 120, reviewed: 100, approved: 40, edited: 10, rejected: 50, published: 42, failed: 3 },
    engagement: {
      likes: 90,
      replies: 30,
      reposts: 6,
      quotes: 2,
      impressions: 4000,
      author_replies: 7,
      author_likes: 11,
      engagement_rate: 0.032,
    },
    followers: { start: 1200, end: 1258, change: 58 },
    costs: {
      platform_usd: 1.5,
      platform_simulated_usd: 0,
      model_usd: 0.6,
      reply_model_usd: 0.5,
      per_published_reply_usd: 0.05,
      model_input_tokens: 12_400,
      model_cached_input_tokens: 9800,
    },
    previous: {
      published: 30,
      engagement_rate: 0.04,
      author_replies: 7,
      follower_change: 20,
      per_published_reply_usd: 0.08,
    },
    by_day: Array.from({ length: 30 }, (_, i) => day(i)),
    by_source: [
      {
        kind: 'keyword',
        value: '"pricing pages" -is:retweet lang:en',
        label: 'pricing pages (English)',
        drafted: 80,
        approved: 35,
        rejected: 30,
        approval_rate: 35 / 65,
        published: 30,
        engagements: 100,
        impressions: 3000,
        engagement_rate: 100 / 3000,
        author_replies: 5,
      },
      {
        kind: 'core_user',
        value: 'grace',
        label: '@grace',
        drafted: 40,
        approved: 15,
        rejected: 20,
        approval_rate: 15 / 35,
        published: 12,
        engagements: 28,
        impressions: 1000,
        engagement_rate: 0.028,
        author_replies: 2,
      },
    ],
    by_hour: [
      { hour: 9, published: 10, engagements: 60, engagement_rate: 0.05 },
      { hour: 14, published: 20, engagements: 50, engagement_rate: 0.025 },
      { hour: 21, published: 12, engagements: 18, engagement_rate: 0.015 },
    ],
    outcomes_read_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    first_reading_minutes: 60,
    model_usage: modelUsage(),
    conversations: conversationFigures(),
    ...overrides,
  };
}

/** The period's conversations: 14 answers, 9 follow-ups, most from the pricing keyword's replies. */
export function conversationFigures(overrides: Partial<TConversationFigures> = {}): TConversationFigures {
  return {
    answers_received: 14,
    follow_ups_sent: 9,
    median_minutes_to_answer: 75,
    by_source: [
      {
        kind: 'keyword',
        value: '"pricing pages" -is:retweet lang:en',
        label: 'pricing pages (English)',
        answers: 8,
        follow_ups_sent: 6,
      },
      { kind: 'core_user', value: 'grace', label: '@grace', answers: 1, follow_ups_sent: 0 },
    ],
    ...overrides,
  };
}

/** No answer came in and no follow-up went out. */
export const noConversations = () =>
  conversationFigures({
    answers_received: 0,
    follow_ups_sent: 0,
    median_minutes_to_answer: null,
    by_source: [],
  });

/**
 * The period's model calls: the user's own OpenAI model drafting and picking posts, and an earlier
 * model on their own server with no price.
 */
export function modelUsage(overrides: Partial<TModelUsage> = {}): TModelUsage {
  const figures = { failed_calls: 0, cached_input_tokens: 0 };
  return {
    calls: 130,
    failed_calls: 2,
    input_tokens: 412_000,
    cached_input_tokens: 9800,
    output_tokens: 38_500,
    cost_usd: 0.6,
    by_task: [
      {
        ...figures,
        task: 'drafting',
        calls: 60,
        input_tokens: 300_000,
        output_tokens: 30_000,
        cost_usd: 0.45,
      },
      {
        ...figures,
        task: 'qualifying',
        calls: 60,
        input_tokens: 100_000,
        output_tokens: 6000,
        cost_usd: 0.1,
      },
      {
        ...figures,
        task: 'chat',
        calls: 10,
        failed_calls: 2,
        input_tokens: 12_000,
        output_tokens: 2500,
        cost_usd: 0.05,
      },
    ],
    by_model: [
      {
        ...figures,
        source: 'own',
        provider: 'openai',
        model: 'gpt-4.1-mini',
        price: 'listed',
        calls: 120,
        failed_calls: 2,
        input_tokens: 400_000,
        cached_input_tokens: 9800,
        output_tokens: 37_000,
        cost_usd: 0.6,
      },
      {
        ...figures,
        source: 'earlier',
        provider: 'openai-compatible',
        model: 'qwen2.5',
        price: 'none',
        calls: 10,
        input_tokens: 12_000,
        output_tokens: 1500,
        cost_usd: 0,
      },
    ],
    demo_drafts: 0,
    writer: 'own',
    ...overrides,
  };
}

/** A summary with nothing published in the period. */
export const emptySummary = () =>
  analyticsSummary({
    funnel: { drafted: 0, reviewed: 0, approved: 0, edited: 0, rejected: 0, published: 0, failed: 0 },
    by_day: [],
    by_source: [],
    by_hour: [],
    outcomes_read_at: null,
    model_usage: noModelUsage(),
    conversations: noConversations(),
  });

/** No model call in the period, with the demo writer drafting. */
export const noModelUsage = (overrides: Partial<TModelUsage> = {}) =>
  modelUsage({
    calls: 0,
    failed_calls: 0,
    input_tokens: 0,
    cached_input_tokens: 0,
    output_tokens: 0,
    cost_usd: 0,
    by_task: [],
    by_model: [],
    writer: 'demo',
    ...overrides,
  });

export function analyticsReply(id: string, overrides: Partial<TAnalyticsReply> = {}): TAnalyticsReply {
  return {
    id,
    platform: 'twitter',
    published_at: '2026-11-20T10:00:00.000Z',
    source_kind: 'keyword',
    source_value: 'pricing pages',
    post_url: `https://x.com/author_${id}/status/${id}`,
    post_author: `author_${id}`,
    post_text: `Post ${id}: how do you price a B2B product?`,
    reply_url: `https://x.com/me/status/reply-${id}`,
    reply_text: `Reply ${id}: anchor on the value to the buyer.`,
    edited: false,
    drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
    likes: 5,
    replies: 2,
    reposts: 1,
    quotes: 0,
    impressions: 300,
    engagements: 8,
    engagement_rate: 8 / 300,
    author_replied: true,
    author_liked: false,
    read_at: '2026-11-21T10:00:00.000Z',
    answers: 0,
    follow_up_of: null,
    ...overrides,
  };
}

export const repliesAnswer = (range: string, sort: string, replies: TAnalyticsReply[]) =>
  json({ range: range as TAnalyticsRange, sort: sort as TAnalyticsSort, replies });

/** Renders the screen at /analytics (with `search`), beside the app's paywall. */
export function renderAnalytics(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/analytics',
        element: (
          <>
            <AnalyticsScreen />
            <PaywallHost />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/analytics${search}`] },
  );
  return renderRouter(router, { auth: true });
}
