import type { TAnalyticsSummary } from '@gatling/shared/api/analytics';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatHour, formatRate } from '../lib/figures';
import { ChartCard } from './chart-card';
import { DataTable, type TColumn } from './data-table';
import { SeriesChart } from './series-chart';

const COPY = ANALYTICS_COPY.hours;

type THour = TAnalyticsSummary['by_hour'][number];

/** All 24 hours, those the API left out as empty. */
function everyHour(byHour: THour[]): THour[] {
  const found = new Map(byHour.map((h) => [h.hour, h]));
  return Array.from(
    { length: 24 },
    (_, hour) => found.get(hour) ?? { hour, published: 0, engagements: 0, engagement_rate: 0 },
  );
}

/** The (up to) three hours with the best engagement rate among those with a published reply. */
export function bestHours(hours: THour[]): THour[] {
  return hours
    .filter((h) => h.published > 0 && h.engagements > 0)
    .sort((a, b) => b.engagement_rate - a.engagement_rate || b.engagements - a.engagements)
    .slice(0, 3);
}

const COLUMNS: TColumn<THour>[] = [
  { key: 'hour', header: COPY.hour, cell: (h) => formatHour(h.hour) },
  { key: 'published', header: COPY.published, numeric: true, cell: (h) => formatCount(h.published) },
  { key: 'engagements', header: COPY.engagements, numeric: true, cell: (h) => formatCount(h.engagements) },
  {
    key: 'rate',
    header: COPY.engagementRate,
    numeric: true,
    cell: (h) => (h.published > 0 ? formatRate(h.engagement_rate) : '—'),
  },
];

/** Engagement rate by the hour a reply went out, in the browser's time zone. */
export function BestHours({ byHour, timeZone }: { byHour: THour[]; timeZone: string }) {
  const hours = everyHour(byHour);
  const best = bestHours(hours);
  const anyPublished = hours.some((h) => h.published > 0);
  const sentence = best.length
    ? COPY.best(best.map((h) => formatHour(h.hour)).join(', '))
    : anyPublished
      ? COPY.noEngagement
      : COPY.none;
  return (
    <ChartCard
      title={COPY.title}
      hint={COPY.zone(timeZone)}
      table={
        <DataTable
          caption={`${COPY.title}: ${COPY.zone(timeZone)}`}
          columns={COLUMNS}
          rows={hours}
          rowKey={(h) => String(h.hour)}
        />
      }
    >
      <p className="mb-2 text-sm">{sentence}</p>
      <SeriesChart
        label={`${COPY.engagementRate} by hour of day`}
        summary={sentence}
        categories={hours.map((h) => formatHour(h.hour))}
        series={[
          {
            key: 'rate',
            label: COPY.engagementRate,
            values: hours.map((h) => (h.published > 0 ? h.engagement_rate : 0)),
            tone: 'accent',
          },
        ]}
        kind="bar"
        format={formatRate}
        height={160}
      />
    </ChartCard>
  );
}
