// One file: the summary's figures are computed from the same period's replies and their readings, and each part (funnel, engagement, sources, hours, conversations) reads the same helpers.
import {
  FOLLOW_UPS_SOURCE,
  type TAnalyticsDay,
  type TAnalyticsSource,
  type TAnalyticsSummary,
  type TConversationFigures,
  type TEngagement,
  type TFunnel,
} from '@gatling/shared/api/analytics';
import { sourceLabel } from '@gatling/shared/keywords';
import { editDistance } from './edit-distance';
import type { TModelUsage } from '@gatling/shared/api/analytics-usage';
import type { TDailyCost, TDailyModelCost, TDailyPlatformCost, THistoryReply } from './history';
import { utcDayOf, within, type TPeriod } from './period';

type TCostLines = { platform: TDailyPlatformCost[]; model: TDailyModelCost[] };
/** One network's daily follower reading. */
type TSnapshot = { day: string; platform: string; followers: number };

/** Dollars to the cent's hundredth, so sums of metered rows read as they were charged. */
const usd = (n: number) => Math.round(n * 10_000) / 10_000;
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

const approvedStatus = (r: THistoryReply) => r.status !== 'rejected' && r.status !== 'pending';
/** Out on the platform in the period (a dry run never reached it). */
const publishedIn = (r: THistoryReply, period: TPeriod): r is THistoryReply & { publishedAt: Date } =>
  r.status === 'published' && !r.drySend && within(r.publishedAt, period);
const engagementsOf = (o: NonNullable<THistoryReply['outcome']>) =>
  o.likes + o.replies + o.reposts + o.quotes;

export function funnelOf(history: THistoryReply[], period: TPeriod): TFunnel {
  const reviewed = history.filter((r) => within(r.reviewedAt, period) && r.status !== 'pending');
  return {
    drafted: history.filter((r) => within(r.createdAt, period)).length,
    reviewed: reviewed.length,
    approved: reviewed.filter((r) => approvedStatus(r) && r.humanEdits === null).length,
    edited: reviewed.filter((r) => approvedStatus(r) && r.humanEdits !== null).length,
    rejected: reviewed.filter((r) => r.status === 'rejected').length,
    published: history.filter((r) => publishedIn(r, period)).length,
    failed: history.filter((r) => r.status === 'failed' && within(r.updatedAt, period)).length,
  };
}

/** The period's published replies that have been read at least once. */
const readPublished = (history: THistoryReply[], period: TPeriod) =>
  history.filter((r) => publishedIn(r, period) && r.outcome);

export function engagementOf(history: THistoryReply[], period: TPeriod): TEngagement {
  const total = {
    likes: 0,
    replies: 0,
    reposts: 0,
    quotes: 0,
    impressions: 0,
    author_replies: 0,
    author_likes: 0,
  };
  for (const r of readPublished(history, period)) {
    const o = r.outcome!;
    total.likes += o.likes;
    total.replies += o.replies;
    total.reposts += o.reposts;
    total.quotes += o.quotes;
    total.impressions += o.impressions ?? 0;
    total.author_replies += o.authorReplied ? 1 : 0;
    total.author_likes += o.authorLiked ? 1 : 0;
  }
  const engagements = total.likes + total.replies + total.reposts + total.quotes;
  return { ...total, engagement_rate: ratio(engagements, total.impressions) };
}

/**
 * Followers at the period's first and last reading, summed over the networks: each network's own
 * first and last, so an account connected during the period adds its followers to both ends and
 * the change is the sum of each network's change, not a jump on the day it was connected.
 */
function followersOf(snapshots: TSnapshot[], period: TPeriod) {
  const inside = snapshots.filter((s) => s.day >= period.days[0]! && s.day <= period.days.at(-1)!);
  const ends = new Map<string, { start: number; end: number }>();
  for (const s of [...inside].sort((a, b) => a.day.localeCompare(b.day))) {
    const seen = ends.get(s.platform);
    if (seen) seen.end = s.followers;
    else ends.set(s.platform, { start: s.followers, end: s.followers });
  }
  if (ends.size === 0) return { start: null, end: null, change: 0 };
  let start = 0;
  let end = 0;
  for (const e of ends.values()) {
    start += e.start;
    end += e.end;
  }
  return { start, end, change: end - start };
}

/**
 * What the period spent. Per published reply: the platform calls and the model calls that make
 * replies; the chat, style analysis, audience interview and model tests are not a reply's cost.
 */
function costsOf(costs: TCostLines, period: TPeriod, published: number) {
  const inPeriod = <T extends TDailyCost>(lines: T[]) => lines.filter((l) => period.days.includes(l.day));
  const total = <T extends TDailyCost>(lines: T[], of: (l: T) => number) =>
    inPeriod(lines).reduce((s, l) => s + of(l), 0);
  const platform = usd(total(costs.platform, (l) => l.usd));
  const replyModel = usd(total(costs.model, (l) => l.replyUsd));
  return {
    platform_usd: platform,
    platform_simulated_usd: usd(total(costs.platform, (l) => l.simulatedUsd)),
    model_usd: usd(total(costs.model, (l) => l.usd)),
    reply_model_usd: replyModel,
    per_published_reply_usd: published > 0 ? usd((platform + replyModel) / published) : null,
    model_input_tokens: total(costs.model, (l) => l.inputTokens),
    model_cached_input_tokens: total(costs.model, (l) => l.cachedInputTokens),
  };
}

function byDay(history: THistoryReply[], costs: TCostLines, snapshots: TSnapshot[], period: TPeriod) {
  const days = new Map<string, TAnalyticsDay & { distances: number[] }>();
  for (const day of period.days) {
    days.set(day, {
      day,
      drafted: 0,
      approved: 0,
      edited: 0,
      rejected: 0,
      published: 0,
      failed: 0,
      edit_distance: null,
      likes: 0,
      replies: 0,
      reposts: 0,
      impressions: 0,
      author_replies: 0,
      followers: null,
      platform_usd: 0,
      model_usd: 0,
      distances: [],
    });
  }
  const at = (d: Date | null) => (d ? days.get(utcDayOf(d)) : undefined);
  for (const r of history) {
    const drafted = within(r.createdAt, period) ? at(r.createdAt) : undefined;
    if (drafted) drafted.drafted += 1;
    const reviewed = within(r.reviewedAt, period) && r.status !== 'pending' ? at(r.reviewedAt) : undefined;
    if (reviewed) {
      if (r.status === 'rejected') reviewed.rejected += 1;
      else if (r.humanEdits === null) reviewed.approved += 1;
      else {
        reviewed.edited += 1;
        reviewed.distances.push(editDistance(r.originalDraft, r.finalText ?? r.humanEdits));
      }
    }
    const failed = r.status === 'failed' && within(r.updatedAt, period) ? at(r.updatedAt) : undefined;
    if (failed) failed.failed += 1;
    const published = publishedIn(r, period) ? at(r.publishedAt) : undefined;
    if (published) {
      published.published += 1;
      if (r.outcome) {
        published.likes += r.outcome.likes;
        published.replies += r.outcome.replies;
        published.reposts += r.outcome.reposts;
        published.impressions += r.outcome.impressions ?? 0;
        published.author_replies += r.outcome.authorReplied ? 1 : 0;
      }
    }
  }
  for (const line of costs.platform) {
    const d = days.get(line.day);
    if (d) d.platform_usd = usd(d.platform_usd + line.usd);
  }
  for (const line of costs.model) {
    const d = days.get(line.day);
    if (d) d.model_usd = usd(d.model_usd + line.usd);
  }
  // A day's readings of every network, summed (one network's when the summary is filtered).
  for (const s of snapshots) {
    const d = days.get(s.day);
    if (d) d.followers = (d.followers ?? 0) + s.followers;
  }
  return [...days.values()].map(({ distances, ...d }) => ({
    ...d,
    edit_distance: distances.length
      ? Math.round((distances.reduce((a, b) => a + b, 0) / distances.length) * 10) / 10
      : null,
  }));
}

/**
 * Where a reply's draft came from in the by-source table: its keyword or core user, or for a
 * follow-up the one row of them all (its stored value, the kind of post it answers, is no source).
 */
const sourceOf = (r: THistoryReply): Pick<TAnalyticsSource, 'kind' | 'value' | 'label'> =>
  r.sourceKind === 'conversation'
    ? FOLLOW_UPS_SOURCE
    : {
        kind: r.sourceKind,
        value: r.sourceValue,
        label: sourceLabel({ kind: r.sourceKind, value: r.sourceValue }),
      };

function bySource(history: THistoryReply[], period: TPeriod): TAnalyticsSource[] {
  const sources = new Map<string, TAnalyticsSource>();
  for (const r of history) {
    const source = sourceOf(r);
    const key = `${source.kind}:${source.value}`;
    const s = sources.get(key) ?? {
      ...source,
      drafted: 0,
      approved: 0,
      rejected: 0,
      approval_rate: null,
      published: 0,
      engagements: 0,
      impressions: 0,
      engagement_rate: 0,
      author_replies: 0,
    };
    let touched = false;
    if (within(r.createdAt, period)) {
      s.drafted += 1;
      touched = true;
    }
    if (within(r.reviewedAt, period) && r.status !== 'pending') {
      if (r.status === 'rejected') s.rejected += 1;
      else s.approved += 1;
      touched = true;
    }
    if (publishedIn(r, period)) {
      s.published += 1;
      s.engagements += r.outcome ? engagementsOf(r.outcome) : 0;
      s.impressions += r.outcome?.impressions ?? 0;
      s.author_replies += r.outcome?.authorReplied ? 1 : 0;
      touched = true;
    }
    if (touched) sources.set(key, s);
  }
  return [...sources.values()]
    .map((s) => ({
      ...s,
      approval_rate: s.approved + s.rejected > 0 ? ratio(s.approved, s.approved + s.rejected) : null,
      engagement_rate: ratio(s.engagements, s.impressions),
    }))
    .sort((a, b) => b.engagements - a.engagements || b.published - a.published || b.drafted - a.drafted);
}

function byHour(history: THistoryReply[], period: TPeriod, timeZone: string) {
  const hourOf = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    published: 0,
    engagements: 0,
    impressions: 0,
  }));
  for (const r of history) {
    if (!publishedIn(r, period)) continue;
    const h = hours[Number(hourOf.format(r.publishedAt)) % 24]!;
    h.published += 1;
    h.engagements += r.outcome ? engagementsOf(r.outcome) : 0;
    h.impressions += r.outcome?.impressions ?? 0;
  }
  return hours.map(({ impressions, ...h }) => ({ ...h, engagement_rate: ratio(h.engagements, impressions) }));
}

/** Everything the summary shows, from the loaded history of both periods. */
export function summarise(input: {
  range: TAnalyticsSummary['range'];
  current: TPeriod;
  previous: TPeriod;
  history: THistoryReply[];
  costs: TCostLines;
  snapshots: TSnapshot[];
  timeZone: string;
  modelUsage: TModelUsage;
  firstReadingMinutes: number;
  conversations: TConversationFigures;
}): TAnalyticsSummary {
  const { current, previous, history, costs, snapshots } = input;
  const funnel = funnelOf(history, current);
  const before = funnelOf(history, previous);
  const beforeEngagement = engagementOf(history, previous);
  const readAt = history.map((r) => r.outcome?.readAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  return {
    range: input.range,
    from: current.days[0]!,
    to: current.days.at(-1)!,
    funnel,
    engagement: engagementOf(history, current),
    followers: followersOf(snapshots, current),
    costs: costsOf(costs, current, funnel.published),
    previous: {
      published: before.published,
      engagement_rate: beforeEngagement.engagement_rate,
      author_replies: beforeEngagement.author_replies,
      follower_change: followersOf(snapshots, previous).change,
      per_published_reply_usd: costsOf(costs, previous, before.published).per_published_reply_usd,
    },
    by_day: byDay(history, costs, snapshots, current),
    by_source: bySource(history, current),
    by_hour: byHour(history, current, input.timeZone),
    outcomes_read_at: readAt > 0 ? new Date(readAt).toISOString() : null,
    first_reading_minutes: input.firstReadingMinutes,
    model_usage: input.modelUsage,
    conversations: input.conversations,
  };
}
