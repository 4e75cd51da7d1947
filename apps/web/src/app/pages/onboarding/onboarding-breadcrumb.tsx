import { Check } from 'lucide-react';
import { ONBOARDING_STEPS } from '@gatling/shared/spec';
import { cn } from '@/lib/cn';
import { onboardingSteps } from './onboarding-steps';

type TProps = { current: number; onSelect: (step: number) => void };

/** The six steps; completed ones can be clicked to go back (docs/product/screens.md#onboarding). */
export function OnboardingBreadcrumb({ current, onSelect }: TProps) {
  return (
    <nav aria-label="Onboarding steps">
      <ol className="flex items-center gap-1.5">
        {onboardingSteps().map((step, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          const dot = (
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums transition-colors',
                done && 'bg-accent text-accent-foreground',
                active && 'bg-accent-soft text-accent ring-2 ring-accent',
                !done && !active && 'bg-surface-2 text-muted',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : n}
            </span>
          );
          return (
            <li key={step.title} className="flex flex-1 items-center gap-1.5 last:flex-none">
              {done ? (
                <button
                  type="button"
                  onClick={() => onSelect(n)}
                  className="cursor-pointer rounded-full focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                  aria-label={`Step ${n}: ${step.title} (done, go back)`}
                >
                  {dot}
                </button>
              ) : (
                <span aria-current={active ? 'step' : undefined} aria-label={`Step ${n}: ${step.title}`}>
                  {dot}
                </span>
              )}
              {n < ONBOARDING_STEPS.length && (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 flex-1 rounded-full', done ? 'bg-accent' : 'bg-border')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
