import { ArrowDownRight, ArrowRight, ArrowUpRight, ChevronRight } from 'lucide-react';
import type { TAnalyticsSummary } from '@gatling/shared/api/analytics';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ANALYTICS_COPY } from '../texts';
import {
  changeOf,
  formatCount,
  formatPoints,
  formatRate,
  formatSigned,
  formatUsd,
  type TChange,
} from '../lib/figures';

const COPY = ANALYTICS_COPY.figures;

type TFigure = {
  key: string;
  label: string;
  value: string;
  change: TChange;
  note?: string | undefined;
  /** Lines under the note, always shown: what the figure is. */
  hints?: (string | null)[] | undefined;
  /** Behind a disclosure: what the figure is made of, and who pays each part. */
  parts?: { summary: string; lines: (string | null)[] } | undefined;
};

/**
 * Cost per published reply: always, what it divides by what, and the part nobody pays; behind
 * "What it counts and who pays", the platform and model parts, whose key pays, and what is left out.
 */
function costLines(s: TAnalyticsSummary): Pick<TFigure, 'hints' | 'parts'> {
  const { costs, funnel } = s;
  const simulated = costs.platform_simulated_usd;
  const real = Math.round((costs.platform_usd - simulated) * 10_000) / 10_000;
  return {
    hints: [
      funnel.published > 0 ? COPY.costSpread(funnel.drafted, funnel.published) : null,
      simulated > 0 ? COPY.simulatedCost(formatUsd(simulated)) : null,
    ],
    parts: {
      summary: COPY.costParts,
      lines: [
        COPY.platformPart(formatUsd(costs.platform_usd)),
        real > 0 ? COPY.platformCost(formatUsd(real)) : null,
        COPY.modelPart(formatUsd(costs.reply_model_usd)),
        COPY.whoPaysModel,
        COPY.costLeftOut,
      ],
    },
  };
}

function figuresOf(s: TAnalyticsSummary): TFigure[] {
  const p = s.previous;
  const cost = s.costs.per_published_reply_usd;
  const totalCost = s.costs.platform_usd + s.costs.model_usd;
  return [
    {
      key: 'published',
      label: COPY.published,
      value: formatCount(s.funnel.published),
      change: changeOf(s.funnel.published, p.published, formatCount),
    },
    {
      key: 'engagement-rate',
      label: COPY.engagementRate,
      value: formatRate(s.engagement.engagement_rate),
      change: changeOf(s.engagement.engagement_rate, p.engagement_rate, formatPoints),
    },
    {
      key: 'author-replies',
      label: COPY.authorReplies,
      value: formatCount(s.engagement.author_replies),
      change: changeOf(s.engagement.author_replies, p.author_replies, formatCount),
    },
    {
      key: 'followers',
      label: COPY.followers,
      value: formatSigned(s.followers.change),
      change: changeOf(s.followers.change, p.follower_change, formatCount),
      note: s.followers.end === null ? undefined : COPY.followersNow(formatCount(s.followers.end)),
    },
    {
      key: 'cost',
      label: COPY.costPerReply,
      value: cost === null ? '—' : formatUsd(cost),
      change: changeOf(cost, p.per_published_reply_usd, formatUsd, true),
      note: COPY.totalCost(formatUsd(totalCost)),
      ...costLines(s),
    },
  ];
}

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight } as const;
const WORDS = { up: COPY.up, down: COPY.down, same: COPY.same } as const;

/** "Up 12 vs previous 30 days": the arrow and colour repeat what the words say. */
function Change({ change, range }: { change: TChange; range: string }) {
  if (!change) return <p className="text-xs text-muted">{COPY.noPrevious}</p>;
  const Icon = ICONS[change.direction];
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 font-medium',
          change.good === null ? 'text-muted' : change.good ? 'text-send' : 'text-ignore',
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {change.direction === 'same' ? WORDS.same : `${WORDS[change.direction]} ${change.amount}`}
      </span>
      <span className="text-muted">{COPY.vsPrevious(range)}</span>
    </p>
  );
}

/** The period's five headline figures, each beside its change against the period before. */
export function HeadlineFigures({ summary, rangeLabel }: { summary: TAnalyticsSummary; rangeLabel: string }) {
  return (
    <section aria-label={COPY.label}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figuresOf(summary).map((f, i) => (
          <li key={f.key} className={cn(i === 4 && 'col-span-2')}>
            <Card className="flex h-full flex-col gap-1.5 p-4" data-testid={`figure-${f.key}`}>
              <h3 className="text-xs font-medium text-muted">{f.label}</h3>
              <p className="text-2xl font-semibold tracking-tight tabular-nums">{f.value}</p>
              <Change change={f.change} range={rangeLabel} />
              {f.note && <p className="text-xs text-muted tabular-nums">{f.note}</p>}
              {f.hints?.map(
                (line) =>
                  line && (
                    <p key={line} className="text-xs text-muted">
                      {line}
                    </p>
                  ),
              )}
              {f.parts && (
                <details className="group text-xs text-muted">
                  <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                    <ChevronRight
                      className="size-3.5 transition-transform group-open:rotate-90"
                      aria-hidden="true"
                    />
                    {f.parts.summary}
                  </summary>
                  <ul className="mt-1.5 space-y-1">
                    {f.parts.lines.map((line) => line && <li key={line}>{line}</li>)}
                  </ul>
                </details>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
