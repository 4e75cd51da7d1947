import type { TFunnel } from '@gatling/shared/api/analytics';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatRate } from '../lib/figures';

const COPY = ANALYTICS_COPY.funnel;

type TStep = { key: keyof TFunnel; depth: 0 | 1; tone: string };

/** Drafted → reviewed → approved / edited / ignored → published / failed. */
const STEPS: TStep[] = [
  { key: 'drafted', depth: 0, tone: 'bg-accent/35' },
  { key: 'reviewed', depth: 0, tone: 'bg-accent/55' },
  { key: 'approved', depth: 1, tone: 'bg-send/70' },
  { key: 'edited', depth: 1, tone: 'bg-edit/70' },
  { key: 'rejected', depth: 1, tone: 'bg-ignore/60' },
  { key: 'published', depth: 0, tone: 'bg-accent' },
  { key: 'failed', depth: 1, tone: 'bg-destructive/70' },
];

/**
 * The funnel as a list of horizontal bars, each as wide as its share of the drafts. The numbers are
 * written beside the bars, so the list is its own table.
 */
export function FunnelList({ funnel }: { funnel: TFunnel }) {
  const base = Math.max(1, funnel.drafted);
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h2 id="analytics-funnel" className="text-base font-semibold">
        {COPY.title}
      </h2>
      <ol aria-labelledby="analytics-funnel" className="mt-4 space-y-2.5">
        {STEPS.map(({ key, depth, tone }) => {
          const value = funnel[key];
          const share = value / base;
          return (
            <li key={key} className={cn(depth === 1 && 'pl-4 sm:pl-6')}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span>{COPY[key]}</span>
                <span className="shrink-0 tabular-nums">
                  <span className="font-semibold">{formatCount(value)}</span>
                  {key !== 'drafted' && (
                    <span className="ml-1.5 text-xs text-muted">{COPY.share(formatRate(share))}</span>
                  )}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-surface-2" aria-hidden="true">
                <div
                  className={cn('h-full rounded-full', tone)}
                  style={{ width: `${Math.min(100, share * 100)}%`, minWidth: value > 0 ? 4 : 0 }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
