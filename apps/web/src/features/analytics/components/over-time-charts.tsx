import type { TAnalyticsDay } from '@gatling/shared/api/analytics';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatDay, formatUsd } from '../lib/figures';
import { ChartCard } from './chart-card';
import { DataTable, type TColumn } from './data-table';
import { SeriesChart, type TSeries } from './series-chart';

const COPY = ANALYTICS_COPY.charts;

const engagementsOf = (d: TAnalyticsDay) => d.likes + d.replies + d.reposts;
const sum = (values: (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);

/** "Most on Nov 12 (6)" for the summary of a chart. */
function peak(days: TAnalyticsDay[], values: number[], format: (n: number) => string): string {
  let best = -1;
  values.forEach((v, i) => {
    if (v > 0 && (best < 0 || v > values[best]!)) best = i;
  });
  return best < 0 ? '' : `, most on ${formatDay(days[best]!.day)} (${format(values[best]!)})`;
}

type TChartSpec = {
  key: string;
  title: string;
  hint?: string;
  kind: 'bar' | 'line';
  series: TSeries[];
  format: (n: number) => string;
  zeroBased?: boolean;
  summary: string;
  /** Nothing to draw: the summary is shown instead of an empty chart. */
  empty?: boolean;
};

function specs(days: TAnalyticsDay[]): TChartSpec[] {
  const published = days.map((d) => d.published);
  const engagements = days.map(engagementsOf);
  const followers = days.map((d) => d.followers);
  const platform = days.map((d) => d.platform_usd);
  const model = days.map((d) => d.model_usd);
  const readings = followers.filter((v): v is number => v !== null);
  const span = days.length ? `${formatDay(days[0]!.day)} to ${formatDay(days.at(-1)!.day)}` : '';
  return [
    {
      key: 'published',
      title: COPY.published,
      kind: 'bar',
      series: [{ key: 'published', label: COPY.published, values: published, tone: 'accent' }],
      format: formatCount,
      summary: `${formatCount(sum(published))} published, ${span}${peak(days, published, formatCount)}.`,
    },
    {
      key: 'engagements',
      title: COPY.engagements,
      hint: COPY.engagementsHint,
      kind: 'line',
      series: [{ key: 'engagements', label: COPY.engagements, values: engagements, tone: 'accent' }],
      format: formatCount,
      summary: `${formatCount(sum(engagements))} engagements, ${span}${peak(days, engagements, formatCount)}.`,
    },
    {
      key: 'followers',
      title: COPY.followers,
      kind: 'line',
      zeroBased: false,
      series: [{ key: 'followers', label: COPY.followers, values: followers, tone: 'accent' }],
      format: formatCount,
      summary: readings.length
        ? `From ${formatCount(readings[0]!)} to ${formatCount(readings.at(-1)!)} followers, ${span}.`
        : COPY.followersPending,
      empty: readings.length === 0,
    },
    {
      key: 'costs',
      title: COPY.costs,
      kind: 'bar',
      series: [
        { key: 'platform', label: COPY.platform, values: platform, tone: 'accent' },
        { key: 'model', label: COPY.model, values: model, tone: 'warning' },
      ],
      format: (n) => (n === 0 ? '$0' : formatUsd(n)),
      summary: `${formatUsd(sum(platform))} on the platform API and ${formatUsd(sum(model))} on the language model, ${span}.`,
    },
  ];
}

/** Published replies, engagement, followers and costs by day, each with its table. */
export function OverTimeCharts({ days }: { days: TAnalyticsDay[] }) {
  const withYear = days.length > 0 && days[0]!.day.slice(0, 4) !== days.at(-1)!.day.slice(0, 4);
  const categories = days.map((d) => formatDay(d.day));
  return (
    <section aria-labelledby="analytics-over-time" className="space-y-3">
      <h2 id="analytics-over-time" className="text-base font-semibold">
        {COPY.title}
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {specs(days).map((spec) => {
          const columns: TColumn<number>[] = [
            { key: 'day', header: COPY.day, cell: (i) => formatDay(days[i]!.day, withYear) },
            ...spec.series.map((s) => ({
              key: s.key,
              header: s.label,
              numeric: true,
              cell: (i: number) => {
                const v = s.values[i];
                return v === null || v === undefined ? '—' : spec.format(v);
              },
            })),
          ];
          return (
            <ChartCard
              key={spec.key}
              title={spec.title}
              hint={spec.hint}
              table={
                <DataTable
                  caption={`${spec.title} by day`}
                  columns={columns}
                  rows={days.map((_, i) => i)}
                  rowKey={(i) => days[i]!.day}
                />
              }
            >
              {spec.empty ? (
                <p className="py-6 text-sm text-muted">{spec.summary}</p>
              ) : (
                <SeriesChart
                  label={`${spec.title} by day`}
                  summary={spec.summary}
                  categories={categories}
                  series={spec.series}
                  kind={spec.kind}
                  format={spec.format}
                  zeroBased={spec.zeroBased}
                />
              )}
            </ChartCard>
          );
        })}
      </div>
    </section>
  );
}
