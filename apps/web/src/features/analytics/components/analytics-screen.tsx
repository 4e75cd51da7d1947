import { useState } from 'react';
import type { TAnalyticsSummary } from '@gatling/shared/api/analytics';
import { PlatformFilter } from '@/components/platform-filter';
import { useOffersPlatformFilter, usePlatformParam } from '@/components/platform-badge';
import { relativeTime } from '@/lib/format';
import { useAnalyticsReplies } from '../api/get-analytics-replies';
import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { browserTimeZone, formatDay } from '../lib/figures';
import { ANALYTICS_COPY as COPY } from '../texts';
import {
  AnalyticsEmpty,
  AnalyticsLoadFailed,
  AnalyticsLoading,
  AnalyticsPlanRequired,
  isPlanRequired,
} from './analytics-states';
import { BestHours } from './best-hours';
import { ConversationsCard } from './conversations-card';
import { FunnelList } from './funnel-list';
import { HeadlineFigures } from './headline-figures';
import { ModelUsage } from './model-usage';
import { OverTimeCharts } from './over-time-charts';
import { RangeToggle } from './range-toggle';
import { RepliesTable } from './replies-table';
import { SourceTable } from './source-table';
import { SimulatedBadge } from '@/components/simulated-badge';

/** 'Figures last read 2h ago' (or on a date), or that none were read yet and when the first will be. */
function readAtLine(iso: string | null, firstReadingMinutes: number): string {
  if (!iso) return COPY.notReadYet(firstReadingMinutes);
  const when = relativeTime(iso);
  return COPY.readAt(when === 'now' ? 'just now' : /^\d+[mhdw]$/.test(when) ? `${when} ago` : `on ${when}`);
}

function Period({ summary }: { summary: TAnalyticsSummary }) {
  const withYear = summary.from.slice(0, 4) !== summary.to.slice(0, 4);
  return (
    <p className="text-sm text-muted tabular-nums">
      {COPY.span(formatDay(summary.from, withYear), formatDay(summary.to, withYear))}
      <span aria-hidden="true" className="max-sm:hidden">
        {' · '}
      </span>
      <span className="block sm:inline">
        {readAtLine(summary.outcomes_read_at, summary.first_reading_minutes)}
      </span>
    </p>
  );
}

/**
 * /analytics: how the period's replies fared. The period (?range=), the replies' order (?sort=)
 * and the platform filter (?platform=, offered when the replies come from more than one) are in
 * the address; switching keeps the last figures on screen until the new ones arrive.
 */
export function AnalyticsScreen() {
  const { range, sort, setRange, setSort } = useAnalyticsParams();
  const [platform, setPlatform] = usePlatformParam();
  const [timeZone] = useState(browserTimeZone);
  const summary = useAnalyticsSummary(range, timeZone, platform);
  // Asked at once beside the summary rather than after it; the table below reads the same query.
  const replies = useAnalyticsReplies(range, sort, platform, !isPlanRequired(summary.error));
  const offersFilter = useOffersPlatformFilter(replies.data?.replies, platform);
  const rangeLabel = COPY.ranges[range];
  const data = summary.data;

  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-5 flex-wrap items-center gap-2">
          {data && <Period summary={data} />}
          <SimulatedBadge />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {offersFilter && <PlatformFilter value={platform} onChange={setPlatform} />}
          <RangeToggle value={range} onChange={setRange} />
        </div>
      </div>
      {summary.isPending ? (
        <AnalyticsLoading />
      ) : !data ? (
        isPlanRequired(summary.error) ? (
          <AnalyticsPlanRequired error={summary.error} />
        ) : (
          <AnalyticsLoadFailed
            error={summary.error}
            retrying={summary.isFetching}
            onRetry={() => void summary.refetch()}
          />
        )
      ) : (
        <div
          className="space-y-6 transition-opacity data-[stale=true]:opacity-60"
          data-stale={summary.isPlaceholderData}
          aria-busy={summary.isFetching || undefined}
        >
          {data.funnel.published === 0 ? (
            <>
              <AnalyticsEmpty rangeLabel={rangeLabel} firstReadingMinutes={data.first_reading_minutes} />
              {data.funnel.drafted > 0 && <FunnelList funnel={data.funnel} />}
              {/* Drafting costs as it is spent, before anything goes out. */}
              {(data.model_usage.calls > 0 || data.model_usage.demo_drafts > 0) && (
                <ModelUsage usage={data.model_usage} filtered={platform !== undefined} />
              )}
              {/* Answers can come in to replies of an earlier period. */}
              {(data.conversations.answers_received > 0 || data.conversations.follow_ups_sent > 0) && (
                <ConversationsCard conversations={data.conversations} />
              )}
            </>
          ) : (
            <>
              <HeadlineFigures summary={data} rangeLabel={rangeLabel} />
              <OverTimeCharts days={data.by_day} />
              <div className="grid gap-3 lg:grid-cols-2">
                <FunnelList funnel={data.funnel} />
                <BestHours byHour={data.by_hour} timeZone={timeZone} />
              </div>
              <ConversationsCard conversations={data.conversations} />
              <ModelUsage usage={data.model_usage} filtered={platform !== undefined} />
              <SourceTable sources={data.by_source} />
              <RepliesTable
                range={range}
                sort={sort}
                platform={platform}
                onSort={setSort}
                firstReadingMinutes={data.first_reading_minutes}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
