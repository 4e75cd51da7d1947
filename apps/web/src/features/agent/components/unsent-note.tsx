import { useEffect, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AGENT_COPY as COPY } from '../texts';

/** Whole seconds until `until` (0 once it has passed, or without one), counting down each second. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return left;
}

/**
 * Under a message the server did not keep (its answer failed before it began): it was not sent, and
 * Retry sends it again. When the server asked to wait (Retry-After), Retry counts down until then.
 */
export function UnsentNote({
  retryAt,
  busy,
  onRetry,
}: {
  retryAt: number | null;
  busy: boolean;
  onRetry: () => void;
}) {
  const left = useSecondsLeft(retryAt);
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      <span>{COPY.notSent}</span>
      <Button variant="outline" size="sm" disabled={busy || left > 0} onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {left > 0 ? COPY.retryIn(left) : COPY.retry}
      </Button>
    </div>
  );
}
