import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TProps = {
  onBack: () => void;
  onNext?: () => void;
  nextDisabled?: boolean;
  nextLabel?: string;
};

/** Back and Next at the foot of a step, thumb-reachable on phones. */
export function StepActions({ onBack, onNext, nextDisabled = false, nextLabel = 'Next' }: TProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      {onNext && (
        <Button onClick={onNext} disabled={nextDisabled}>
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
