import type { TAnalyticsRange } from '@gatling/shared/api/analytics';
import { ANALYTICS_RANGES } from '@gatling/shared/api/analytics-options';
import { cn } from '@/lib/cn';
import { ANALYTICS_COPY as COPY } from '../texts';

/** 7 / 30 / 90 days, as a segmented control of toggle buttons. */
export function RangeToggle({
  value,
  onChange,
}: {
  value: TAnalyticsRange;
  onChange: (range: TAnalyticsRange) => void;
}) {
  return (
    <div role="group" aria-label={COPY.period} className="inline-flex gap-1 rounded-lg bg-surface-2 p-1">
      {ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap tabular-nums transition-colors',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === range ? 'bg-surface text-foreground shadow-sm' : 'text-muted hover:text-foreground',
          )}
        >
          {COPY.ranges[range]}
        </button>
      ))}
    </div>
  );
}
