import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';

export const SIMULATED_COPY = {
  label: 'Simulated',
  explanation: 'figures from the simulated network',
  title: 'X here is the sandbox network: costs, likes, replies and views are simulated, not real.',
} as const;

/**
 * Says that the figures beside it (costs, likes, replies, impressions) come from the sandbox
 * network, not from X; renders nothing when the server talks to X itself (public config
 * `twitter_sandbox`).
 */
export function SimulatedBadge({ className }: { className?: string }) {
  if (!publicConfig().twitter_sandbox) return null;
  return (
    <Badge variant="warning" title={SIMULATED_COPY.title} className={cn('shrink-0', className)}>
      <FlaskConical aria-hidden="true" />
      {SIMULATED_COPY.label}
      <span className="sr-only">: {SIMULATED_COPY.explanation}</span>
    </Badge>
  );
}
