import { Download, ExternalLink } from 'lucide-react';
import type { TAnalyticsRange, TAnalyticsReply, TAnalyticsSort } from '@gatling/shared/api/analytics';
import { ANALYTICS_SORTS } from '@gatling/shared/api/analytics-options';
import type { TPlatform } from '@gatling/shared/api/platforms';
import { PlatformBadge } from '@/components/platform-badge';
import { DraftBadge } from '@/components/draft-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/format';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv';
import { useAnalyticsReplies } from '../api/get-analytics-replies';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatRate } from '../lib/figures';
import { AnalyticsLoadFailed } from './analytics-states';
import { DataTable, type TColumn } from './data-table';

const COPY = ANALYTICS_COPY.replies;
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Counts that are not read yet say so, and when they will be, rather than showing a misleading 0. */
const reader = (pendingHint: string) => (r: TAnalyticsReply, value: string) =>
  r.read_at === null ? (
    <span className="text-muted" title={pendingHint}>
      {COPY.pending}
    </span>
  ) : (
    value
  );

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass =
  'rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function columns(sort: TAnalyticsSort, firstReadingMinutes: number): TColumn<TAnalyticsReply>[] {
  const read = reader(COPY.pendingHint(firstReadingMinutes));
  const by = (s: TAnalyticsSort) => (sort === s ? ('descending' as const) : undefined);
  return [
    {
      key: 'published',
      header: COPY.published,
      sort: by('recent'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <>
          <time dateTime={r.published_at} className="block">
            {DATE.format(new Date(r.published_at))}
          </time>
          <PlatformBadge platform={r.platform} />
        </>
      ),
    },
    {
      key: 'post',
      header: COPY.post,
      className: 'min-w-[12rem] max-w-[18rem]',
      cell: (r) => (
        <a href={r.post_url} {...external} className={`${linkClass} block`}>
          <span className="font-medium">{COPY.openPost(r.post_author.replace(/^@/, ''))}</span>
          <span className="block text-xs text-muted">{truncate(r.post_text, 90)}</span>
        </a>
      ),
    },
    {
      key: 'reply',
      header: COPY.reply,
      className: 'min-w-[12rem] max-w-[20rem]',
      cell: (r) => (
        <div className="space-y-1">
          <p>{truncate(r.reply_text, 120)}</p>
          <div className="flex flex-wrap items-center gap-1.5">
            {r.reply_url && (
              <a
                href={r.reply_url}
                {...external}
                className={`${linkClass} inline-flex items-center gap-1 text-xs font-medium text-accent`}
              >
                {COPY.openReply}
                <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            )}
            <DraftBadge
              draftedBy={r.drafted_by}
              edited={r.edited}
              editedMarker={<Badge>{COPY.edited}</Badge>}
            />
          </div>
        </div>
      ),
    },
    {
      key: 'likes',
      header: COPY.likes,
      numeric: true,
      sort: by('likes'),
      cell: (r) => read(r, formatCount(r.likes)),
    },
    {
      key: 'replies',
      header: COPY.repliesCol,
      numeric: true,
      sort: by('replies'),
      cell: (r) => read(r, formatCount(r.replies)),
    },
    { key: 'reposts', header: COPY.reposts, numeric: true, cell: (r) => read(r, formatCount(r.reposts)) },
    {
      key: 'impressions',
      header: COPY.impressions,
      numeric: true,
      sort: by('impressions'),
      cell: (r) => read(r, r.impressions === null ? '—' : formatCount(r.impressions)),
    },
    {
      key: 'rate',
      header: COPY.engagementRate,
      numeric: true,
      sort: by('engagement'),
      cell: (r) => read(r, formatRate(r.engagement_rate)),
    },
    {
      key: 'author',
      header: COPY.author,
      cell: (r) => (
        <span className="flex flex-wrap gap-1">
          {r.author_replied && <Badge variant="success">{COPY.authorReplied}</Badge>}
          {r.author_liked && <Badge variant="accent">{COPY.authorLiked}</Badge>}
          {!r.author_replied && !r.author_liked && <span className="text-muted">—</span>}
        </span>
      ),
    },
  ];
}

type TProps = {
  range: TAnalyticsRange;
  sort: TAnalyticsSort;
  /** The platform filter's choice; every platform's replies when undefined. */
  platform?: TPlatform;
  onSort: (sort: TAnalyticsSort) => void;
  /** Minutes after publishing of a reply's first reading on this server (the summary's). */
  firstReadingMinutes: number;
};

/**
 * Every published reply of the period (on the chosen platform) with what it earned; sortable, and
 * downloadable as CSV.
 */
export function RepliesTable({ range, sort, platform, onSort, firstReadingMinutes }: TProps) {
  const query = useAnalyticsReplies(range, sort, platform);
  const download = useDownloadAnalyticsCsv();
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-base font-semibold">{COPY.title}</h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {COPY.sortBy}
            <select
              value={sort}
              onChange={(e) => onSort(e.target.value as TAnalyticsSort)}
              className="h-8 rounded-md border border-border bg-surface px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {ANALYTICS_SORTS.map((s) => (
                <option key={s} value={s}>
                  {COPY.sorts[s]}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={() => download.mutate({ range, sort, platform })}
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
          >
            <Download className={cn(download.isPending && 'animate-pulse')} aria-hidden="true" />
            {COPY.download}
          </Button>
        </div>
      </div>
      {download.isError && (
        <p role="alert" className="mt-2 text-xs text-destructive">
          {COPY.downloadFailed}
        </p>
      )}
      <div className="mt-3" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <div className="space-y-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : !query.data ? (
          <AnalyticsLoadFailed
            error={query.error}
            title={COPY.loadFailed}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.replies.length === 0 ? (
          <p className="text-sm text-muted">{COPY.none}</p>
        ) : (
          <DataTable
            caption={`${COPY.title}, ${COPY.sortBy.toLowerCase()} ${COPY.sorts[sort].toLowerCase()}`}
            columns={columns(sort, firstReadingMinutes)}
            rows={query.data.replies}
            rowKey={(r) => r.id}
            rowHeader={false}
          />
        )}
      </div>
    </Card>
  );
}
