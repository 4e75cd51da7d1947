import { useId } from 'react';
import { Check } from 'lucide-react';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { AUDIENCE_COPY as COPY } from '../texts';

const THRESHOLD = LIMITS.audienceUnderstandingThreshold;

/**
 * 'Audience Understanding' (0–100) with a marker at the threshold the audience definition needs
 * (60%, docs/product/limits.md#monitoring). The bar turns green once it is reached.
 */
export function UnderstandingProgress({ value }: { value: number }) {
  const id = useId();
  const rounded = Math.round(Math.min(100, Math.max(0, value)));
  const reached = rounded >= THRESHOLD;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium">
          {TEXT.audience.understanding}
        </span>
        <span className="tabular flex items-center gap-1 text-sm font-semibold" aria-hidden="true">
          {reached && <Check className="size-4 text-send" strokeWidth={3} />}
          {rounded}%
        </span>
      </div>
      <div className="relative pb-5">
        <Progress
          value={rounded}
          aria-labelledby={`${id}-label`}
          getValueLabel={(v) => COPY.valueText(Math.round(v), THRESHOLD)}
          indicatorClassName={cn(reached && 'bg-send')}
        />
        <div
          data-testid="understanding-threshold"
          aria-hidden="true"
          className="pointer-events-none absolute top-0 bottom-0 flex -translate-x-1/2 flex-col items-center"
          style={{ left: `${THRESHOLD}%` }}
        >
          <span className="-mt-1 h-[1.125rem] w-0.5 rounded-full bg-foreground/70" />
          <span className="tabular mt-0.5 text-[0.6875rem] leading-none whitespace-nowrap text-muted">
            {COPY.thresholdMarker(THRESHOLD)}
          </span>
        </div>
      </div>
    </div>
  );
}
