import type { TAnalyticsSource } from '@gatling/shared/api/analytics';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatRate } from '../lib/figures';
import { DataTable, type TColumn } from './data-table';

const COPY = ANALYTICS_COPY.sources;

const COLUMNS: TColumn<TAnalyticsSource>[] = [
  {
    key: 'source',
    header: COPY.source,
    cell: (s) => (
      <span className="flex min-w-0 flex-col items-start gap-1">
        {/* The server's label: a keyword in words (its query is how monitoring searches). */}
        <span className="max-w-[14rem] truncate font-medium" title={s.label}>
          {s.label}
        </span>
        <Badge variant={s.kind === 'keyword' ? 'neutral' : 'accent'}>{COPY[s.kind]}</Badge>
      </span>
    ),
  },
  { key: 'drafted', header: COPY.drafts, numeric: true, cell: (s) => formatCount(s.drafted) },
  { key: 'approval', header: COPY.approvalRate, numeric: true, cell: (s) => formatRate(s.approval_rate) },
  { key: 'published', header: COPY.published, numeric: true, cell: (s) => formatCount(s.published) },
  {
    key: 'engagement',
    header: COPY.engagementRate,
    numeric: true,
    cell: (s) => (s.impressions > 0 ? formatRate(s.engagement_rate) : '—'),
  },
  { key: 'author', header: COPY.authorReplies, numeric: true, cell: (s) => formatCount(s.author_replies) },
];

/** How the drafts of each keyword and core user fared. */
export function SourceTable({ sources }: { sources: TAnalyticsSource[] }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h2 className="text-base font-semibold">{COPY.title}</h2>
      <p className="mt-0.5 text-xs text-muted">{COPY.caption}</p>
      {sources.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{COPY.none}</p>
      ) : (
        <DataTable
          className="mt-3"
          caption={COPY.caption}
          columns={COLUMNS}
          rows={sources}
          rowKey={(s) => `${s.kind}:${s.value}`}
        />
      )}
    </Card>
  );
}
