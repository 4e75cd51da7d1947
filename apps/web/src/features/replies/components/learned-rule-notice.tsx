import { lazy, Suspense } from 'react';
import { useLearnedRules } from '../lib/learned-rules';

/** The card loads when a rule is first learned: most visits to /replies never show one. */
const LearnedRuleCard = lazy(() =>
  import('./learned-rule-card').then((m) => ({ default: m.LearnedRuleCard })),
);

/**
 * The oldest rule learned from an edit that the user has not yet kept, changed or removed, inline
 * above the stack: swiping goes on around it, and a new decision's toast does not replace it.
 */
export function LearnedRuleNotice({ className }: { className?: string }) {
  const rules = useLearnedRules();
  const rule = rules[0];
  if (!rule) return null;
  return (
    <Suspense fallback={null}>
      <LearnedRuleCard key={rule.id} rule={rule} more={rules.length - 1} className={className} />
    </Suspense>
  );
}
